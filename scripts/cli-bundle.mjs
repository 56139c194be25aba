// @ts-check
/**
 * A command-line tool's TypeScript sources as one bundle for plain Node (decision 0114): `npm run parse`
 * spent 2–4 s of its 8–9 s in tsx compiling a few hundred modules and their source maps, on every run.
 * The bundle holds the repository's own code (the workspace packages and the trained models they import
 * as JSON); npm packages stay imports, resolved from node_modules at run time (pdfjs finds its fonts there).
 *
 * The sources stay the truth: the bundle lives in node_modules/.cache, is rebuilt whenever one of the files
 * it was built from has changed (a retrained model, an edited rule) and is never committed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashFiles } from './content-hash.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'masar-cli');

/**
 * Where a tool's bundles go: `scripts/parse.ts` → node_modules/.cache/masar-cli/parse/. Each build has a directory
 * named by its inputs' hash; `current.json` names the current one with the files it came from.
 */
export function bundlePaths(entry) {
  const name = path.basename(entry, path.extname(entry));
  const dir = path.join(CACHE, name);
  return { name, dir, current: path.join(dir, 'current.json') };
}

/** The current build's record ({ hash, files, bundle }), or null when there is none. */
function currentBuild(entry) {
  try {
    return JSON.parse(readFileSync(bundlePaths(entry).current, 'utf8'));
  } catch {
    return null;
  }
}

/** One hash of the contents of every file the bundle was built from, and of this builder. */
function hashOf(files) {
  return hashFiles(ROOT, files);
}

/** The bundle was built from exactly the files there are now: same list, same contents. */
export function isFresh(entry) {
  const recorded = currentBuild(entry);
  return recorded !== null && existsSync(path.join(bundlePaths(entry).dir, recorded.bundle)) && recorded.hash === hashOf(recorded.files);
}

/**
 * Bundles `entry` (a path from the repository root). Our own modules are inlined, any npm package stays an
 * import; dynamic imports become chunks of their own, so a reader the run does not need is not loaded.
 * Each build goes to a directory of its own, named by its inputs' hash, and `current.json` is replaced in one
 * rename: a run still loading chunks of the previous build (the PDF reader's, say) finds them, and two first
 * runs at once never read half a bundle. Builds replaced more than an hour ago are removed.
 */
export async function buildBundle(entry) {
  const { build } = await import('esbuild');
  const { name, dir, current } = bundlePaths(entry);
  mkdirSync(dir, { recursive: true });
  const staging = path.join(dir, `.${process.pid}.tmp`);
  rmSync(staging, { recursive: true, force: true });
  const result = await build({
    entryPoints: [path.resolve(ROOT, entry)],
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: staging,
    // .mjs: node_modules/.cache is outside the root package's "type": "module".
    outExtension: { '.js': '.mjs' },
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(builder) {
          // Bare specifiers are npm packages (external) except the workspaces' own @masar/* (inlined).
          builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@masar/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  const files = [...Object.keys(result.metafile.inputs), path.relative(ROOT, fileURLToPath(import.meta.url))].sort();
  const hash = hashOf(files);
  const built = path.join(dir, hash.slice(0, 16));
  try {
    renameSync(staging, built);
  } catch (error) {
    // Another run built the same files first: its build is this one.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(built)) throw error;
  }
  // The build being replaced is dated now: removeOldBuilds counts its hour from when it stopped being current.
  const previous = currentBuild(entry);
  if (previous && path.dirname(previous.bundle) !== path.basename(built)) {
    const now = new Date();
    try {
      utimesSync(path.join(dir, path.dirname(previous.bundle)), now, now);
    } catch {
      // Already gone.
    }
  }
  const record = path.join(dir, `.${process.pid}.json`);
  writeFileSync(record, JSON.stringify({ hash, files, bundle: path.join(path.basename(built), `${name}.mjs`) }, null, 1));
  renameSync(record, current);
  removeOldBuilds(dir, path.basename(built));
  return path.join(built, `${name}.mjs`);
}

/**
 * Builds replaced an hour ago or more (and staging left by a run that died): no run can still be loading from them.
 */
function removeOldBuilds(dir, keep) {
  const hourAgo = Date.now() - 3_600_000;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === keep) continue;
    const at = path.join(dir, entry.name);
    if (statSync(at).mtimeMs < hourAgo) rmSync(at, { recursive: true, force: true });
  }
}

/** The bundle of `entry`, built first when it is missing or older than its sources. */
export async function freshBundle(entry) {
  const recorded = currentBuild(entry);
  return isFresh(entry) && recorded ? path.join(bundlePaths(entry).dir, recorded.bundle) : buildBundle(entry);
}

/** `node scripts/cli-bundle.mjs scripts/parse.ts …`: builds the named bundles (`npm run build` does). */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const entry of process.argv.slice(2)) console.log(path.relative(ROOT, await buildBundle(entry)));
}
