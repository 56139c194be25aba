import { Worker } from 'node:worker_threads';
import { perCatalogue } from '@masar/catalog/catalogue';
import type { SkillLookup } from '@masar/engines/resume-parser/profile';
import { createSkillLookup, type CatalogueSkill } from '@masar/engines/resume-parser/skill-lookup';
import { parserSkills } from './parser-skills.ts';
import type { ParseRequest, ParseWorkerMessage, TextRequest, WorkerRequest } from './parse-worker.ts';
import type { ResumeParseOutcome, ResumeParser } from './resume-parse.jobs.ts';

const catalogueSkills = perCatalogue((catalogue): CatalogueSkill[] => parserSkills(catalogue.skills));
const catalogueLookup = perCatalogue(() => createSkillLookup(catalogueSkills()));

/** The catalogue's skills (English and Arabic names and aliases) as the parser's skill lookup, built once per catalogue. */
export function catalogueSkillLookup(): SkillLookup {
  return catalogueLookup();
}

export interface ParseLimits {
  /** One parse, from the moment it is sent to a ready thread. */
  timeMs: number;
  /** Starting a thread: loading the readers. */
  startMs: number;
  memoryMb: number;
}

/**
 * Limits of one parse's thread; the page and text caps are the engine's (extract/limits.ts).
 * - time: a four-page resume parses in under two seconds on a shared core; twenty is ten times that.
 * - start: loading the readers into a fresh thread takes seconds on a busy machine and is not the file's doing.
 * - memory: pdfjs on a fifty-page PDF stays under 150 MB of old space; 256 leaves room, not gigabytes.
 */
export const PARSE_LIMITS: ParseLimits = { timeMs: 20_000, startMs: 40_000, memoryMb: 256 };

export interface ContainedParserOptions {
  /** The resume's text with the profile, for the model-assisted parser. */
  withText?: boolean;
  limits?: Partial<ParseLimits>;
}

const failed = (reason: string, message: string): ResumeParseOutcome => ({ ok: false, reason, message });

/** The catalogue's skills with a number that changes when the installed catalogue does. */
let skillsVersion = 0;
const versionedSkills = perCatalogue(() => ({ version: ++skillsVersion, list: catalogueSkills() }));

/** A running parse thread: ready once its readers are loaded; the skills version it was last sent. */
interface ParseThread {
  worker: Worker;
  ready: Promise<void>;
  skillsVersion: number | null;
}

/** A document's text, read on the parse thread, or why it could not be read (the resume readers' reasons). */
export type DocumentTextOutcome = { ok: true; text: string } | { ok: false; reason: string; message: string };
export type DocumentTextReader = (input: Parameters<ResumeParser>[0]) => Promise<DocumentTextOutcome>;

/**
 * One parse thread and its queue: documents are sent one at a time; `request` builds what the thread is sent
 * (given whether it already holds the catalogue's skills), `failed` the outcome when the thread fails it.
 */
function containedThread(limits: ParseLimits) {
  let thread: ParseThread | null = null;
  let nextId = 1;
  // Documents wait their turn: the thread reads one at a time.
  let queue: Promise<unknown> = Promise.resolve();

  function startThread(): ParseThread {
    const worker = new Worker(new URL('./parse-worker-entry.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });
    // An idle parse thread does not keep the process alive (a server closing, a test file ending).
    worker.unref();
    // A thread that ends between parses (a late failure of the last document) is replaced by the next parse.
    worker.once('exit', () => {
      if (thread?.worker === worker) thread = null;
    });
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The document reader did not start within ${limits.startMs / 1000} s`)), limits.startMs);
      worker.once('message', (message: ParseWorkerMessage) => {
        clearTimeout(timer);
        if (message.type === 'ready') resolve();
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    ready.catch(() => undefined);
    return { worker, ready, skillsVersion: null };
  }

  function endThread(ended: ParseThread): void {
    if (thread === ended) thread = null;
    ended.worker.terminate().catch(() => undefined);
  }

  async function runOnThread<Outcome>(request: (thread: ParseThread, id: number) => WorkerRequest, failed: (reason: string, message: string) => Outcome): Promise<Outcome> {
    const current = (thread ??= startThread());
    try {
      await current.ready;
    } catch (error) {
      endThread(current);
      throw error instanceof Error ? error : new Error(String(error));
    }
    const sent = request(current, nextId++);
    return new Promise<Outcome>((resolve) => {
      const { worker } = current;
      const settle = (outcome: Outcome, keepThread: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (!keepThread) endThread(current);
        resolve(outcome);
      };
      const onMessage = (message: ParseWorkerMessage) => {
        if (message.type === 'outcome' && message.id === sent.id) settle(message.outcome as Outcome, true);
      };
      const onError = (error: Error & { code?: string }) =>
        settle(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? failed('too_large', `Reading the document needed more than ${limits.memoryMb} MB.`)
            : failed('unreadable', `The document could not be read: ${error.message}`),
          false,
        );
      const onExit = (code: number) => settle(failed('unreadable', `The document reader stopped (exit code ${code}) without an answer.`), false);
      const timer = setTimeout(() => settle(failed('too_slow', `The document took longer than ${limits.timeMs / 1000} s to read.`), false), limits.timeMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(sent);
    });
  }

  return <Outcome>(request: (thread: ParseThread, id: number) => WorkerRequest, failed: (reason: string, message: string) => Outcome): Promise<Outcome> => {
    const turn = queue.then(() => runOnThread(request, failed));
    queue = turn.catch(() => undefined);
    return turn;
  };
}

/**
 * The built-in resume engine, with skills normalised to the catalogue's, on a worker thread: whatever a
 * document does to the readers (throws, rejects late, loops, swells), the outcome is a failed parse and the
 * API's event loop stays free. One thread serves parse after parse (starting one — loading pdfjs and the
 * readers — takes seconds); a parse that fails it (a crash, too much memory, too long) ends it, and the
 * next parse starts a fresh one. A thread that cannot start is an error, so the job is retried.
 */
export function createContainedParser(options: ContainedParserOptions = {}): ResumeParser {
  const run = containedThread({ ...PARSE_LIMITS, ...options.limits });
  return (input) =>
    run(
      (thread, id): ParseRequest => {
        const skills = versionedSkills();
        const list = thread.skillsVersion === skills.version ? null : skills.list;
        thread.skillsVersion = skills.version;
        return { type: 'parse', id, bytes: input.bytes, kind: input.kind, skills: { version: skills.version, list }, withText: options.withText ?? false };
      },
      failed,
    );
}

/**
 * A document's text read by the resume readers on their own contained thread, with the same limits: a job
 * file (issue #11, decision 0038) is as untrusted as a resume, so it is read the same way.
 */
export function createContainedTextReader(options: { limits?: Partial<ParseLimits> } = {}): DocumentTextReader {
  const run = containedThread({ ...PARSE_LIMITS, ...options.limits });
  return (input) => run((_thread, id): TextRequest => ({ type: 'text', id, bytes: input.bytes, kind: input.kind }), (reason, message): DocumentTextOutcome => ({ ok: false, reason, message }));
}

/** The built-in engine as the parse job calls it, contained on a worker thread. */
export const parseResumeWithEngine: ResumeParser = createContainedParser();
/** Document text for the job-file way, contained the same way on a thread of its own. */
export const readDocumentText: DocumentTextReader = createContainedTextReader();
