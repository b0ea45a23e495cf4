import { describe, expect, it } from 'vitest';
import booksEn from '@/client/features/books/locales/en.json';
import booksHi from '@/client/features/books/locales/hi.json';
import { loadCatalogue } from './catalogues';

describe('catalogues are fetched once, whoever asks first', () => {
  it('answers the same promise for the same namespace and language, with that catalogue', async () => {
    const first = loadCatalogue('en', 'books');
    expect(loadCatalogue('en', 'books')).toBe(first);
    expect((await first).default).toEqual(booksEn);
    expect((await loadCatalogue('hi', 'books')).default).toEqual(booksHi);
  });

  it('a catalogue that cannot be loaded rejects, and the next call tries again', async () => {
    const missing = loadCatalogue('xx', 'books');
    await expect(missing).rejects.toThrow();
    expect(loadCatalogue('xx', 'books')).not.toBe(missing);
  });
});
