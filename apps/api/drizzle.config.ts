import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are committed SQL applied at boot, never pushed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
