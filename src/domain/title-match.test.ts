import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LONG_TITLE_COVERAGE_THRESHOLD,
  LONG_TITLE_WORDS,
  mainTitle,
  normaliseTitle,
  ratio,
  spineReadsAs,
  TITLE_COVERAGE_THRESHOLD,
  TITLE_MATCH_THRESHOLD,
  titleCoverage,
  titleSimilarity,
  titleWords,
  WORD_MATCH_THRESHOLD,
  wordsShown,
} from './title-match';

describe('normaliseTitle (ADR 0031)', () => {
  it('ignores case, diacritics and punctuation', () => {
    expect(normaliseTitle('Les Misérables!')).toBe(normaliseTitle('les miserables'));
    expect(normaliseTitle("Harry Potter: The Philosopher's Stone")).toBe(
      normaliseTitle('harry potter the philosophers stone'),
    );
  });

  it('fixes the OCR confusions 0/O and 1/l inside words', () => {
    expect(normaliseTitle('THE H0BBIT')).toBe(normaliseTitle('The Hobbit'));
    expect(normaliseTitle('Litt1e Women')).toBe(normaliseTitle('Little Women'));
  });

  it('drops fragments under 3 letters but keeps a title made only of them', () => {
    expect(normaliseTitle('a Tale of Two Cities')).toBe('cities tale two');
    expect(normaliseTitle('It')).toBe('it');
  });

  it('keeps numbers that are not in words', () => {
    expect(normaliseTitle('1984')).toBe('1984');
  });
});

describe('titleSimilarity', () => {
  it('is 1 for the same words in another order', () => {
    expect(titleSimilarity('Pride and Prejudice', 'PREJUDICE AND PRIDE')).toBe(1);
  });

  it('passes the threshold for a small OCR slip and fails it for another book', () => {
    expect(titleSimilarity('The Great Gatsby', 'THE GREAT GATSRY')).toBeGreaterThanOrEqual(
      TITLE_MATCH_THRESHOLD,
    );
    expect(titleSimilarity('The Great Gatsby', 'The Grapes of Wrath')).toBeLessThan(TITLE_MATCH_THRESHOLD);
  });

  it('sits on either side of the threshold at its edge', () => {
    // 10 letters with one edit → 0.9; with two edits → 0.8
    expect(titleSimilarity('abcdefghij', 'abcdefghix')).toBeCloseTo(0.9);
    expect(titleSimilarity('abcdefghij', 'abcdefghxx')).toBeCloseTo(0.8);
    expect(0.9).toBeGreaterThanOrEqual(TITLE_MATCH_THRESHOLD);
    expect(0.8).toBeLessThan(TITLE_MATCH_THRESHOLD);
  });

  it('is symmetric, 1 for equal strings and never above 1 or below 0', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const s = titleSimilarity(a, b);
        expect(s).toBe(titleSimilarity(b, a));
        expect(s).toBeLessThanOrEqual(1);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(titleSimilarity(a, a)).toBe(1);
      }),
    );
  });
});

describe('mainTitle (ADR 0049)', () => {
  it('keeps the part before a subtitle, without a series note or a volume number', () => {
    expect(mainTitle('Dune (Dune #1)')).toBe('Dune');
    expect(mainTitle('Remando como un solo hombre : la historia de la tripulación')).toBe(
      'Remando como un solo hombre',
    );
    expect(mainTitle('Rent-A-Girlfriend vol. 1')).toBe('Rent-A-Girlfriend');
    expect(mainTitle("Harry Potter: The Philosopher's Stone")).toBe('Harry Potter');
    expect(mainTitle('Wolf Hall - A Novel')).toBe('Wolf Hall');
    expect(mainTitle('One Piece, Vol. 3')).toBe('One Piece');
    expect(mainTitle('Catch-22')).toBe('Catch-22');
  });
});

