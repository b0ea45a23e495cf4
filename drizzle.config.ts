import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates SQL migrations from the schema into migrations/ (`npm run db:generate`). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './migrations',
});
