/**
 * Barcodes read by the Scan Barcode dialog (spec 000 §2 "Scan Barcode dialog", §8 "Barcode from image",
 * §9 "Barcode capture"; docs/decisions/0031-barcode-and-shelf-recognition.md).
 * A book's barcode is an EAN-13 whose digits are its ISBN-13 (prefix 978 or 979); any other code is
 * refused with 'Failed to process ISBN. Please try again.'
 */
import { isValidIsbn13 } from './books';

/** Texts of the Scan Barcode dialog that the spec gives word for word (spec 000 §8). */
export const BARCODE_MESSAGES = {
  cameraDenied: 'Camera access denied or not available. Please allow camera permissions and try again.',
  captureFailed: 'Failed to capture image. Please try again.',
  processFailed: 'Failed to process ISBN. Please try again.',
} as const;

/** The scan frame drawn over the live preview, in CSS pixels (spec 000 §9). */
export const SCAN_FRAME = { width: 280, height: 180 } as const;

/** JPEG quality of a captured still (0–1, spec 000 §9). */
export const CAPTURE_JPEG_QUALITY = 0.95;

/** Time between two decodes of the live frame (ms): a few times a second. */
export const LIVE_SCAN_INTERVAL_MS = 300;

/**
 * The ISBN-13 carried by a decoded barcode text (spaces and hyphens ignored), or null when the text is
 * not a valid ISBN-13: 13 digits, prefix 978/979, correct check digit. A 5-digit add-on or price code
 * read with it (`9780306406157 51299`) is ignored.
 */
export function isbnFromBarcode(text: string): string | null {
  const first = text.trim().split(/\s+/)[0] ?? '';
  const digits = first.replace(/-/g, '');
  return isValidIsbn13(digits) ? digits : null;
}
