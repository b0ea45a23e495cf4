/**
 * The validation messages (ADR 0042): schemas produce the English spec text from the `validation`
 * catalogue, and any such text maps back to its key (exactly or by its template) for translation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROCKS_SETTING_RULES, brocksSettingMessage, brocksSettingsForm } from '@/domain/brocks';
import { ISBN_MESSAGES } from '@/domain/books';
import { EXTENSION_DAY_MESSAGES } from '@/domain/rentals';
import { registerBody } from './auth';
import { sendMessageBody } from './chat';
import { claimInput } from './claims';
import en from './locales/en.json';
import hi from './locales/hi.json';
import {
  findValidationMessage,
  localizeValidationMessage,
  validationMessage,
  type ValidationKey,
  type ValidationVars,
} from './messages';
import { passwordBody, profileBody } from './profile';

type Catalogue = { [key: string]: string | Catalogue };
const flatten = (c: Catalogue, prefix = ''): [string, string][] =>
  Object.entries(c).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`),
  );
const HINDI = new Map(flatten(hi as Catalogue));

/** A translate function over the Hindi catalogue, as i18next would render it. */
const toHindi = (key: ValidationKey, vars: ValidationVars) =>
  HINDI.get(key)!.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name]));

/** The messages a schema gives for `input`, by field path. */
function issues(
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) {
  return Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );
}

describe('validationMessage', () => {
  it("is the catalogue's English text, with placeholders filled in", () => {
    expect(validationMessage('auth.emailInvalid')).toBe('Invalid email address');
    expect(validationMessage('chat.tooLong', { max: 2000 })).toBe('Message must be at most 2000 characters');
  });

  it('refuses a key that is not in the catalogue', () => {
    expect(() => validationMessage('auth.nope' as ValidationKey)).toThrow(/auth\.nope/);
  });

  it("leaves the schemas' English spec texts as they were", () => {
    expect(
      issues(registerBody, { name: 'A', email: 'x', phone: '1', password: '1', city: '' }),
    ).toMatchObject({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      password: 'Password must be at least 6 characters',
      city: 'Please select a city',
    });
    expect(issues(profileBody, { grade: 'x'.repeat(500) }).grade).toMatch(
      /^Grade must be at most \d+ characters$/,
    );
    expect(
      issues(passwordBody, {
        currentPassword: 'secret1',
        newPassword: 'secret2',
        confirmPassword: 'secret3',
      }),
    ).toEqual({ confirmPassword: "Passwords don't match" });
  });
});

describe('findValidationMessage / localizeValidationMessage', () => {
  it('finds a text without placeholders exactly', () => {
    expect(findValidationMessage('Invalid email address')).toEqual({ key: 'auth.emailInvalid', vars: {} });
    expect(localizeValidationMessage('Invalid email address', toHindi)).toBe('ईमेल पता सही नहीं है');
  });

  it('finds a text made from a template and recovers its values', () => {
    expect(findValidationMessage('Reason must be 10 to 1000 characters')).toEqual({
      key: 'claims.reasonLength',
      vars: { min: '10', max: '1000' },
    });
    const [message] = Object.values(issues(claimInput, { amountRupees: 100, reason: 'short' }));
    expect(localizeValidationMessage(message!, toHindi)).toMatch(/^कारण \d+ से \d+ अक्षरों का होना चाहिए$/);
    const [tooLong] = Object.values(issues(sendMessageBody, { content: 'x'.repeat(100_000) }));
    expect(localizeValidationMessage(tooLong!, toHindi)).toMatch(
      /^संदेश ज़्यादा से ज़्यादा \d+ अक्षरों का हो सकता है$/,
    );
  });

  it('prefers an exact text over a template that would also match', () => {
    expect(findValidationMessage('Password must be at most 200 characters')?.vars).toEqual({});
  });

  it('leaves any other text unchanged: a server message, an already translated one, a zod default', () => {
    for (const text of [
      'Book not found',
      'ईमेल पता सही नहीं है',
      'Invalid input: expected string, received undefined',
      '',
    ])
      expect(localizeValidationMessage(text, toHindi)).toBe(text);
  });
});

describe('the catalogue and the schemas', () => {
  const source = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(join(__dirname, f), 'utf8'))
    .join('\n');
  /** Keys named literally in the contract (`validationMessage('a.b'`) or as a template (`profile.${…}`). */
  const used = new Set([...source.matchAll(/validationMessage\(\s*['`]([\w.]+)['`]/g)].map((m) => m[1]!));
  for (const f of ['grade', 'division', 'floor', 'building']) used.add(`profile.${f}TooLong`);
  // the hand-over windows' problems, named by `windowProblem` (src/domain/handover-times.ts)
  for (const p of ['windowOrder', 'windowOverlap']) used.add(`handover.${p}`);

  /**
   * Keys whose English comes from elsewhere: the domain's messages (checked equal below), the error
   * handler's fallbacks, and the auth feature's own reset form.
   */
  const elsewhere = (key: string) =>
    key.startsWith('brocksSettings.') ||
    [
      'books.isbnInvalid',
      'books.isbnEmpty',
      'rentalLifecycle.extensionMin',
      'rentalLifecycle.extensionMax',
    ].includes(key) ||
    key.startsWith('request.') ||
    key === 'auth.passwordsDoNotMatch';

  it('has every key a schema names, and every key is named by a schema or listed as coming from elsewhere', () => {
    const keys = new Set(flatten(en as Catalogue).map(([k]) => k));
    expect([...used].filter((k) => !keys.has(k))).toEqual([]);
    expect([...keys].filter((k) => !used.has(k) && !elsewhere(k))).toEqual([]);
  });

  it("holds the domain's messages word for word (ISBN, extension days, Brocks settings)", () => {
    expect(validationMessage('books.isbnInvalid')).toBe(ISBN_MESSAGES.invalid);
    expect(validationMessage('books.isbnEmpty')).toBe(ISBN_MESSAGES.empty);
    expect(validationMessage('rentalLifecycle.extensionMin')).toBe(EXTENSION_DAY_MESSAGES.min);
    expect(validationMessage('rentalLifecycle.extensionMax')).toBe(EXTENSION_DAY_MESSAGES.max);
    for (const field of Object.keys(BROCKS_SETTING_RULES) as (keyof typeof BROCKS_SETTING_RULES)[]) {
      expect(validationMessage(`brocksSettings.${field}.min` as ValidationKey)).toBe(
        brocksSettingMessage(field),
      );
      if (field !== 'creditValuePaise')
        expect(validationMessage(`brocksSettings.${field}.whole` as ValidationKey)).toBe(
          `${BROCKS_SETTING_RULES[field].label} must be a whole number`,
        );
    }
    const blank = Object.values(issues(brocksSettingsForm, {}));
    expect(blank.length).toBeGreaterThan(0);
    for (const message of blank) expect(findValidationMessage(message), message).toBeDefined();
  });
});
