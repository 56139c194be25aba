import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * packages/catalog/data/, found through the package's own name rather than next to this file: the parse CLI
 * runs from a bundle of the sources (scripts/cli-bundle.mjs), where `import.meta.url` is the bundle's, while
 * module resolution from anywhere in the checkout still reaches the package (a workspace link in
 * node_modules, or the package's self-reference from its own sources). Every reader of the data files uses
 * this, so tsx, vitest, plain Node and the bundle all read the same directory.
 */
export const CATALOGUE_DATA_DIR: URL = new URL('./data/', pathToFileURL(createRequire(import.meta.url).resolve('@masar/catalog/package.json')));
