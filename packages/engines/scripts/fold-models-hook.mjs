/**
 * `node --import tsx --import ./packages/engines/scripts/fold-models-hook.mjs …` with RESUME_FOLD_MODELS=DIR:
 * the resume parser's shipped models (`gazetteers/resume-ner.json`, `gazetteers/entity-tagger.json`) are
 * read from DIR instead, each only when DIR holds that file. The models are imported as JSON modules, so a
 * fold's models replace them at resolution rather than by copying files over the shipped ones (which a crash
 * or a second helper's run would leave swapped). Used by resume-folds.ts (decision 0123).
 */
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';

const MODELS = ['resume-ner.json', 'entity-tagger.json'];

// The same file is the hooks module: registered from the main thread, it runs again in the hooks thread.
if (isMainThread && process.env.RESUME_FOLD_MODELS)
  register(import.meta.url, import.meta.url, { data: process.env.RESUME_FOLD_MODELS });

let directory = null;
export function initialize(data) {
  directory = path.resolve(data);
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (!directory) return resolved;
  const model = MODELS.find((name) => resolved.url.endsWith(`/resume-parser/gazetteers/${name}`));
  const replacement = model && path.join(directory, model);
  return replacement && existsSync(replacement) ? { ...resolved, url: pathToFileURL(replacement).href } : resolved;
}
