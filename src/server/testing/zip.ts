/**
 * Reads one entry of a zip archive (a .docx is one) for tests, with node:zlib only: finds the entry in the
 * central directory and inflates it. Throws when the bytes are not a zip or the entry is missing, so a test
 * that calls it also checks that the file is a valid archive. Stored (0) and deflated (8) entries only.
 */
import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The names of the entries in `zip`, in directory order. */
export function zipEntryNames(zip: Buffer): string[] {
  return centralEntries(zip).map((e) => e.name);
}

/** The text (UTF-8) of the entry `name` of `zip`. */
export function readZipEntry(zip: Buffer, name: string): string {
  const entry = centralEntries(zip).find((e) => e.name === name);
  if (!entry) throw new Error(`zip has no entry ${name}`);
  const at = entry.localOffset;
  if (zip.readUInt32LE(at) !== LOCAL_HEADER) throw new Error(`bad local header for ${name}`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.toString('utf8');
  if (entry.method === 8) return inflateRawSync(data).toString('utf8');
  throw new Error(`unsupported zip method ${entry.method}`);
}

interface CentralEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

function centralEntries(zip: Buffer): CentralEntry[] {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (zip.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip archive');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: CentralEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CENTRAL_ENTRY) throw new Error('bad central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}
