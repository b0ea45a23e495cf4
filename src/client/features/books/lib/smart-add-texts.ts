/**
 * User-facing texts of smart adding (spec 000 §2 "Scan Barcode dialog", "Bulk Book Upload flow", §8;
 * 001 §2.2 photo tips), together for the coming Hindi translation. The spec's own messages come from
 * `BARCODE_MESSAGES` (src/domain/barcode.ts) and are re-exported here word for word.
 */
import { BARCODE_MESSAGES } from '@/domain/barcode';

export const SCAN_TEXTS = {
  ...BARCODE_MESSAGES,
  open: 'Scan Barcode',
  title: 'Scan Barcode',
  description: "Scan the barcode on the back of the book to fill in its ISBN.",
  cameraTab: 'Camera',
  imageTab: 'Image',
  starting: 'Starting camera…',
  aim: 'Hold the barcode inside the frame',
  capture: 'Capture',
  reading: 'Reading barcode…',
  chooseImage: 'Choose Image',
  imageHint: 'Choose a clear photo of the barcode on the back of the book.',
  frameLabel: 'Scan frame',
  previewLabel: 'Camera preview',
} as const;
