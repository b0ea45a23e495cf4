/**
 * A local fake Web Push service for tests (docs/decisions/0040-push-icons-offline-actions.md): a plain-HTTP
 * server on loopback that records every message and answers by the endpoint's path: `/gone/…` 410,
 * `/missing/…` 404, `/broken/…` 500, anything else 201. `browser()` makes a subscription the way a browser
 * does (a P-256 key pair and a 16-byte auth secret) and can decrypt what the server was sent (RFC 8291,
 * aes128gcm), so a test sees the message exactly as the device would.
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeBrowser {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The plain text of an aes128gcm message encrypted for this browser. */
  decrypt(body: Buffer): string;
}

export interface FakePushService {
  url: string;
  received: ReceivedPush[];
  /** A browser subscribed at `url + path` (e.g. '/ok/1', '/gone/2'). */
  browser(path: string): FakeBrowser;
  close(): Promise<void>;
}

const STATUS_BY_PREFIX: [string, number][] = [
  ['/gone/', 410],
  ['/missing/', 404],
  ['/broken/', 500],
];

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const status = STATUS_BY_PREFIX.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 201;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    browser: (path) => fakeBrowser(`${url}${path}`),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function fakeBrowser(endpoint: string): FakeBrowser {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: {
      endpoint,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt(body) {
      // header: salt (16) | record size (4) | key id length (1) | key id = the server's public key
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const derive = (info: string, length: number) =>
        Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(info), length));
      const decipher = createDecipheriv(
        'aes-128-gcm',
        derive('Content-Encoding: aes128gcm\0', 16),
        derive('Content-Encoding: nonce\0', 12),
      );
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // the last record ends with the delimiter 0x02 followed by zero padding
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
