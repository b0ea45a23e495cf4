import { describe, expect, it } from 'vitest';
import { isPublisherText, PUBLISHERS } from './publishers';
import { normaliseWords } from './title-match';

describe('isPublisherText (ADR 0049)', () => {
  it('knows publishers and imprints as printed on spines', () => {
    for (const text of [
      'Scholastic',
      'PUFFIN',
      'Penguin Classics',
      'Faber & Faber',
      'Oxford University Press',
      'Penguin Books',
      'HarperCollins Publishers India',
      'Simon & Schuster',
      'VIZ MEDIA',
    ])
      expect(isPublisherText(text), text).toBe(true);
  });

  it('does not take a title that merely holds a publisher word for a publisher', () => {
    for (const text of [
      'The Penguin Lessons',
      'Dune',
      'Harry Potter',
      'Orbit of the Moon',
      'Books',
      'The Press',
      '',
    ])
      expect(isPublisherText(text), text).toBe(false);
  });

  it('takes library shelf marks for labels', () => {
    for (const text of ['796.422 A1i', '82-31 Gar', 'F 823.914'])
      expect(isPublisherText(text), text).toBe(true);
  });

  it('does not take a title with a number for a shelf mark', () => {
    for (const text of ['Catch-22', 'Fahrenheit 451', '2001: A Space Odyssey'])
      expect(isPublisherText(text), text).toBe(false);
  });

  it('lists every name already normalised, so that it can be found', () => {
    // 'St. Martin's' would never match: the spine text is compared as normalised words ('martins')
    for (const name of PUBLISHERS) expect(normaliseWords(name).join(' '), name).toBe(name);
  });
});
