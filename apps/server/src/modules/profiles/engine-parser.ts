import { Worker } from 'node:worker_threads';
import { perCatalogue } from '@masar/catalog/catalogue';
import type { SkillLookup } from '@masar/engines/resume-parser/profile';
import { createSkillLookup, type CatalogueSkill } from '@masar/engines/resume-parser/skill-lookup';
import type { ParseWorkerData, ParseWorkerMessage } from './parse-worker.ts';
import type { ResumeParseOutcome, ResumeParser } from './resume-parse.jobs.ts';

const catalogueSkills = perCatalogue((catalogue): CatalogueSkill[] =>
  catalogue.skills.map((skill) => ({
    id: skill.id,
    name: skill.name.en,
    aliases: [skill.name.ar, ...skill.aliases.en, ...skill.aliases.ar],
  })),
);
const catalogueLookup = perCatalogue(() => createSkillLookup(catalogueSkills()));

/** The catalogue's skills (English and Arabic names and aliases) as the parser's skill lookup, built once per catalogue. */
export function catalogueSkillLookup(): SkillLookup {
  return catalogueLookup();
}

export interface ParseLimits {
  timeMs: number;
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

/**
 * The built-in resume engine, with skills normalised to the catalogue's, on a worker thread of its own per
 * parse: whatever the document does to the readers (throws, rejects late, loops, swells), the outcome is a
 * failed parse and the API's event loop stays free. A thread that cannot start is an error, so the job is
 * retried; one that dies after starting is the document's doing.
 */
export function createContainedParser(options: ContainedParserOptions = {}): ResumeParser {
  const limits = { ...PARSE_LIMITS, ...options.limits };
  return (input) =>
    new Promise<ResumeParseOutcome>((resolve, reject) => {
      const workerData: ParseWorkerData = { bytes: input.bytes, kind: input.kind, skills: catalogueSkills(), withText: options.withText ?? false };
      const worker = new Worker(new URL('./parse-worker-entry.mjs', import.meta.url), {
        workerData,
        resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
        stdout: false,
        stderr: false,
      });
      let started = false;
      let settled = false;
      const settle = (outcome: ResumeParseOutcome | Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
        // Whatever pdfjs still has pending dies with the thread.
        worker.terminate().catch(() => undefined);
      };
      const tooSlow = () => settle(failed('too_slow', `The resume took longer than ${limits.timeMs / 1000} s to read.`));
      let timer = setTimeout(() => settle(new Error(`The resume reader did not start within ${limits.startMs / 1000} s`)), limits.startMs);
      worker.once('online', () => (started = true));
      worker.on('message', (message: ParseWorkerMessage) => {
        if (message.type === 'outcome') return settle(message.outcome);
        clearTimeout(timer);
        timer = setTimeout(tooSlow, limits.timeMs);
      });
      worker.on('error', (error: Error & { code?: string }) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') settle(failed('too_large', `Reading the resume needed more than ${limits.memoryMb} MB.`));
        else if (started) settle(failed('unreadable', `The resume could not be read: ${error.message}`));
        else settle(error);
      });
      worker.on('exit', (code) => settle(failed('unreadable', `The resume reader stopped (exit code ${code}) without an answer.`)));
    });
}

/** The built-in engine as the parse job calls it, contained on a worker thread. */
export const parseResumeWithEngine: ResumeParser = createContainedParser();
