// @ts-check
/**
 * An ESLint rule for the house style's import boundaries: a file under a zone's `target` may not import
 * a file under its `from` (unless under `except`). A zone with `files` (a regular expression) narrows that
 * to the imported files whose path matches it: a server module may call another module's services, but
 * not its `*.repository.ts` or `*.jobs.ts`. Relative imports are resolved against the importing
 * file; workspace packages (`@masar/<name>/…`) map to their folders. Written here rather than taken from
 * an import plugin because the plugins' native resolvers do not install from this machine's registry.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const WORKSPACES = { shared: 'packages/shared/src', engines: 'packages/engines/src', catalog: 'packages/catalog/src' };

/** @param {string} source @param {string} filename */
function resolveImport(source, filename) {
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
  const match = /^@masar\/(\w+)(\/.*)?$/.exec(source);
  if (match && match[1] && match[1] in WORKSPACES) {
    return path.join(root, WORKSPACES[/** @type {keyof typeof WORKSPACES} */ (match[1])], match[2] ?? '');
  }
  return null;
}

const inside = (/** @type {string} */ file, /** @type {string} */ folder) => {
  const relative = path.relative(path.resolve(root, folder), file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** @type {import('eslint').Rule.RuleModule} */
export const boundariesRule = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { zones: { type: 'array' } } }],
    messages: { crossed: '{{message}} ({{source}})' },
  },
  create(context) {
    /** @type {Array<{ target: string | string[]; from: string | string[]; except?: string[]; files?: string; message: string }>} */
    const zones = context.options[0]?.zones ?? [];
    const filename = context.filename;
    const mine = zones.filter((zone) => [zone.target].flat().some((target) => inside(filename, target)));
    if (mine.length === 0) return {};
    /** @param {any} node */
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const resolved = resolveImport(source, filename);
      if (!resolved) return;
      for (const zone of mine) {
        const from = [zone.from].flat();
        const excepted = (zone.except ?? []).some((except) =>
          from.some((folder) => inside(resolved, path.join(folder, except))),
        );
        const matched = !zone.files || new RegExp(zone.files).test(resolved);
        if (!excepted && matched && from.some((folder) => inside(resolved, folder))) {
          context.report({ node, messageId: 'crossed', data: { message: zone.message, source } });
        }
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
