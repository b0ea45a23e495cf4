/**
 * Plain-text rendering of a document model: UTF-8, `\n` line ends, the title underlined with `=`,
 * headings with `-`, bullets as `- item`, tables as columns padded with spaces.
 */
import type { Block, DocumentModel } from './model';

function tableText(header: string[], rows: string[][]): string[] {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

function blockText(block: Block): string[] {
  switch (block.kind) {
    case 'heading':
      return [block.text, '-'.repeat(block.text.length)];
    case 'paragraph':
      return [block.text];
    case 'bullets':
      return block.items.map((item) => `- ${item}`);
    case 'table':
      return tableText(block.header, block.rows);
  }
}

/** The document as plain text, ending with a newline. */
export function renderText(doc: DocumentModel): string {
  const parts = [[doc.title, '='.repeat(doc.title.length), doc.subtitle], ...doc.blocks.map(blockText)];
  return parts.map((lines) => lines.join('\n')).join('\n\n') + '\n';
}
