// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { boundariesRule } from './tools/eslint/boundaries.js';

/** A server module's private files: its Drizzle queries and its job definitions. */
const MODULE_PRIVATE_FILES = String.raw`\.(repository|jobs)\.ts$`;

/** The house-style boundaries (shared/design/house-style.md), enforced. */
const boundaries = [
  {
    target: './packages/shared',
    from: ['./packages/engines', './packages/catalog', './apps'],
    message: 'packages/shared depends on zod only.',
  },
  {
    target: './packages/engines',
    from: ['./apps'],
    message: 'Engines are pure: I/O comes in as arguments.',
  },
  { target: './packages/catalog', from: ['./apps'], message: 'The catalogue is data and loaders only.' },
  { target: './apps/web/src', from: ['./apps/server'], message: 'The web talks to the server over HTTP only.' },
  { target: './apps/server', from: ['./apps/web/src'], message: 'The server does not import the web app.' },
  // bulletproof-react: lib and ui are the bottom; features use them; routes and app compose features.
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/routes'],
    message: 'lib and components/ui sit below features, routes and app.',
  },
  {
    target: './apps/web/src/features',
    from: ['./apps/web/src/app', './apps/web/src/routes'],
    message: 'Features do not reach up into app or routes.',
  },
  // Features do not import each other: what two features share moves down into lib or components/ui.
  ...readdirSync(new URL('./apps/web/src/features/', import.meta.url)).map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other.',
  })),
  // A server module's tables are private to it: other modules call its services (which may take the caller's
  // transaction), never its repositories or its jobs (whose queueing helpers live in the service).
  ...readdirSync(new URL('./apps/server/src/modules/', import.meta.url)).map((module) => ({
    target: `./apps/server/src/modules/${module}`,
    from: './apps/server/src/modules',
    except: [`./${module}`],
    files: MODULE_PRIVATE_FILES,
    message: "Modules do not import each other's repositories or jobs; call the module's service.",
  })),
  {
    target: ['./apps/server/src/lib', './apps/server/src/plugins'],
    from: './apps/server/src/modules',
    files: MODULE_PRIVATE_FILES,
    message: "lib and plugins do not import modules' repositories or jobs; call the module's service.",
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'apps/server/drizzle/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.ts', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { masar: { rules: { boundaries: boundariesRule } } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'masar/boundaries': ['error', { zones: boundaries }],
    },
  },
  {
    // Engines and contracts stay free of frameworks and drivers.
    files: ['packages/engines/**/*.ts', 'packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['fastify', 'fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'react', 'react-dom', '@masar/server*', '@masar/web*'] },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests read JSON bodies loosely and drive servers with fire-and-forget calls on purpose.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
