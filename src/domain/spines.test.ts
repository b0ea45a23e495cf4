import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECK_MIN_CONFIDENCE,
  CHECK_MIN_LETTERS,
  groupSpines,
  readableCase,
  SPINE_BAND,
  TITLE_TYPE_SHARE,
  worthChecking,
  type Point,
  type TextBox,
} from './spines';

/**
 * A box of `text` in the turned picture: `width` × `height` px, its left edge at `left`, centred on the
 * line y = `y`, then turned by `tilt` degrees about (`cx`, `y`), the centre of its band.
 */
function box(
  text: string,
  left: number,
  y: number,
  width: number,
  height: number,
  tilt = 0,
  cx = 0,
  confidence = 0.95,
): TextBox {
  const a = (tilt * Math.PI) / 180;
  const turn = (x: number, yy: number): Point => [
    cx + (x - cx) * Math.cos(a) - (yy - y) * Math.sin(a),
    y + (x - cx) * Math.sin(a) + (yy - y) * Math.cos(a),
  ];
  const [top, bottom, right] = [y - height / 2, y + height / 2, left + width];
  return {
    text,
    confidence,
    corners: [turn(left, top), turn(right, top), turn(right, bottom), turn(left, bottom)],
  };
}

const BOOKS = [
  ['NORMAL PEOPLE', 'Sally Rooney'],
  ['THE HOBBIT', 'J.R.R. Tolkien'],
  ['DUNE', 'Frank Herbert'],
  ['LITTLE WOMEN', 'Louisa May Alcott'],
  ['THE GREAT GATSBY', 'F. Scott Fitzgerald'],
  ['WOLF HALL', 'Hilary Mantel'],
  ['MIDDLEMARCH', 'George Eliot'],
  ['REBECCA', 'Daphne du Maurier'],
] as const;

/** The band centre's x of every spine: bands are turned about it, so they stay parallel. */
const BAND_CX = 400;

const spineShape = fc.record({
  titleHeight: fc.integer({ min: 16, max: 60 }),
  authorShare: fc.double({ min: 0.3, max: 0.68, noNaN: true }),
  /** the spine's width as a multiple of its title height */
  widthShare: fc.double({ min: 1.4, max: 2.5, noNaN: true }),
  titleLeft: fc.integer({ min: 0, max: 500 }),
  titleWidth: fc.integer({ min: 60, max: 400 }),
  authorWidth: fc.integer({ min: 40, max: 200 }),
  gap: fc.integer({ min: 10, max: 80 }),
  authorFirst: fc.boolean(),
});

interface Layout {
  /** the boxes of each spine in band order (top to bottom), in reading order */
  spines: TextBox[][];
  /** the title and author box of each spine, in band order */
  parts: { title: TextBox; author: TextBox }[];
  /** every box, in a random order */
  boxes: TextBox[];
}

/** N spines as bands of a turned picture, top to bottom, all tilted by the same angle (≤ 10°). */
const layouts = fc
  .record({
    shapes: fc.array(spineShape, { minLength: 1, maxLength: BOOKS.length }),
    tilt: fc.double({ min: -10, max: 10, noNaN: true }),
  })
  .chain(({ shapes, tilt }) => {
    let y = 10;
    const parts = shapes.map((s, i) => {
      const width = s.widthShare * s.titleHeight;
      const bandY = y + width / 2;
      y += width;
      const authorHeight = s.authorShare * s.titleHeight;
      const authorLeft = s.authorFirst
        ? s.titleLeft - s.gap - s.authorWidth
        : s.titleLeft + s.titleWidth + s.gap;
      const [titleText, authorText] = BOOKS[i]!;
      return {
        title: box(titleText, s.titleLeft, bandY, s.titleWidth, s.titleHeight, tilt, BAND_CX),
        author: box(authorText, authorLeft, bandY, s.authorWidth, authorHeight, tilt, BAND_CX),
        authorFirst: s.authorFirst,
      };
    });
    const spines = parts.map((p) => (p.authorFirst ? [p.author, p.title] : [p.title, p.author]));
    const all = spines.flat();
    return fc
      .shuffledSubarray(all, { minLength: all.length, maxLength: all.length })
      .map((boxes): Layout => ({ spines, parts, boxes }));
  });

