import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const CLIENT_TESTS = 'src/client/**/*.test.{ts,tsx}';

/**
 * The client test files that replace a module with `vi.mock`/`vi.doMock`: they run isolated (a module
 * registry of their own), the rest share one per worker (docs/decisions/0062-client-tests-share-a-worker.md).
 */
function clientFilesWithModuleMocks(): string[] {
  const client = `${src}/client`;
  const files = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.test\.tsx?$/.test(f),
  );
  return files
    .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(`${client}/${file}`, 'utf8')))
    .map((file) => `src/client/${file}`);
}
const isolatedClientFiles = clientFilesWithModuleMocks();

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
          maxWorkers: 2,
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
          include: [CLIENT_TESTS],
          exclude: isolatedClientFiles,
          setupFiles: ['src/client/test-setup.ts', 'src/client/test-setup-shared.ts'],
          // One jsdom and one module registry per worker instead of per file: the environment and React,
          // i18next and the catalogues load once (docs/decisions/0062-client-tests-share-a-worker.md).
          isolate: false,
          maxWorkers: 2,
          // Two workers on two cores: a component test that drives several dialogs with userEvent may pass
          // 5 s on a busy machine. The timeout only ever ends a test that is stuck, never measures speed.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'client-isolated',
          sequence: { groupOrder: 1 },
          environment: 'jsdom',
          include: isolatedClientFiles,
          setupFiles: ['src/client/test-setup.ts'],
          maxWorkers: 2,
          testTimeout: 15_000,
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
