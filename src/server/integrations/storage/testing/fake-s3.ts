/**
 * A small local S3-compatible server for tests (node:http on port 0): path-style `PUT`, `GET` and
 * `DELETE` of `/{bucket}/{key}`, objects kept in memory with their content type. Every request must carry
 * an AWS Signature V4 `Authorization` header naming `accessKeyId` (403 otherwise); the signature itself
 * is not recomputed. A missing object answers S3's 404 `NoSuchKey` XML. Requests are recorded.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** stored objects by key */
  objects: Map<string, { data: Buffer; contentType: string }>;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(bucket: string, accessKeyId: string): Promise<FakeS3> {
  const objects = new Map<string, { data: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ method: req.method ?? '', path: url.pathname });
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('AWS4-HMAC-SHA256') || !auth.includes(`Credential=${accessKeyId}/`)) {
      res
        .writeHead(403, { 'content-type': 'application/xml' })
        .end(xmlError('AccessDenied', 'Access Denied'));
      return;
    }
    const prefix = `/${bucket}/`;
    if (!url.pathname.startsWith(prefix)) {
      res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(xmlError('NoSuchBucket', 'No such bucket'));
      return;
    }
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    if (req.method === 'PUT') {
      const data = await bodyOf(req);
      objects.set(key, { data, contentType: req.headers['content-type'] ?? 'application/octet-stream' });
      res.writeHead(200, { etag: '"fake"' }).end();
    } else if (req.method === 'GET') {
      const obj = objects.get(key);
      if (!obj) {
        res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchKey', 'No such key'));
        return;
      }
      res
        .writeHead(200, { 'content-type': obj.contentType, 'content-length': obj.data.length })
        .end(obj.data);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
