/**
 * The six downloads (spec 001 §2.18): three documents, each as .docx and .txt. They are built once per
 * process, on the first request, and kept in memory (a few kilobytes each); nothing is read from disk or
 * the network. docs/decisions/0021-downloads-and-feedback.md.
 */
import {
  DOWNLOAD_CONTENT_TYPES,
  DOWNLOAD_DOCUMENTS,
  DOWNLOAD_FORMATS,
  downloadFileName,
  type DownloadDocument,
  type DownloadFormat,
} from '@/contract/downloads';
import type { DocumentModel } from './model';
import { investorPitchDeck } from './pitch-deck';
import { renderDocx } from './render-docx';
import { renderText } from './render-text';
import { futureFeaturesRoadmap } from './roadmap';
import { technicalSpecifications } from './tech-spec';

export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const MODELS: Record<DownloadDocument, () => DocumentModel> = {
  'investor-pitch-deck': investorPitchDeck,
  'technical-specifications': technicalSpecifications,
  'future-features-roadmap': futureFeaturesRoadmap,
};

async function render(model: DocumentModel, format: DownloadFormat): Promise<Buffer> {
  return format === 'docx' ? renderDocx(model) : Buffer.from(renderText(model), 'utf8');
}

async function buildAll(): Promise<Map<string, DownloadFile>> {
  const files = new Map<string, DownloadFile>();
  for (const document of DOWNLOAD_DOCUMENTS) {
    const model = MODELS[document]();
    for (const format of DOWNLOAD_FORMATS) {
      files.set(`${document}.${format}`, {
        fileName: downloadFileName(document, format),
        contentType: DOWNLOAD_CONTENT_TYPES[format],
        body: await render(model, format),
      });
    }
  }
  return files;
}

let built: Promise<Map<string, DownloadFile>> | undefined;

/** The file named `{document}.{docx|txt}`, or undefined for any other name. */
export async function downloadFile(name: string): Promise<DownloadFile | undefined> {
  built ??= buildAll().catch((err: unknown) => {
    built = undefined; // a failed build is retried by the next request
    throw err;
  });
  return (await built).get(name);
}
