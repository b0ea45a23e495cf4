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
  description: 'Scan the barcode on the back of the book to fill in its ISBN.',
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

/** The Bulk Book Upload overlay (spec 000 §2, §8; 001 §2.2 photo tips). */
export const BULK_TEXTS = {
  open: 'Add Books In Bulk',
  tileHint: 'One photo of a shelf',
  title: 'Add Books In Bulk',
  captureIntro: 'Photograph a shelf and we list every book we can read on it.',
  takePhoto: 'Take Photo',
  chooseGallery: 'Choose from Gallery',
  tipsTitle: 'Photo tips',
  tips: [
    'Shoot straight on',
    'Keep the spines visible',
    'Use good light',
    'Hold the camera steady',
    'Fill the frame with the shelf',
    'Stand 2-3 feet away',
    'Portrait is better',
  ],
  preparing: 'Preparing photo',
  reading: 'Reading the spines',
  finding: (done: number, total: number) => `Finding book details (${done} of ${total})`,
  reviewTitle: (n: number) => `${n} books found`,
  reviewIntro: 'Check the details, untick the books you do not want to list, then upload.',
  selectAll: 'Select All',
  clearAll: 'Clear All',
  back: 'Back',
  upload: (n: number) => `Upload ${n} ${n === 1 ? 'Book' : 'Books'}`,
  uploading: 'Uploading books',
  bookLabel: (i: number, title: string) => `Book ${i + 1}: ${title || 'untitled'}`,
  select: (title: string) => `Select ${title || 'this book'}`,
  isbnMissing: 'ISBN not found: please type it',
  fields: {
    title: 'Title',
    author: 'Author',
    isbn: 'ISBN',
    genre: 'Genre',
    condition: 'Condition',
    dailyFee: 'Daily fee (₹)',
    sellingPrice: 'Selling price (₹)',
    description: 'Description',
  },
} as const;
