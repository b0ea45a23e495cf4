/**
 * Every catalogue pair (client features, the client app, the server) is complete both ways (ADR 0042):
 * same keys, same `{{placeholders}}` and `<n>` tags, plural keys in sets, and no Hindi value left equal to
 * its English value except brand words and language-neutral values on the allow-list.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/domain/languages';

type Catalogue = { [key: string]: string | Catalogue };

const ROOT = join(__dirname, '..', '..');

/**
 * Values that are the same in Hindi on purpose (brand words, language-neutral samples): one per line in
 * `same-in-hindi.txt` beside this test.
 */
const SAME_IN_HINDI_ALLOWED = new Set(
  readFileSync(join(__dirname, 'same-in-hindi.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== ''),
);

/** `{ 'en': file, 'hi': file }` for every catalogue folder. */
function cataloguePairs(): { name: string; files: Record<string, string> }[] {
  const pairs: { name: string; files: Record<string, string> }[] = [];
  const features = join(ROOT, 'client', 'features');
  for (const feature of readdirSync(features)) {
    const dir = join(features, feature, 'locales');
    if (existsSync(dir))
      pairs.push({
        name: `client ${feature}`,
        files: Object.fromEntries(LANGUAGES.map((l) => [l, join(dir, `${l}.json`)])),
      });
  }
  pairs.push({
    name: 'client app',
    files: Object.fromEntries(LANGUAGES.map((l) => [l, join(ROOT, 'client', 'app', 'locales', `${l}.json`)])),
  });
  pairs.push({
    name: 'client common',
    files: Object.fromEntries(
      LANGUAGES.map((l) => [l, join(ROOT, 'client', 'i18n', 'locales', `${l}.json`)]),
    ),
  });
  pairs.push({
    name: 'contract validation',
    files: Object.fromEntries(LANGUAGES.map((l) => [l, join(ROOT, 'contract', 'locales', `${l}.json`)])),
  });
  for (const file of readdirSync(join(ROOT, 'server', 'locales', 'en'))) {
    pairs.push({
      name: `server ${file}`,
      files: Object.fromEntries(LANGUAGES.map((l) => [l, join(ROOT, 'server', 'locales', l, file)])),
    });
  }
  return pairs;
}

/** Flattens a catalogue into `a.b.c` → text. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const read = (file: string) => flatten(JSON.parse(readFileSync(file, 'utf8')) as Catalogue);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<(\d+)>/g)].map((m) => m[0]).sort();
/** A key without its plural suffix (`count_one` → `count`). */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe.each(cataloguePairs())('catalogues: $name', ({ files }) => {
  const en = read(files.en!);
  const hi = read(files.hi!);

  it('has every English key in Hindi and the reverse (plural sets compared by base key)', () => {
    const bases = (m: Map<string, string>) => [...new Set([...m.keys()].map(pluralBase))].sort();
    expect(bases(hi)).toEqual(bases(en));
  });

  it('keeps the same placeholders and tags in each Hindi text', () => {
    for (const [key, text] of en) {
      const other = hi.get(key) ?? hi.get(`${pluralBase(key)}_other`);
      expect(other, key).toBeDefined();
      expect(placeholders(other!), key).toEqual(placeholders(text));
    }
  });

  it('has an _other form for every plural key, in both languages', () => {
    for (const m of [en, hi])
      for (const key of m.keys())
        if (key !== pluralBase(key)) expect(m.has(`${pluralBase(key)}_other`), key).toBe(true);
  });

  it('leaves no Hindi text equal to its English text, except the allow-list', () => {
    const same = [...en].filter(([key, text]) => hi.get(key) === text && !SAME_IN_HINDI_ALLOWED.has(text));
    expect(same).toEqual([]);
  });
});

describe('plural forms (i18next with Intl.PluralRules)', () => {
  it('picks _one for 1 and _other for many, in English and Hindi', async () => {
    const t = i18next.createInstance();
    await t.init({
      lng: 'en',
      resources: {
        en: { x: { book_one: '{{count}} book', book_other: '{{count}} books' } },
        hi: { x: { book_one: '{{count}} किताब', book_other: '{{count}} किताबें' } },
      },
      ns: ['x'],
      defaultNS: 'x',
    });
    expect(t.t('book', { count: 1 })).toBe('1 book');
    expect(t.t('book', { count: 3 })).toBe('3 books');
    expect(t.t('book', { count: 1, lng: 'hi' })).toBe('1 किताब');
    expect(t.t('book', { count: 3, lng: 'hi' })).toBe('3 किताबें');
  });
});
