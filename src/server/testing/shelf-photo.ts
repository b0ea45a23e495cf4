/**
 * A shelf photo drawn in a test (ADR 0049): one vertical spine per book, side by side, each with its
 * title (large) and author (small) written along the spine, bottom to top, as most English spines are
 * printed. Rendered by sharp from SVG with the system's sans-serif font; JPEG bytes.
 */
import sharp from 'sharp';

export interface DrawnSpine {
  title: string;
  author: string;
}

const SPINE_WIDTH = 110;
const SPINE_HEIGHT = 900;
const COLOURS = ['#1f3a5f', '#7a1f1f', '#2f5d3a', '#5b3a7a', '#8a5a12', '#204f4f'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function spineSvg(spine: DrawnSpine, index: number): string {
  const x = 40 + index * (SPINE_WIDTH + 16);
  const cx = x + SPINE_WIDTH / 2;
  const colour = COLOURS[index % COLOURS.length];
  return `<rect x="${x}" y="50" width="${SPINE_WIDTH}" height="${SPINE_HEIGHT}" fill="${colour}"/>
  <g transform="translate(${cx} ${50 + SPINE_HEIGHT - 40}) rotate(-90)">
    <text x="0" y="6" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="#fff">${escapeXml(spine.title)}</text>
    <text x="${SPINE_HEIGHT - 80}" y="4" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#f3e9c6">${escapeXml(spine.author)}</text>
  </g>`;
}

/** The JPEG photo of `spines` on a wooden shelf. */
export async function drawShelfPhoto(spines: DrawnSpine[]): Promise<Buffer> {
  const width = 80 + spines.length * (SPINE_WIDTH + 16);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${SPINE_HEIGHT + 100}">
  <rect width="100%" height="100%" fill="#c9a46a"/>
  ${spines.map(spineSvg).join('\n')}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