describe('titleCoverage and spineReadsAs (ADR 0049)', () => {
  // letters counted so that the share lands exactly on a threshold, or just under it
  it('reads a title of two to four telling words from TITLE_COVERAGE_THRESHOLD of its letters', () => {
    // 36 of 40 letters shown: 0.9
    const at = 'Independence Relationship Architecture Moon';
    expect(titleCoverage('INDEPENDENCE RELATIONSHIP ARCHITECTURE', at)).toBe(TITLE_COVERAGE_THRESHOLD);
    expect(spineReadsAs('INDEPENDENCE RELATIONSHIP ARCHITECTURE', [], at)).toBe(true);
    // 35 of 39: 0.897
    const under = 'Independent Relationship Architecture Moon';
    expect(titleCoverage('INDEPENDENT RELATIONSHIP ARCHITECTURE', under)).toBeLessThan(
      TITLE_COVERAGE_THRESHOLD,
    );
    expect(titleCoverage('INDEPENDENT RELATIONSHIP ARCHITECTURE', under)).toBeGreaterThan(0.89);
    expect(spineReadsAs('INDEPENDENT RELATIONSHIP ARCHITECTURE', [], under)).toBe(false);
  });

  it('reads a long title (LONG_TITLE_WORDS telling words) from LONG_TITLE_COVERAGE_THRESHOLD of its letters', () => {
    const spine = 'LIGHTHOUSE BACKGROUND FRIENDSHIP';
    // five words, 30 of 40 letters shown: 0.75
    const at = 'Lighthouse Background Friendship River Storm';
    expect(titleWords(at)).toHaveLength(LONG_TITLE_WORDS);
    expect(titleCoverage(spine, at)).toBe(LONG_TITLE_COVERAGE_THRESHOLD);
    expect(spineReadsAs(spine, [], at)).toBe(true);
    // five words, 29 of 39: 0.744
    const under = 'Lighthouse Background Lightning River Storm';
    const underSpine = 'LIGHTHOUSE BACKGROUND LIGHTNING';
    expect(titleCoverage(underSpine, under)).toBeLessThan(LONG_TITLE_COVERAGE_THRESHOLD);
    expect(titleCoverage(underSpine, under)).toBeGreaterThan(0.74);
    expect(spineReadsAs(underSpine, [], under)).toBe(false);
    // four words are not long: 30 of 40 letters is not enough
    const short = 'Lighthouse Background Friendship Basketball';
    expect(titleCoverage(spine, short)).toBe(0.75);
    expect(spineReadsAs(spine, [], short)).toBe(false);
  });

  it('counts a title word as shown when a spine word is WORD_MATCH_THRESHOLD similar', () => {
    // 20 letters, 4 changed: 0.8
    expect(ratio('counterrevolutionary', 'counterrevolutioxxxx')).toBe(WORD_MATCH_THRESHOLD);
    expect(wordsShown('COUNTERREVOLUTIOXXXX', 'Counterrevolutionary')).toEqual(['counterrevolutionary']);
    // 19 letters, 4 changed: 0.789
    expect(wordsShown('ELECTROCARDIOGRXXXX', 'Electrocardiographs')).toEqual([]);
  });

  it('reads a title of one telling word only from a whole line TITLE_MATCH_THRESHOLD similar to it', () => {
    const word = 'abcdefghij'.repeat(5);
    const changed = (n: number) => 'x'.repeat(n) + word.slice(n);
    // 50 letters, 9 changed: 0.82; 10 changed: 0.8
    expect(titleSimilarity(changed(9), word)).toBeGreaterThanOrEqual(TITLE_MATCH_THRESHOLD);
    expect(spineReadsAs(changed(9), [changed(9)], word)).toBe(true);
    expect(spineReadsAs(changed(10), [changed(10)], word)).toBe(false);
    // 49 letters, 9 changed: 0.816
    expect(spineReadsAs(changed(9).slice(0, -1), [changed(9).slice(0, -1)], word.slice(0, -1))).toBe(false);
  });

  it('does not read "The Witness" from "Fitness", though each word is close', () => {
    expect(titleCoverage('FITNESS', 'The Witness')).toBe(1);
    expect(spineReadsAs('FITNESS', ['FITNESS'], 'The Witness')).toBe(false);
    expect(spineReadsAs('THE WITNESS NORA ROBERTS', ['THE WITNESS', 'NORA ROBERTS'], 'The Witness')).toBe(
      true,
    );
  });

  it('does not read "Dune" from a "Dune Messiah" spine', () => {
    expect(spineReadsAs('DUNE MESSIAH FRANK HERBERT', ['DUNE MESSIAH', 'FRANK HERBERT'], 'Dune')).toBe(false);
    expect(spineReadsAs('DUNE FRANK HERBERT', ['DUNE', 'FRANK HERBERT'], 'Dune')).toBe(true);
  });

  it('reads a title of stop words only ("For You") from a whole line', () => {
    expect(spineReadsAs('FOR YOU', ['FOR YOU'], 'For You')).toBe(true);
    expect(titleCoverage('A LETTER FOR YOU FROM HOME', 'For You')).toBe(1);
    expect(spineReadsAs('A LETTER FOR YOU FROM HOME', ['A LETTER FOR YOU FROM HOME'], 'For You')).toBe(false);
  });

  it('finds words of four letters or more in text whose spaces were lost', () => {
    const title = 'Els Ulls grocs dels cocodrils';
    // 'els' is too short to look for inside other text; 'dels cocodrils' is not on this spine
    expect(wordsShown('KatherinePancolElsullsgrocs', title)).toEqual(['ulls', 'grocs']);
    expect(titleCoverage('KatherinePancolElsullsgrocs', title)).toBe(9 / 25);
    expect(spineReadsAs('KatherinePancolElsullsgrocs', ['KatherinePancolElsullsgrocs'], title)).toBe(false);
    // the whole title run together: 22 of 25 letters, a long title's 0.75 is met
    expect(titleCoverage('KatherinePancolElsullsgrocsdelscocodrils', title)).toBe(22 / 25);
    expect(spineReadsAs('KatherinePancolElsullsgrocsdelscocodrils', [], title)).toBe(true);
  });
});
