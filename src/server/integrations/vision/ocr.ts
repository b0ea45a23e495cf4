/**
 * The offline shelf reader (ADR 0049): PaddleOCR in worker threads (`spine-reader.worker.mjs`), pooled by
 * piscina off the event loop. At most `readers` photos are read at once per instance (SHELF_READERS,
 * default 1) and at most `queue` more wait (default 4); beyond that `read` throws `ReadersBusyError`
 * (answered 503). An idle thread ends after IDLE_MS, giving its models' memory back.
 */
import Piscina from 'piscina';
import type { TextBox } from '@/domain/spines';

/** Long side (px) a photo is read at: legible spines in bounded time and memory (`npm run bench:shelf`). */
export const OCR_LONG_SIDE = 2000;

/** Photos that may wait for a reader, per instance. */
export const SHELF_QUEUE = 4;

/** A reader thread with nothing to do ends after this long (ms). */
export const IDLE_MS = 60_000;

/** The turns (clockwise, degrees) a photo is read at. */
export type Turn = 0 | 90 | 270;

/** What the reader found on a photo. */
export interface ShelfText {
  /** the upright photo as read: JPEG, `width` × `height` px */
  upright: Buffer;
  width: number;
  height: number;
  /** the text boxes of each turn, corners in that turned picture's pixels */
  readings: { angle: Turn; boxes: TextBox[] }[];
}

export interface OcrReader {
  /** Reads `photo` (encoded image bytes); waits its turn; throws ReadersBusyError when the queue is full. */
  read(photo: Buffer): Promise<ShelfText>;
  /** Whether a photo given now would be read or queued (not refused). */
  hasRoom(): boolean;
  close(): Promise<void>;
}

/** Every reader is busy and the queue is full. */
export class ReadersBusyError extends Error {
  constructor() {
    super('every shelf reader is busy and the queue is full');
    this.name = 'ReadersBusyError';
  }
}

const WORKER = new URL('./spine-reader.worker.mjs', import.meta.url);

export function createOcrReader({
  readers = 1,
  queue = SHELF_QUEUE,
}: { readers?: number; queue?: number } = {}): OcrReader {
  let pool: Piscina | null = null;
  let inFlight = 0;
  return {
    hasRoom: () => inFlight < readers + queue,
    async read(photo) {
      if (inFlight >= readers + queue) throw new ReadersBusyError();
      inFlight += 1;
      try {
        pool ??= new Piscina({
          filename: WORKER.href,
          minThreads: 0,
          maxThreads: readers,
          idleTimeout: IDLE_MS,
        });
        const out = (await pool.run({ photo, longSide: OCR_LONG_SIDE })) as Omit<ShelfText, 'upright'> & {
          upright: Uint8Array;
        };
        return { ...out, upright: Buffer.from(out.upright) };
      } finally {
        inFlight -= 1;
      }
    },
    async close() {
      const p = pool;
      pool = null;
      if (p) await p.destroy();
    },
  };
}
