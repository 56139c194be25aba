/**
 * One resume parse on a worker thread (contained-parser.ts starts it). pdfjs, mammoth and word-extractor
 * run here, so a document that makes them throw, reject late, loop or swell ends this thread, not the
 * server; the thread's memory is capped and it is terminated when it runs too long.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { extractText } from '@masar/engines/resume-parser/extract-text';
import { parseResume } from '@masar/engines/resume-parser/parse-resume';
import { isPlausibleProfile } from '@masar/engines/resume-parser/plausible';
import { createSkillLookup, type CatalogueSkill } from '@masar/engines/resume-parser/skill-lookup';
import type { ParsableKind, ResumeParseOutcome } from './resume-parse.jobs.ts';

export interface ParseWorkerData {
  bytes: Uint8Array;
  kind: ParsableKind;
  /** The catalogue in use comes from the main thread: a thread would load the shipped one. */
  skills: CatalogueSkill[];
  /** The resume's text as well, for the model-assisted parser. */
  withText: boolean;
}

/** `ready`: the readers are loaded and the parse starts, so its time limit starts too. */
export type ParseWorkerMessage = { type: 'ready' } | { type: 'outcome'; outcome: ResumeParseOutcome };

// pdfjs rejects promises of pages destroyed while it still works on them ("Page was destroyed") after the
// parse has its answer; those are noise, not failures. Anything else still ends the thread.
process.on('unhandledRejection', (reason) => {
  if (reason instanceof Error && /destroyed/i.test(reason.message)) return;
  throw reason;
});

async function parse(data: ParseWorkerData): Promise<ResumeParseOutcome> {
  const result = await parseResume({ bytes: data.bytes.slice(), kind: data.kind }, { skillCatalogue: createSkillLookup(data.skills) });
  if (!result.ok) return { ok: false, reason: result.reason, message: result.message };
  if (!isPlausibleProfile(result.profile)) {
    return { ok: false, reason: 'no_profile', message: 'The document has no name with contact details and no resume section.' };
  }
  if (!data.withText) return { ok: true, profile: result.profile };
  const lines = await extractText(data.bytes.slice(), data.kind, { detectBold: false });
  return { ok: true, profile: result.profile, text: lines.map((line) => line.text).join('\n') };
}

parentPort!.postMessage({ type: 'ready' } satisfies ParseWorkerMessage);
const outcome = await parse(workerData as ParseWorkerData);
parentPort!.postMessage({ type: 'outcome', outcome } satisfies ParseWorkerMessage);
