/**
 * Word rendering of a document model with the `docx` package: a real .docx (Office Open XML, a zip
 * holding `word/document.xml`) with the title as the document's title style and core property, headings
 * as Heading 1, bullet lists and full-width tables with a bold header row.
 */
import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Block, DocumentModel } from './model';

const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });

function blockParts(block: Block): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'heading':
      return [new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_1 })];
    case 'paragraph':
      return [new Paragraph({ text: block.text, spacing: { after: 120 } })];
    case 'bullets':
      return block.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }));
    case 'table':
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [
            new TableRow({ tableHeader: true, children: block.header.map((h) => cell(h, true)) }),
            ...block.rows.map((r) => new TableRow({ children: r.map((c) => cell(c)) })),
          ],
        }),
        new Paragraph({ text: '' }),
      ];
  }
}

/** The document as .docx bytes. */
export async function renderDocx(doc: DocumentModel): Promise<Buffer> {
  const file = new Document({
    title: doc.title,
    creator: 'Hubshelf',
    description: doc.subtitle,
    sections: [
      {
        children: [
          new Paragraph({ text: doc.title, heading: HeadingLevel.TITLE }),
          new Paragraph({ children: [new TextRun({ text: doc.subtitle, italics: true })] }),
          ...doc.blocks.flatMap(blockParts),
        ],
      },
    ],
  });
  return Packer.toBuffer(file);
}
