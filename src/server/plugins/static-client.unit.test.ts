import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_ROUTES } from '@/contract/first-paint';
import { SESSION_COOKIE } from './session';
import { staticClientPlugin } from './static-client';

// A client folder made of the real index.html and the first-paint files the client's test writes
// (src/client/app/first-paint); Vitest runs from the repository root.
const clientDir = mkdtempSync(join(tmpdir(), 'hubshelf-client-'));
mkdirSync(join(clientDir, 'first-paint'));
copyFileSync('src/client/index.html', join(clientDir, 'index.html'));
for (const { id } of FIRST_PAINT_ROUTES)
  for (const lng of ['en', 'hi'])
    copyFileSync(
      `src/client/public/first-paint/${id}.${lng}.html`,
      join(clientDir, 'first-paint', `${id}.${lng}.html`),
    );
const frame = (lng: string, id = 'browse') =>
  readFileSync(join(clientDir, 'first-paint', `${id}.${lng}.html`), 'utf8').trim();

const app = Fastify();
beforeAll(async () => {
  await app.register(cookie);
  await app.register(staticClientPlugin, { clientDir });
  await app.ready();
});
afterAll(() => app.close());

const member = { cookie: `${SESSION_COOKIE}=some-session` };
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the first paint of /browse (docs/decisions/0043-lighter-first-screen.md)', () => {
  it('a member opening /browse gets the page frame in place of the splash screen, in English by default', async () => {
    const res = await get('/browse', member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.body).toContain(frame('en'));
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('Search books, authors or keywords');
    expect(res.body).not.toContain('Loading Hubshelf');
  });

  it('in Hindi for a browser or cookie that chose Hindi, with filters in the address too', async () => {
    const byHeader = await get('/browse?search=potter', { ...member, 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(byHeader.body).toContain(frame('hi'));
    expect(byHeader.body).toContain('<html lang="hi"');
    const byCookie = await get('/browse', { cookie: `${member.cookie}; hubshelf_lang=hi` });
    expect(byCookie.body).toContain(frame('hi'));
  });

  it('is sent compressed to a browser that accepts Brotli', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/browse',
      headers: { ...member, 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(frame('en'));
  });

  it("a member opening any route of FIRST_PAINT_ROUTES gets that route's frame (ADR 0061), home at / too", async () => {
    for (const { id, path } of FIRST_PAINT_ROUTES) {
      const res = await get(path, { ...member, 'accept-language': 'hi' });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(frame('hi', id));
      expect(res.body, path).not.toContain('Loading Hubshelf');
      expect(res.body, path).toContain(
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me">',
      );
    }
    expect((await get('/', member)).body).toContain('href="/api/societies/my"');
  });

  it('a visitor without a session, and a member on another page, get the splash screen', async () => {
    const visits = [
      await get('/browse'),
      await get('/'),
      await get('/auth', member),
      await get('/societies/3', member),
      await get('/browse/', member),
      await get('/my-books', member),
    ];
    for (const res of visits) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Loading Hubshelf');
      expect(res.body).not.toContain(frame('en'));
    }
  });

  it('an unknown API path is still a 404 with a message', async () => {
    const res = await get('/api/nothing-here', member);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});
