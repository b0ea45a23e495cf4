/**
 * The shape every downloadable document is written in (spec 001 §2.18): a title, a subtitle and blocks
 * of headings, paragraphs, bullet lists and tables. `render-text.ts` and `render-docx.ts` turn one model
 * into the .txt and the .docx file, so both formats always say the same thing.
 */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] };

export interface DocumentModel {
  title: string;
  subtitle: string;
  blocks: Block[];
}

export const heading = (text: string): Block => ({ kind: 'heading', text });
export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
export const bullets = (...items: string[]): Block => ({ kind: 'bullets', items });
export const table = (header: string[], rows: string[][]): Block => ({ kind: 'table', header, rows });
