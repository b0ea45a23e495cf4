/**
 * The i18n lint rule (ADR 0042) refuses hard-coded user-facing text in the checked folders: JSX text and
 * aria-label / placeholder / title, and accepts catalogue lookups. Runs ESLint with the project's config.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
/** A path inside a checked folder (never written: ESLint lints the text given). */
const CHECKED_PATH = 'src/client/features/auth/components/fixture.tsx';

async function i18nProblems(code: string, filePath = CHECKED_PATH): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'i18next/no-literal-string')
    .map((m) => m.message);
}

describe('i18next/no-literal-string in the converted folders', { timeout: 60_000 }, () => {
  it('fails on a hard-coded JSX string', async () => {
    const problems = await i18nProblems(
      'export function Fixture() {\n  return <p>Sign in to continue</p>;\n}\n',
    );
    expect(problems).toHaveLength(1);
  });

  it('fails on a hard-coded aria-label and placeholder', async () => {
    const problems = await i18nProblems(
      'export function Fixture() {\n  return <input aria-label="Search books" placeholder="Title or author" />;\n}\n',
    );
    expect(problems).toHaveLength(2);
  });

  it('passes text from the catalogue and non-text attributes', async () => {
    const code = [
      "import { useTranslation } from 'react-i18next';",
      'export function Fixture() {',
      "  const { t } = useTranslation('auth');",
      "  return <p className=\"text-sm\" aria-label={t('layout.home')}>{t('layout.tagline')}</p>;",
      '}',
      '',
    ].join('\n');
    expect(await i18nProblems(code)).toEqual([]);
  });

  it('checks every folder of the client', async () => {
    const problems = await i18nProblems(
      'export function Fixture() {\n  return <p>Sign in to continue</p>;\n}\n',
      'src/client/features/wishlist/components/fixture.tsx',
    );
    expect(problems).toHaveLength(1);
  });
});
