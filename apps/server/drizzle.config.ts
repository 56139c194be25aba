import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One file per module (`src/db/schema/<module>.ts`); each module's repositories use the tables of its file.
  schema: './src/db/schema',
  out: './drizzle',
});
