// Worker threads do not inherit the TypeScript loader in every host (a test runner's workers, say), so the
// worker registers it itself before loading its TypeScript source.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
