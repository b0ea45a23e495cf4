/**
 * Test database templates (ARCHITECTURE §5): migrations run once per test run, then every test file
 * gets a fresh copy. PGlite: a migrated data directory dumped to a tarball, loaded per file.
 * PostgreSQL (HUBSHELF_TEST_DB=postgres with TEST_DATABASE_URL): a template database copied with
 * CREATE DATABASE … TEMPLATE.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TMP_DIR = fileURLToPath(new URL('../../../.tmp', import.meta.url));
/**
 * A run id shared by globalSetup and the test workers (set in globalSetup's process env, which the
 * workers inherit), so suites running side by side never touch each other's databases.
 */
export function testRunId(): string {
  process.env.HUBSHELF_TEST_RUN ??= `${process.pid.toString(36)}${Date.now().toString(36)}`;
  return process.env.HUBSHELF_TEST_RUN;
}

/** The migrated PGlite data directory of this run, as a tarball (removed at the end of the run). */
export function pgliteTemplateFile(): string {
  return join(TMP_DIR, `pglite-template-${testRunId()}.tar`);
}

/** The migrated template database of this run. */
export function pgTemplateDb(): string {
  return `hubshelf_test_tpl_${testRunId()}`;
}

/** Prefix of this run's per-file databases. */
export function pgFileDbPrefix(): string {
  return `hubshelf_test_f_${testRunId()}_`;
}

export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.HUBSHELF_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** TEST_DATABASE_URL with its database name replaced by `name`. Throws when TEST_DATABASE_URL is unset. */
export function pgUrlFor(name: string): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base)
    throw new Error(
      'HUBSHELF_TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export function ensureTmpDir(): void {
  mkdirSync(TMP_DIR, { recursive: true });
}
