import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlapShare, uprightRect, type Point, type Rect } from './spines';

describe('uprightRect', () => {
  const rects = fc
    .record({ width: fc.integer({ min: 20, max: 4000 }), height: fc.integer({ min: 20, max: 4000 }) })
    .chain(({ width, height }) =>
      fc
        .record({
          angle: fc.constantFrom(0 as const, 90 as const, 270 as const),
          a: fc.double({ min: 0, max: 1, noNaN: true }),
          b: fc.double({ min: 0, max: 1, noNaN: true }),
          c: fc.double({ min: 0, max: 1, noNaN: true }),
          d: fc.double({ min: 0, max: 1, noNaN: true }),
        })
        .map(({ angle, a, b, c, d }) => {
          // the turned picture is height × width when turned a quarter
          const [tw, th] = angle === 0 ? [width, height] : [height, width];
          const r: Rect = {
            left: a * tw * 0.9,
            top: b * th * 0.9,
            width: c * tw * 0.1,
            height: d * th * 0.1,
          };
          return { width, height, angle, r };
        }),
    );

  /** Where point (x, y) of the picture turned clockwise by `angle` lies in the upright picture. */
  const upright = (x: number, y: number, angle: 0 | 90 | 270, width: number, height: number): Point =>
    angle === 90 ? [y, height - x] : angle === 270 ? [width - y, x] : [x, y];

  it('puts the turned corner where a clockwise turn takes it', () => {
    // upright 300 × 200 turned 90° clockwise: the turned picture's top left is the upright bottom left
    expect(uprightRect({ left: 0, top: 0, width: 10, height: 20 }, 90, 300, 200)).toEqual({
      left: 0,
      top: 190,
      width: 20,
      height: 10,
    });
    // turned 270°: the turned picture's top left is the upright top right
    expect(uprightRect({ left: 0, top: 0, width: 10, height: 20 }, 270, 300, 200)).toEqual({
      left: 280,
      top: 0,
      width: 20,
      height: 10,
    });
    expect(uprightRect({ left: 5, top: 6, width: 7, height: 8 }, 0, 300, 200)).toEqual({
      left: 5,
      top: 6,
      width: 7,
      height: 8,
    });
  });

  it('holds the centre of the turned rectangle and stays inside the picture', () => {
    fc.assert(
      fc.property(rects, ({ width, height, angle, r }) => {
        const u = uprightRect(r, angle, width, height);
        const [x, y] = upright(r.left + r.width / 2, r.top + r.height / 2, angle, width, height);
        expect(x).toBeCloseTo(u.left + u.width / 2);
        expect(y).toBeCloseTo(u.top + u.height / 2);
        expect(u.left).toBeGreaterThanOrEqual(-1e-9);
        expect(u.top).toBeGreaterThanOrEqual(-1e-9);
        expect(u.left + u.width).toBeLessThanOrEqual(width + 1e-9);
        expect(u.top + u.height).toBeLessThanOrEqual(height + 1e-9);
      }),
    );
  });

  it('turned back by the other quarter gives the rectangle again', () => {
    fc.assert(
      fc.property(rects, ({ width, height, angle, r }) => {
        if (angle === 0) return;
        const back = angle === 90 ? 270 : 90;
        // the upright picture is the turned one (height × width) turned by the other quarter
        const again = uprightRect(uprightRect(r, angle, width, height), back, height, width);
        expect(again.left).toBeCloseTo(r.left);
        expect(again.top).toBeCloseTo(r.top);
        expect(again.width).toBeCloseTo(r.width);
        expect(again.height).toBeCloseTo(r.height);
      }),
    );
  });
});

describe('overlapShare', () => {
  const r = (left: number, top: number, width: number, height: number): Rect => ({
    left,
    top,
    width,
    height,
  });

  it('is 1 for a rectangle inside another, 0 apart or touching, the shared share of the smaller otherwise', () => {
    expect(overlapShare(r(0, 0, 100, 100), r(10, 10, 20, 20))).toBe(1);
    expect(overlapShare(r(0, 0, 10, 10), r(20, 0, 10, 10))).toBe(0);
    expect(overlapShare(r(0, 0, 10, 10), r(10, 0, 10, 10))).toBe(0);
    expect(overlapShare(r(0, 0, 10, 10), r(5, 0, 10, 10))).toBe(0.5);
    expect(overlapShare(r(0, 0, 100, 100), r(90, 90, 20, 20))).toBe(0.25);
    expect(overlapShare(r(0, 0, 0, 10), r(0, 0, 10, 10))).toBe(0);
  });

  it('is symmetric and between 0 and 1', () => {
    const rect = fc.record({
      left: fc.integer({ min: 0, max: 100 }),
      top: fc.integer({ min: 0, max: 100 }),
      width: fc.integer({ min: 0, max: 100 }),
      height: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(rect, rect, (a, b) => {
        const s = overlapShare(a, b);
        expect(s).toBe(overlapShare(b, a));
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
      }),
    );
  });
});
