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
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'masar-cli');

/** Where a tool's bundle goes: `scripts/parse.ts` → node_modules/.cache/masar-cli/parse/parse.mjs. */
export function bundlePaths(entry) {
  const name = path.basename(entry, path.extname(entry));
  const dir = path.join(CACHE, name);
  return { dir, bundle: path.join(dir, `${name}.mjs`), inputs: path.join(dir, 'inputs.json') };
}

/** One hash of the contents of every file the bundle was built from, and of this builder. */
function hashOf(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const at = path.join(ROOT, file);
    hash.update(file).update('\0');
    // A file that is gone changes the hash as a changed one does.
    hash.update(existsSync(at) ? readFileSync(at) : 'missing').update('\0');
  }
  return hash.digest('hex');
}

/** The bundle was built from exactly the files there are now: same list, same contents. */
export function isFresh(entry) {
  const { bundle, inputs } = bundlePaths(entry);
  if (!existsSync(bundle) || !existsSync(inputs)) return false;
  try {
    const recorded = JSON.parse(readFileSync(inputs, 'utf8'));
    return recorded.hash === hashOf(recorded.files);
  } catch {
    return false;
  }
}

/**
 * Bundles `entry` (a path from the repository root). Our own modules are inlined, any npm package stays an
 * import; dynamic imports become chunks of their own, so a reader the run does not need is not loaded.
 * Written to a fresh directory and then moved into place, so two first runs at once never read half a bundle.
 */
export async function buildBundle(entry) {
  const { build } = await import('esbuild');
  const { dir } = bundlePaths(entry);
  const staging = `${dir}.${process.pid}.tmp`;
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
  writeFileSync(path.join(staging, 'inputs.json'), JSON.stringify({ hash: hashOf(files), files }, null, 1));
  mkdirSync(path.dirname(dir), { recursive: true });
  rmSync(dir, { recursive: true, force: true });
  try {
    renameSync(staging, dir);
  } catch (error) {
    // Another run moved its own build into place first; it was built from the same files.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(bundlePaths(entry).bundle)) throw error;
  }
  return bundlePaths(entry).bundle;
}

/** The bundle of `entry`, built first when it is missing or older than its sources. */
export async function freshBundle(entry) {
  return isFresh(entry) ? bundlePaths(entry).bundle : buildBundle(entry);
}

/** `node scripts/cli-bundle.mjs scripts/parse.ts …`: builds the named bundles (`npm run build` does). */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const entry of process.argv.slice(2)) console.log(path.relative(ROOT, await buildBundle(entry)));
}
