/**
 * EAN-13 decoding in the browser with zxing-wasm's reader build (docs/decisions/0031-barcode-and-shelf-recognition.md).
 * This module is imported only when the Scan Barcode dialog opens, so the decoder stays out of the first
 * load; its .wasm file is bundled by Vite and served by the app (the library's default CDN location is
 * overridden with `locateFile`), which needs only `'wasm-unsafe-eval'` in the CSP.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

const OPTIONS: ReaderOptions = { formats: ['EAN-13'], tryHarder: true, maxNumberOfSymbols: 1 };

/** The text of the first EAN-13 in `input`, or null when none is found. */
export async function decodeEan13(input: Blob | ImageData): Promise<string | null> {
  const results = await readBarcodes(input, OPTIONS);
  const hit = results.find((r) => r.isValid && r.text);
  return hit ? hit.text : null;
}

/** `image` drawn rotated by 90° clockwise, as pixels. */
async function rotated(image: Blob): Promise<ImageData> {
  const bitmap = await createImageBitmap(image);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.height;
  canvas.height = bitmap.width;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  ctx.translate(canvas.width, 0);
  ctx.rotate(Math.PI / 2);
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * The EAN-13 text of a chosen photo (spec 000 §8 "Barcode from image"): decoded as it is, then once more
 * rotated by 90° when the first pass finds nothing. Null when neither pass finds a code.
 */
export async function decodeImageFile(image: Blob): Promise<string | null> {
  return (await decodeEan13(image)) ?? (await decodeEan13(await rotated(image)));
}

/**
 * The 13 digits of an EAN-13 in `image` whose check digit is wrong, or null. zxing refuses such a code
 * (a ChecksumError); asked to return errors it still answers the digits, so 'Scan many' can name the
 * code it refuses ('Not a valid ISBN: {code}', spec 000 §2).
 */
async function wrongCheckDigitCode(image: Blob): Promise<string | null> {
  const results = await readBarcodes(image, { ...OPTIONS, returnErrors: true });
  const hit = results.find((r) => r.error.startsWith('ChecksumError') && /^\d{13}$/.test(r.text));
  return hit ? hit.text : null;
}

/**
 * The EAN-13 text of a chosen photo for 'Scan many': as `decodeImageFile`, and else the digits of a code
 * with a wrong check digit, so it can be reported rather than failing to read. Null when no code is found.
 */
export async function readImageFileCode(image: Blob): Promise<string | null> {
  return (await decodeImageFile(image)) ?? (await wrongCheckDigitCode(image));
}
