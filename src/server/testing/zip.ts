/**
 * The one home for reading a ZIP archive in tests, e2e specs and benches (the export of ADR 0052, a .docx),
 * with yauzl. Every reader rejects when the bytes are not a valid archive, so a test that calls one also
 * checks that the file is a ZIP.
 */
import yauzl from 'yauzl';

/** Every entry of the ZIP `zip` by name, in directory order, as bytes. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** The names of the entries in `zip`, in directory order. */
export async function zipEntryNames(zip: Buffer): Promise<string[]> {
  return [...(await unzip(zip)).keys()];
}

/** The text (UTF-8) of the entry `name` of `zip`; rejects when there is no such entry. */
export async function readZipEntry(zip: Buffer, name: string): Promise<string> {
  const entry = (await unzip(zip)).get(name);
  if (!entry) throw new Error(`zip has no entry ${name}`);
  return entry.toString('utf8');
}
