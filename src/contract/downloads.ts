/**
 * Downloads wire format and texts (spec 001 §2.18 "Downloads page", §8 "Download", §9 delays; 002 §8).
 * Three documents, each as Word (.docx) and plain text (.txt), served as attachments by
 * `GET /api/downloads/{document}.{docx|txt}` to anyone, signed in or not.
 * docs/decisions/0021-downloads-and-feedback.md.
 */
import { z } from 'zod';
import { defineRoute } from './http';

export const DOWNLOAD_DOCUMENTS = [
  'investor-pitch-deck',
  'technical-specifications',
  'future-features-roadmap',
] as const;
export type DownloadDocument = (typeof DOWNLOAD_DOCUMENTS)[number];

export const DOWNLOAD_FORMATS = ['docx', 'txt'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** Title (inside the file and on the page), one-line summary and the file's base name. */
export const DOWNLOAD_INFO: Record<DownloadDocument, { title: string; summary: string; fileBase: string }> = {
  'investor-pitch-deck': {
    title: 'Hubshelf Investor Pitch Deck',
    summary: 'The problem, the product, how it earns and where it goes next.',
    fileBase: 'Hubshelf-Investor-Pitch-Deck',
  },
  'technical-specifications': {
    title: 'Hubshelf Technical Specifications',
    summary: 'Architecture, every API route and the platform defaults, generated from the code.',
    fileBase: 'Hubshelf-Technical-Specifications',
  },
  'future-features-roadmap': {
    title: 'Hubshelf Future Features Roadmap',
    summary: 'Planned work that is not in the app yet.',
    fileBase: 'Hubshelf-Future-Features-Roadmap',
  },
};

/** Content types of the two formats. */
export const DOWNLOAD_CONTENT_TYPES: Record<DownloadFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

/** The file name a download is saved under, e.g. `Hubshelf-Investor-Pitch-Deck.docx`. */
export const downloadFileName = (document: DownloadDocument, format: DownloadFormat): string =>
  `${DOWNLOAD_INFO[document].fileBase}.${format}`;

/** The API path of one download, e.g. `/api/downloads/investor-pitch-deck.docx`. */
export const downloadPath = (document: DownloadDocument, format: DownloadFormat): string =>
  `/api/downloads/${document}.${format}`;

/** Delays of spec 001 §9 / 002 §9, in ms. */
export const DOWNLOAD_LINK_CLEANUP_MS = 100;
export const DOWNLOAD_BUTTON_RESET_MS = 1000;

/** `{document}.{format}`, e.g. `investor-pitch-deck.docx`. */
export const downloadParams = z.object({ file: z.string() });

export const downloadsRoutes = {
  /** Public; answers the file itself (not JSON) with `Content-Disposition: attachment`, 404 otherwise. */
  get: defineRoute({
    method: 'GET',
    path: '/api/downloads/:file',
    params: downloadParams,
    response: z.unknown(),
  }),
} as const;
