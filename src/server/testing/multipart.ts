/**
 * Posting a file as a browser would in API tests: one multipart/form-data request with text fields and a
 * file part, sent through `app.inject`.
 */
import type { TestApp, TestUser } from './harness';

/** The file part of a multipart request: its field name, file name, content type and bytes. */
export interface FilePart {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

/**
 * POSTs `fields` (text, first) and `file` (one part, or several in order) as multipart/form-data to `url`
 * as `who` (signed out when null). Answers `{ status, body }` with the JSON body parsed.
 */
export async function postMultipart(
  t: TestApp,
  who: TestUser | null,
  url: string,
  file: FilePart | readonly FilePart[],
  fields: Record<string, string> = {},
) {
  const boundary = `----hubshelf${Math.random().toString(16).slice(2)}`;
  const text = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const parts: readonly FilePart[] = 'field' in file ? [file] : file;
  const files = parts.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  const payload = Buffer.concat([...text, ...files, Buffer.from(`--${boundary}--\r\n`)]);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(who ? { cookie: who.cookie } : {}),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}
