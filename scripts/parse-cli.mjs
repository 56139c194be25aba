// @ts-check
// `npm run parse`: scripts/parse.ts run from its bundle (scripts/cli-bundle.mjs, decision 0114), which is built
// on the first run and again whenever a file it was built from changes. The arguments pass through unchanged.
import { pathToFileURL } from 'node:url';
import { freshBundle } from './cli-bundle.mjs';

await import(pathToFileURL(await freshBundle('scripts/parse.ts')).href);
