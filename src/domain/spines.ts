/**
 * Book spines from the text boxes of a shelf photo (ADR 0049; spec 000 §2 "Bulk Book Upload flow").
 *
 * The reader turns the photo so that a spine's text runs left to right (90° or 270° for upright books,
 * 0° for books lying flat) and answers one box per run of text, with its four corners in that turned
 * picture (pixels) and the recogniser's confidence (0–1). In the turned picture a spine is a band
 * across it: the boxes whose centres lie on one line (the line of the band's largest box, tilted as that
 * box is tilted) are one spine. The largest type on a spine is its title, the rest an author guess;
 * publishers, imprints and library labels are left out of both (`isPublisherText`).
 */
import { isPublisherText } from './publishers';
import { normaliseWords } from './title-match';

/** A point in the turned picture, in pixels: [x, y], y downwards. */
export type Point = readonly [number, number];

/** One run of text the reader found. */
export interface TextBox {
  text: string;
  /** the recogniser's mean confidence, 0–1 */
  confidence: number;
  /** corners: top left, top right, bottom right, bottom left, in the turned picture's pixels */
  corners: readonly [Point, Point, Point, Point];
}

/** One spine: its boxes in reading order, and what they say. */
export interface Spine {
  boxes: TextBox[];
  /** every kept box's text, in reading order, publishers left out */
  text: string;
  /** the largest type: the title guess */
  title: string;
  /** the other kept boxes: the author guess ('' when none) */
  author: string;
  /** the boxes' mean confidence weighted by their text length, 0–1 */
  confidence: number;
  /** the smallest upright rectangle around the boxes, in the turned picture's pixels */
  bounds: Rect;
}

/**
 * How far (as a share of the larger box's height) a box's centre may lie from a spine's line and still be
 * on that spine. Set with `npm run bench:shelf`: spines are seldom narrower than 1.3 title heights.
 */
export const SPINE_BAND = 0.65;

/** Boxes whose type is at least this share of the spine's largest are part of the title. */
export const TITLE_TYPE_SHARE = 0.72;

interface Measured {
  box: TextBox;
  cx: number;
  cy: number;
  height: number;
  /** dy/dx of the box's top edge */
  slope: number;
}

const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

function measure(box: TextBox): Measured {
  const [tl, tr, br, bl] = box.corners;
  const dx = tr[0] - tl[0];
  return {
    box,
    cx: (tl[0] + tr[0] + br[0] + bl[0]) / 4,
    cy: (tl[1] + tr[1] + br[1] + bl[1]) / 4,
    height: (dist(tl, bl) + dist(tr, br)) / 2,
    slope: dx === 0 ? 0 : (tr[1] - tl[1]) / dx,
  };
}

/** The y of the line through `lead`'s centre, tilted as `lead` is, at `x`. */
const lineY = (lead: Measured, x: number) => lead.cy + lead.slope * (x - lead.cx);

/** Whether `m` lies on the band of the spine whose largest box is `lead`. */
function onBand(lead: Measured, m: Measured): boolean {
  return Math.abs(m.cy - lineY(lead, m.cx)) <= SPINE_BAND * Math.max(lead.height, m.height);
}

function boundsOf(boxes: TextBox[]): Rect {
  const xs = boxes.flatMap((b) => b.corners.map((p) => p[0]));
  const ys = boxes.flatMap((b) => b.corners.map((p) => p[1]));
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/** A spine of `members` (reading order by the centre along the band). */
function toSpine(members: Measured[]): Spine {
  const ordered = [...members].sort((a, b) => a.cx - b.cx);
  const kept = ordered.filter((m) => !isPublisherText(m.box.text));
  const largest = Math.max(0, ...kept.map((m) => m.height));
  const title = kept.filter((m) => m.height >= TITLE_TYPE_SHARE * largest);
  const rest = kept.filter((m) => m.height < TITLE_TYPE_SHARE * largest);
  const join = (ms: Measured[]) => ms.map((m) => m.box.text.trim()).join(' ');
  const letters = ordered.reduce((n, m) => n + m.box.text.length, 0);
  return {
    boxes: ordered.map((m) => m.box),
    text: join(kept),
    title: join(title),
    author: join(rest),
    confidence:
      letters === 0 ? 0 : ordered.reduce((s, m) => s + m.box.confidence * m.box.text.length, 0) / letters,
    bounds: boundsOf(ordered.map((m) => m.box)),
  };
}

/**
 * The spines of `boxes` (one reading of the picture at one turn): largest boxes first, each box joins
 * the first spine whose band it lies on, else starts one. Spines come in band order (top to bottom);
 * boxes with no letters are left out.
 */
export function groupSpines(boxes: TextBox[]): Spine[] {
  const measured = boxes
    .filter((b) => /\p{L}/u.test(b.text))
    .map(measure)
    .sort((a, b) => b.height - a.height);
  const groups: Measured[][] = [];
  for (const m of measured) {
    const group = groups.find((g) => onBand(g[0]!, m));
    if (group) group.push(m);
    else groups.push([m]);
  }
  // band order where the bands' lines cross the middle of the text: on a tilted photo the leads' own
  // centres (titles at different places along their spines) need not be in band order
  const middle = measured.reduce((s, m) => s + m.cx, 0) / Math.max(1, measured.length);
  return groups.sort((a, b) => lineY(a[0]!, middle) - lineY(b[0]!, middle)).map(toSpine);
}

/** Least confidence for a spine that matched nothing to be shown for checking (0–1). */
export const CHECK_MIN_CONFIDENCE = 0.8;

/** Least letters a spine that matched nothing must have to be shown for checking. */
export const CHECK_MIN_LETTERS = 5;

/**
 * Whether an unmatched spine is worth showing the member for checking: confident enough, with enough
 * letters in words of 3 or more, mostly letters (not a shelf mark such as '796.422 A1i').
 */
export function worthChecking(spine: Spine): boolean {
  const letters = normaliseWords(spine.text)
    .filter((w) => w.length >= 3)
    .join('')
    .replace(/[^a-z]/g, '').length;
  const chars = spine.text.replace(/\s/g, '').length;
  return spine.confidence >= CHECK_MIN_CONFIDENCE && letters >= CHECK_MIN_LETTERS && letters >= 0.6 * chars;
}

/** An upright rectangle in pixels. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The rectangle `r` of the picture turned clockwise by `angle` (0, 90 or 270), in the upright picture of
 * `width` × `height` pixels.
 */
export function uprightRect(r: Rect, angle: 0 | 90 | 270, width: number, height: number): Rect {
  if (angle === 90)
    return { left: r.top, top: height - (r.left + r.width), width: r.height, height: r.width };
  if (angle === 270)
    return { left: width - (r.top + r.height), top: r.left, width: r.height, height: r.width };
  return r;
}

/** The share (0–1) of the smaller of two rectangles that lies inside the other. */
export function overlapShare(a: Rect, b: Rect): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  const smaller = Math.min(a.width * a.height, b.width * b.height);
  return w <= 0 || h <= 0 || smaller <= 0 ? 0 : (w * h) / smaller;
}

/**
 * Spine text as a member would type it: words printed in capitals ('SALLY ROONEY') in title case
 * ('Sally Rooney'); other words as read.
 */
export function readableCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (/\p{Lu}{2,}/u.test(w) && w === w.toUpperCase() ? w[0] + w.slice(1).toLowerCase() : w))
    .join(' ');
}
