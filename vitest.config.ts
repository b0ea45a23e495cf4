import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Three Vitest projects (ARCHITECTURE §5): `unit` (domain, contract, pure server code), `client`
 * (React components in jsdom) and `api` (the real app through app.inject() on a fresh database per file;
 * PGlite by default, PostgreSQL with HUBSHELF_TEST_DB=postgres and TEST_DATABASE_URL).
 */
export default defineConfig({
  resolve: { alias: { '@': src } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          environment: 'node',
          // Pure code with no module mocks: one worker process runs many files instead of a process per
          // file (docs/decisions/0008-test-databases-and-fresh-clone-fixtures.md).
          isolate: false,
          include: [
            'src/domain/**/*.test.ts',
            'src/contract/**/*.test.ts',
            'src/server/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
            'bench/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'client',
          sequence: { groupOrder: 1 },
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          sequence: { groupOrder: 2 },
          environment: 'node',
          include: ['src/server/**/*.api.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // One worker process runs many files: each file still builds its own app on its own database
          // (harness.ts), but node_modules (Fastify, PGlite, Drizzle) load once per worker instead of once
          // per file (docs/decisions/0008-test-databases-and-fresh-clone-fixtures.md).
          isolate: false,
        },
      },
    ],
  },
});
