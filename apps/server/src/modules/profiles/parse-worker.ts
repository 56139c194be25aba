/**
 * Resume parses on a worker thread (engine-parser.ts starts and replaces it). pdfjs, mammoth and
 * word-extractor run here, so a document that makes them throw, reject late, loop or swell ends this
 * thread, not the server; the thread's memory is capped and it is terminated when a parse runs too long.
 */
import { parentPort } from 'node:worker_threads';
import { extractText, loadReaders } from '@masar/engines/resume-parser/extract-text';
import { parseResume } from '@masar/engines/resume-parser/parse-resume';
import { isPlausibleProfile } from '@masar/engines/resume-parser/plausible';
import type { SkillLookup } from '@masar/engines/resume-parser/profile';
import { createSkillLookup, type CatalogueSkill } from '@masar/engines/resume-parser/skill-lookup';
import type { ParsableKind, ResumeParseOutcome } from './resume-parse.jobs.ts';

/** One parse, sent to the thread. The catalogue's skills come along only when the thread has not seen them. */
export interface ParseRequest {
  type: 'parse';
  id: number;
  bytes: Uint8Array;
  kind: ParsableKind;
  /** The catalogue in use comes from the main thread (a thread would load the shipped one), once per version. */
  skills: { version: number; list: CatalogueSkill[] | null };
  /** The resume's text as well, for the model-assisted parser. */
  withText: boolean;
}

/** A document's text only (a job file, decision 0038): the same readers and limits, no resume parse. */
export interface TextRequest {
  type: 'text';
  id: number;
  bytes: Uint8Array;
  kind: ParsableKind;
}
export type WorkerRequest = ParseRequest | TextRequest;
export type TextOutcome = { ok: true; text: string } | { ok: false; reason: string; message: string };

/** `ready`: the readers are loaded, so parses can be sent and their time limit starts when sent. */
export type ParseWorkerMessage = { type: 'ready' } | { type: 'outcome'; id: number; outcome: ResumeParseOutcome | TextOutcome };

// pdfjs rejects promises of pages destroyed while it still works on them ("Page was destroyed") after the
// parse has its answer; those are noise, not failures. Anything else still ends the thread.
process.on('unhandledRejection', (reason) => {
  if (reason instanceof Error && /destroyed/i.test(reason.message)) return;
  throw reason;
});

let lookup: { version: number; skills: SkillLookup } | null = null;

async function parse(request: ParseRequest): Promise<ResumeParseOutcome> {
  if (request.skills.list) lookup = { version: request.skills.version, skills: createSkillLookup(request.skills.list) };
  if (!lookup || lookup.version !== request.skills.version) throw new Error('the parse thread has no skills of this catalogue');
  const result = await parseResume({ bytes: request.bytes.slice(), kind: request.kind }, { skillCatalogue: lookup.skills });
  if (!result.ok) return { ok: false, reason: result.reason, message: result.message };
  if (!isPlausibleProfile(result.profile)) {
    return { ok: false, reason: 'no_profile', message: 'The document has no name with contact details and no resume section.' };
  }
  if (!request.withText) return { ok: true, profile: result.profile };
  const lines = await extractText(request.bytes.slice(), request.kind, { detectBold: false });
  return { ok: true, profile: result.profile, text: lines.map((line) => line.text).join('\n') };
}

async function readText(request: TextRequest): Promise<TextOutcome> {
  try {
    const lines = await extractText(request.bytes.slice(), request.kind, { detectBold: false });
    return { ok: true, text: lines.map((line) => line.text).join('\n') };
  } catch (error) {
    // The readers' own failures (ExtractionError) carry a reason; anything else is unreadable.
    const reason = error instanceof Error && 'reason' in error && typeof error.reason === 'string' ? error.reason : 'unreadable';
    return { ok: false, reason, message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort!.on('message', (request: WorkerRequest) => {
  // One document at a time: the main thread sends the next only after this one's outcome.
  const outcome = request.type === 'text' ? readText(request) : parse(request);
  void outcome.then((answer) => parentPort!.postMessage({ type: 'outcome', id: request.id, outcome: answer } satisfies ParseWorkerMessage));
});
// The readers load on first use; here they load before `ready`, so no parse's time limit pays for them.
await loadReaders();
parentPort!.postMessage({ type: 'ready' } satisfies ParseWorkerMessage);
