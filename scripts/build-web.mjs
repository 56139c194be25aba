#!/usr/bin/env node
/**
 * Builds the web app unless the build in apps/web/dist was made from exactly the files it would be made from now
 * (decision 0119). `npm install` builds once (postinstall), so the first `npm start` serves at once instead of
 * spending 7–40 s on a build it already has; `npm start` and `npm test` still rebuild after any change.
 *
 * The build's inputs are the web app's sources, its build tools and configuration, the shared package it imports,
 * and the lockfile (the libraries bundled into it). Their contents, not their times, are compared: a checkout or a
 * copy changes times without changing what would be built. `--force` builds whatever the fingerprint says.
 *
 * Plain JavaScript on purpose: it runs before every start, and loading TypeScript through tsx costs seconds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashFiles } from './content-hash.mjs';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Beside the build, not in it: the server serves dist/ as it is.
const FINGERPRINT_FILE = 'apps/web/.build-fingerprint';

/** Every file or folder the web build reads, relative to the repository's root. */
export const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build-tools',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

/** The files an input stands for: itself, or every file under it; nothing when it does not exist. */
function filesOf(root, input) {
  const absolute = path.join(root, input);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [input];
  return readdirSync(absolute, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** One hash of every input's path and content, and of the settings Vite reads from the environment. */
export function inputsFingerprint(root = repositoryRoot, env = process.env) {
  const files = BUILD_INPUTS.flatMap((input) => filesOf(root, input)).sort();
  const settings = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b));
  return hashFiles(root, files, [JSON.stringify(settings)]);
}

/** Whether apps/web/dist holds a whole build made from inputs with this fingerprint. */
export function buildIsCurrent(fingerprint, root = repositoryRoot) {
  const recorded = path.join(root, FINGERPRINT_FILE);
  if (!existsSync(path.join(root, 'apps/web/dist/index.html')) || !existsSync(recorded)) return false;
  return readFileSync(recorded, 'utf8').trim() === fingerprint;
}

function main() {
  const force = process.argv.includes('--force');
  // Taken before the build: a file edited while it runs makes the next start build again.
  const fingerprint = inputsFingerprint();
  if (!force && buildIsCurrent(fingerprint)) {
    console.log('The web build is current (apps/web/dist); not rebuilding.');
    return;
  }
  // A build that fails half-way leaves dist/ half-made: it must not be taken for current afterwards.
  const recorded = path.join(repositoryRoot, FINGERPRINT_FILE);
  rmSync(recorded, { force: true });
  const build = spawnSync('npm', ['run', 'build', '-w', '@masar/web'], { cwd: repositoryRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(recorded, `${fingerprint}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
