/**
 * The offline fallback reader (ADR 0031): tesseract.js with the English data of `@tesseract.js-data/eng`,
 * core and language files read from node_modules (no download; `cacheMethod: 'none'` writes nothing).
 * Tesseract runs in its own worker thread so the event loop stays free; one photo at a time per
 * instance (later photos wait their turn). A photo is read upright and rotated 90° both ways, since
 * spines run vertically; the answer is every text line of the three readings.
 */
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
/** `{ langPath, gzip }` of the English data package (a folder holding eng.traineddata.gz). */
const ENG = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

/** Long side (px) a photo is scaled to before OCR: legible spines, bounded time. */
export const OCR_LONG_SIDE = 2000;

export interface OcrReader {
  /** Text lines read from the photo (any orientation); waits for earlier photos. */
  readLines(photo: Buffer): Promise<string[]>;
  close(): Promise<void>;
}

export function createOcrReader(): OcrReader {
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const getWorker = () =>
    (worker ??= createWorker('eng', 1, {
      langPath: ENG.langPath,
      gzip: ENG.gzip,
      cacheMethod: 'none',
    }));

  async function read(photo: Buffer): Promise<string[]> {
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
  }

  return {
    readLines(photo) {
      const run = queue.then(() => read(photo));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await (await w).terminate();
    },
  };
}
