/**
 * The shelf reader before ADR 0049, kept for `npm run bench:shelf` alone, so the old and the new reader are
 * measured side by side in one run (ADR 0031 describes it): tesseract.js (English data from
 * `@tesseract.js-data/eng`, devDependencies) reads the photo upright and turned 90° both ways; its text
 * lines, and pairs of neighbouring lines, are matched to titles by `titleSimilarity` ≥ TITLE_MATCH_THRESHOLD.
 */
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { createWorker, type Worker } from 'tesseract.js';
import {
  normaliseTitle,
  normaliseWords,
  TITLE_MATCH_THRESHOLD,
  titleSimilarity,
} from '../src/domain/title-match';

const require = createRequire(import.meta.url);
const ENG = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

/** Long side (px) the old reader read a photo at. */
const OCR_LONG_SIDE = 2000;

/** The old reader: text lines of the photo at 0°, 90° and 270°. */
export function createTesseractReader() {
  let worker: Promise<Worker> | null = null;
  const getWorker = () =>
    (worker ??= createWorker('eng', 1, { langPath: ENG.langPath, gzip: ENG.gzip, cacheMethod: 'none' }));
  return {
    async readLines(photo: Buffer): Promise<string[]> {
      const w = await getWorker();
      const upright = await sharp(photo)
        .rotate()
        .resize(OCR_LONG_SIDE, OCR_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
        .grayscale()
        .normalise()
        .png()
        .toBuffer();
      const lines: string[] = [];
      for (const angle of [0, 90, 270]) {
        const image = angle === 0 ? upright : await sharp(upright).rotate(angle).toBuffer();
        const { data } = await w.recognize(image);
        for (const line of data.text.split('\n')) if (line.trim()) lines.push(line.trim());
      }
      return lines;
    },
    async close() {
      if (worker) await (await worker).terminate();
      worker = null;
    },
  };
}

/** The texts the old matcher tried: lines with at least 4 letters after normalising, then neighbouring pairs. */
export function matchTexts(lines: string[]): string[] {
  const clean = lines
    .map((l) => normaliseWords(l).join(' '))
    .filter((l) => l.replace(/[^a-z]/g, '').length >= 4);
  const pairs = clean.slice(1).map((line, i) => `${clean[i]} ${line}`);
  return [...new Set([...clean, ...pairs])];
}

/** The titles the old matcher found among `candidates(text)` (the listed books near a text). */
export async function matchLines(
  lines: string[],
  candidates: (text: string) => Promise<{ title: string }[]>,
): Promise<string[]> {
  const found = new Map<string, string>();
  for (const text of matchTexts(lines)) {
    let top: string | null = null;
    let score = TITLE_MATCH_THRESHOLD;
    for (const c of await candidates(text)) {
      const s = titleSimilarity(text, c.title);
      if (s >= score) [top, score] = [c.title, s];
    }
    if (top && !found.has(normaliseTitle(top))) found.set(normaliseTitle(top), top);
  }
  return [...found.values()];
}
