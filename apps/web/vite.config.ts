/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { localeWords } from './build-tools/locale-words.ts';
import { precompress } from './build-tools/precompress.ts';

const apiServer = 'http://localhost:3000';

/**
 * The toasts' store alone (`notifications.show`, `useNotifications`), without the container that draws
 * them: the package exports both from one index, so importing the store from there put the container
 * (some 10 KiB gzipped) in every first load. The container is fetched with the first toast (decision 0102).
 */
const notificationsStore = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mantine/notifications')),
  '../esm/notifications.store.mjs',
);

export default defineConfig({
  plugins: [react(), localeWords(), precompress()],
  resolve: {
    alias: [{ find: /^@mantine\/notifications\/store$/, replacement: notificationsStore }],
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/dev': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    // The import graph of the build, read by `npm run bench -- web` to weigh each page's first load.
    manifest: true,
    rolldownOptions: {
      output: {
        // Pages are split by route (React Router `lazy`); the libraries every page needs are cached
        // apart from the app code, so a deploy does not invalidate them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // Only what the entry loads: `Trans` and its HTML parser stay with the one page that uses them.
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, tags: ['$initial'] },
            // The other libraries the entry imports statically (Mantine's core, TanStack Query) are needed
            // by every page before it renders; split by which pages share them, they were some forty files
            // of a few hundred bytes each, and a phone on a slow network pays a round trip per file.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            // The shared package's files without zod that the pages before sign-in use (constants, the messages'
            // helpers, the roles, the user states, the readers and the login rules: decision 0124): a few hundred
            // bytes each, one file instead of seven round trips.
            {
              name: 'shared-rules',
              test: /packages[\\/]shared[\\/]src[\\/](constants|messages|roles|user-states|plain-readers|auth-config|text-rules)\.ts$/,
            },
            // zod with the two shared files every schema is built on: fetched beside the first call that parses with
            // a schema (signing in, the user, a job), in one file rather than three.
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]|packages[\\/]shared[\\/]src[\\/](api|fields)\.ts$/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    // happy-dom rather than jsdom: less CPU for the same tests (decision 0112, docs/scaling.md); what it
    // lacks or does differently is made up in src/test/setup.ts.
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A test takes one to three seconds on an idle machine, most of it rendering whole pages in the DOM, and
    // a file's first test also loads its lazy route. With a second suite running on two cores, the first
    // test of a file was seen at 12–14 s: 30 s (as for the API tests) keeps a correct test from failing
    // there. A whole CI run beside five other workers' tests (load average 20–28, stop 28) saw the longest
    // page journeys (the interview room, the job list's search) pass 30 s: 60 s, and a hang still fails.
    testTimeout: 60_000,
    // A worker loads React, Mantine and the app once and runs file after file in them (and in one DOM):
    // loading them took one to three seconds a file. Every test starts from a clean visit (src/test/setup.ts).
    isolate: false,
  },
});
