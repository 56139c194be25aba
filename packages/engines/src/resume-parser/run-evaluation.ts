/**
 * Parses every fixture in every format and pools the counts by language group (en, ar, mixed) and
 * format. Used by scripts/eval-parser.ts and by the golden corpus test.
 */
import { loadCorpus, loadFixtureCatalogue, type CorpusReader } from './corpus.ts';
import { addCounts, emptyCounts, scoreProfile, type FieldCounts } from './evaluation.ts';
import type { DocumentKind } from './layout-line.ts';
import { parseResume } from './parse-resume.ts';
import type { ParsedProfile } from './profile.ts';
import { createSkillLookup } from './skill-lookup.ts';

export interface EvaluationRun {
  byLanguage: Record<'en' | 'ar' | 'mixed', FieldCounts>;
  byKind: Record<DocumentKind, FieldCounts>;
  all: FieldCounts;
  failures: Array<{ id: string; kind: DocumentKind; reason: string }>;
  profiles: Array<{ id: string; kind: DocumentKind; profile: ParsedProfile; text: string }>;
  documents: number;
}

export async function runEvaluation(reader: CorpusReader, options: { withCatalogue?: boolean; kinds?: DocumentKind[] } = {}): Promise<EvaluationRun> {
  const lookup = options.withCatalogue === false ? undefined : createSkillLookup(loadFixtureCatalogue(reader));
  const run: EvaluationRun = {
    byLanguage: { en: emptyCounts(), ar: emptyCounts(), mixed: emptyCounts() },
    byKind: { pdf: emptyCounts(), docx: emptyCounts(), doc: emptyCounts(), txt: emptyCounts() },
    all: emptyCounts(),
    failures: [],
    profiles: [],
    documents: 0,
  };
  const decoder = new TextDecoder();
  for (const document of loadCorpus(reader, options.kinds)) {
    run.documents++;
    const result = await parseResume({ bytes: document.bytes, kind: document.kind }, lookup ? { skillCatalogue: lookup } : {});
    if (!result.ok) {
      run.failures.push({ id: document.id, kind: document.kind, reason: result.reason });
      continue;
    }
    const counts = scoreProfile(result.profile, document.truth);
    addCounts(run.byLanguage[document.truth.lang], counts);
    addCounts(run.byKind[document.kind], counts);
    addCounts(run.all, counts);
    run.profiles.push({ id: document.id, kind: document.kind, profile: result.profile, text: document.kind === 'txt' ? decoder.decode(document.bytes) : '' });
  }
  return run;
}
