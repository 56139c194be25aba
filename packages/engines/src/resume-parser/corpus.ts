/**
 * The labelled fixture corpus, for the golden test, the evaluation script and the benchmark. Reading
 * files is the caller's job: pass a reader (node:fs in scripts and tests).
 */
import type { DocumentKind } from './layout-line.ts';
import type { ResumeTruth } from './evaluation.ts';
import type { CatalogueSkill } from './skill-lookup.ts';

export const FIXTURE_KINDS: DocumentKind[] = ['pdf', 'docx', 'doc', 'txt'];

export interface CorpusReader {
  list(): string[];
  read(name: string): Uint8Array;
}

export interface CorpusDocument {
  id: string;
  kind: DocumentKind;
  bytes: Uint8Array;
  truth: ResumeTruth;
}

export function loadCorpus(reader: CorpusReader, kinds: DocumentKind[] = FIXTURE_KINDS): CorpusDocument[] {
  const decoder = new TextDecoder();
  const ids = reader
    .list()
    .filter((name) => name.endsWith('.truth.json'))
    .map((name) => name.replace(/\.truth\.json$/, ''))
    .sort();
  return ids.flatMap((id) => {
    const truth = JSON.parse(decoder.decode(reader.read(`${id}.truth.json`))) as ResumeTruth;
    return kinds.map((kind) => ({ id, kind, bytes: reader.read(`${id}.${kind}`), truth }));
  });
}

export function loadFixtureCatalogue(reader: CorpusReader): CatalogueSkill[] {
  return JSON.parse(new TextDecoder().decode(reader.read('skill-catalogue.json'))) as CatalogueSkill[];
}
