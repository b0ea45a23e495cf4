/**
 * Barcode photos for end-to-end tests of the Scan Barcode dialog (spec 000 §2, §8 "Barcode from image";
 * ADR 0031): an EAN-13 drawn by bwip-js, and the bars of any 13 digits, a wrong check digit included
 * (bwip-js refuses one), drawn from the EAN-13 tables.
 */
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';

/** A PNG photo of the EAN-13 `code`, with quiet zones and its digits. */
export async function barcodePng(code: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'ean13',
    text: code,
    scale: 3,
    height: 20,
    includetext: true,
    paddingwidth: 20,
    paddingheight: 20,
    backgroundcolor: 'FFFFFF',
  });
}

// EAN-13 digit patterns (1 = bar): L and G for the left half (chosen by the first digit), R for the right.
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const flip = (p: string) => [...p].map((b) => (b === '0' ? '1' : '0')).join('');
const R = L.map(flip);
const G = R.map((p) => [...p].reverse().join(''));
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** A PNG of the bars of any 13 digits `code`, its check digit as given (right or wrong), no digits printed. */
export async function anyEan13Png(code: string): Promise<Buffer> {
  const d = [...code].map(Number);
  let bits = '101';
  for (let i = 1; i <= 6; i++) bits += (PARITY[d[0]!]![i - 1] === 'L' ? L : G)[d[i]!];
  bits += '01010';
  for (let i = 7; i <= 12; i++) bits += R[d[i]!];
  bits += '101';
  const [module, quiet, height] = [3, 36, 90];
  const bars = [...bits]
    .map((b, i) =>
      b === '1' ? `<rect x="${quiet + i * module}" y="${quiet}" width="${module}" height="${height}"/>` : '',
    )
    .join('');
  const width = bits.length * module + 2 * quiet;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height + 2 * quiet}"><rect width="100%" height="100%" fill="#fff"/>${bars}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