describe('groupSpines (ADR 0049)', () => {
  it('finds one spine per band, each holding exactly its own boxes in reading order', () => {
    fc.assert(
      fc.property(layouts, ({ spines, parts, boxes }) => {
        const found = groupSpines(boxes);
        expect(found).toHaveLength(spines.length);
        for (const [i, own] of spines.entries()) {
          const spine = found.find((s) => s.boxes.includes(own[0]!));
          expect(spine?.boxes).toEqual(own);
          expect(spine?.title).toBe(parts[i]!.title.text);
          expect(spine?.author).toBe(parts[i]!.author.text);
        }
      }),
    );
  });

  it('answers the spines in band order, top to bottom, however the photo is tilted', () => {
    fc.assert(
      fc.property(layouts, ({ spines, parts, boxes }) => {
        const found = groupSpines(boxes);
        found.forEach((spine, i) => {
          expect(spine.boxes).toEqual(spines[i]);
          expect(spine.title).toBe(parts[i]!.title.text);
          expect(spine.author).toBe(parts[i]!.author.text);
          expect(spine.text).toBe(spines[i]!.map((b) => b.text).join(' '));
        });
      }),
    );
  });

  it('reads a stack of books lying flat (read at 0°) as bands too', () => {
    const boxes = [
      box('HILARY MANTEL', 320, 40, 180, 20),
      box('WOLF HALL', 20, 40, 260, 40),
      box('THE HOBBIT', 30, 100, 240, 36),
      box('J.R.R. TOLKIEN', 300, 101, 150, 18),
      box('George Eliot', 10, 160, 120, 22),
      box('MIDDLEMARCH', 150, 158, 300, 44),
    ];
    expect(groupSpines(boxes).map((s) => [s.title, s.author])).toEqual([
      ['WOLF HALL', 'HILARY MANTEL'],
      ['THE HOBBIT', 'J.R.R. TOLKIEN'],
      ['MIDDLEMARCH', 'George Eliot'],
    ]);
  });

  it('keeps a publisher box on its spine but out of the title and author', () => {
    const penguin = box('PENGUIN CLASSICS', 600, 50, 120, 16);
    const [spine] = groupSpines([
      box('NORMAL PEOPLE', 20, 50, 300, 40),
      box('SALLY ROONEY', 360, 50, 160, 22),
      penguin,
    ]);
    expect(spine!.title).toBe('NORMAL PEOPLE');
    expect(spine!.author).toBe('SALLY ROONEY');
    expect(spine!.text).toBe('NORMAL PEOPLE SALLY ROONEY');
    expect(spine!.boxes).toContain(penguin);
  });

  it('takes the title from the largest type that is not a publisher', () => {
    const [spine] = groupSpines([
      box('PUFFIN', 500, 50, 120, 50),
      box('MATILDA', 20, 50, 240, 40),
      box('ROALD DAHL', 300, 50, 140, 24),
    ]);
    expect(spine!.title).toBe('MATILDA');
    expect(spine!.author).toBe('ROALD DAHL');
  });

  it('puts type at least TITLE_TYPE_SHARE of the largest in the title, smaller type in the author', () => {
    const largest = 50;
    const [spine] = groupSpines([
      box('THE POETRY', 20, 60, 200, largest),
      box('PHARMACY', 240, 60, 180, largest * TITLE_TYPE_SHARE),
      box('William Sieghart', 440, 60, 160, largest * TITLE_TYPE_SHARE - 1),
    ]);
    expect(spine!.title).toBe('THE POETRY PHARMACY');
    expect(spine!.author).toBe('William Sieghart');
  });

  it('holds a box whose centre is SPINE_BAND of the larger height off the line, not one just beyond', () => {
    const on = groupSpines([
      box('WOLF HALL', 20, 100, 260, 40),
      box('HILARY MANTEL', 320, 100 + SPINE_BAND * 40, 180, 20),
    ]);
    expect(on).toHaveLength(1);
    const off = groupSpines([
      box('WOLF HALL', 20, 100, 260, 40),
      box('HILARY MANTEL', 320, 100 + SPINE_BAND * 40 + 1, 180, 20),
    ]);
    expect(off.map((s) => s.title)).toEqual(['WOLF HALL', 'HILARY MANTEL']);
  });

  it('drops boxes with no letters', () => {
    const noise = [box('0 0 0', 10, 50, 40, 20), box('— 12 —', 700, 52, 60, 18)];
    const spines = groupSpines([
      box('REBECCA', 100, 50, 240, 40),
      ...noise,
      box('9780140', 100, 200, 200, 30),
    ]);
    expect(spines).toHaveLength(1);
    expect(spines[0]!.boxes.map((b) => b.text)).toEqual(['REBECCA']);
  });

  it('weighs confidence by text length', () => {
    const [spine] = groupSpines([
      box('MIDDLEMARCH', 20, 50, 300, 40, 0, 0, 0.9),
      box('ELIOT', 360, 50, 100, 20, 0, 0, 0.6),
    ]);
    expect(spine!.confidence).toBeCloseTo((11 * 0.9 + 5 * 0.6) / 16);
  });
});

/** A spine of one box reading `text` with `confidence`. */
const spineOf = (text: string, confidence = 0.95) =>
  groupSpines([box(text, 0, 50, 300, 40, 0, 0, confidence)])[0]!;

describe('worthChecking (ADR 0049)', () => {
  it('shows a confident spine with enough letters', () => {
    expect(worthChecking(spineOf('THE SILENT PATIENT'))).toBe(true);
  });

  it('rejects a shelf mark', () => {
    expect(worthChecking(spineOf('796.422 A1i'))).toBe(false);
    expect(worthChecking(spineOf('82-31 Gar'))).toBe(false);
  });

  it('asks for CHECK_MIN_CONFIDENCE', () => {
    expect(worthChecking(spineOf('THE SILENT PATIENT', CHECK_MIN_CONFIDENCE))).toBe(true);
    expect(worthChecking(spineOf('THE SILENT PATIENT', CHECK_MIN_CONFIDENCE - 0.01))).toBe(false);
  });

  it('asks for CHECK_MIN_LETTERS in words of three letters or more', () => {
    expect(worthChecking(spineOf('a'.repeat(CHECK_MIN_LETTERS)))).toBe(true);
    expect(worthChecking(spineOf('a'.repeat(CHECK_MIN_LETTERS - 1)))).toBe(false);
    // 'ab' 'cd' 'ef': six letters, all in words too short to count
    expect(worthChecking(spineOf('ab cd ef'))).toBe(false);
  });
});

describe('readableCase', () => {
  it('writes words printed in capitals in title case and leaves the rest as read', () => {
    expect(readableCase('SALLY ROONEY')).toBe('Sally Rooney');
    expect(readableCase('iPhone')).toBe('iPhone');
    expect(readableCase('The HOBBIT  by J.R.R. Tolkien')).toBe('The Hobbit by J.R.R. Tolkien');
    expect(readableCase('A Tale')).toBe('A Tale');
    expect(readableCase('ÉMILE ZOLA')).toBe('Émile Zola');
  });
});
