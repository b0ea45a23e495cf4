// ESLint: typescript-eslint, React hooks, and Hubshelf's one-way import boundaries (ARCHITECTURE §1).
import js from '@eslint/js';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint-boundaries.js';

/**
 * Folders and files whose user-facing text lives in catalogues (ADR 0042): no literal JSX text and no
 * literal aria-label, placeholder, title or alt: all of src/client.
 */
export const I18N_CHECKED = ['src/client/**/*.tsx'];

/** The rule's options: JSX text plus the attributes a member reads or hears. */
export const NO_LITERAL_STRING = [
  'error',
  {
    mode: 'jsx-only',
    'jsx-attributes': { include: ['aria-label', 'placeholder', 'title', 'alt', 'label', 'description'] },
    // calls whose string arguments are not text (the plugin's defaults, catalogue keys of t and earlyT, the route check)
    callees: {
      exclude: [
        'i18n(ext)?',
        't',
        'earlyT',
        'hasMemberRoute',
        'includes',
        'indexOf',
        'startsWith',
        'endsWith',
        'require',
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', '.tmp', 'node_modules', 'migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, hubshelf: boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/incompatible-library': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'hubshelf/boundaries': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'src/server/testing/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Files a newcomer can read (ADR 0016): no source file over 300 lines, tests included; data excepted.
    files: ['src/**/*.{ts,tsx,js,mjs}', 'e2e/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'bench/**/*.ts', '*.ts'],
    ignores: ['src/server/seed/books-data.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['src/client/components/ui/**'],
    rules: { 'react-hooks/purity': 'off' },
  },
  {
    files: I18N_CHECKED,
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': NO_LITERAL_STRING },
  },
);
