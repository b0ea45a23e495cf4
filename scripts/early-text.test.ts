import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EARLY_TEXT_FILE, earlyTextJson } from './early-text';

describe('early-text.json (ADR 0042, 0047)', () => {
  it('is up to date with the catalogues (run `npm run i18n:early`)', () => {
    expect(readFileSync(EARLY_TEXT_FILE, 'utf8')).toBe(earlyTextJson());
  });

  it('holds the early keys only, in every language', () => {
    const early = JSON.parse(earlyTextJson()) as Record<string, Record<string, string>>;
    expect(early.en!['common:tryAgain']).toBe('Try again');
    expect(early.hi!['app:pwa.offline']).toBe('आप ऑफ़लाइन हैं');
    expect(early.en!['app:notFound.title']).toBeUndefined();
  });
});
