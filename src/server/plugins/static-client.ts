/**
 * Serves the built React client from dist/client on the same port as the API, with an SPA fallback:
 * any non-API GET that is not a file answers index.html so client routes survive reload. A member
 * (session cookie) opening one of FIRST_PAINT_ROUTES (src/contract/first-paint.ts: home, /browse, Profile,
 * …) gets index.html with that page's frame painted in place of the splash screen, in their language
 * (first-paint.ts, docs/decisions/0043-lighter-first-screen.md, 0061-member-route-frames.md).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { firstPaintRouteId } from '@/contract/first-paint';
import { requestLanguage } from '../i18n/request-language';
import { firstPaintPages, type FirstPaintPage } from './first-paint';
import { SESSION_COOKIE } from './session';
import { t } from '../i18n/t';

/** The built client; CLIENT_DIR overrides it (end-to-end suites running side by side build to their own folder). */
export const CLIENT_DIR =
  process.env.CLIENT_DIR || fileURLToPath(new URL('../../../dist/client', import.meta.url));

/** `clientDir`: the built client to serve (default CLIENT_DIR; tests pass a folder of their own). */
export interface StaticClientOptions {
  clientDir?: string;
}

export const staticClientPlugin = fp(async (app: FastifyInstance, options: StaticClientOptions) => {
  const clientDir = options.clientDir ?? CLIENT_DIR;
  if (!existsSync(clientDir)) {
    app.log.warn(`client build not found in ${clientDir}; run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    // `/` is not index.html's file: it goes through the app route below, where a member gets home's frame
    index: false,
    cacheControl: false,
    // Brotli/gzip copies written by the build (vite.config.ts `precompress`), sent when the browser accepts them.
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const firstPaint = firstPaintPages(clientDir);
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/'))
      return reply.status(404).send({ message: t('common:notFound', {}, requestLanguage(request)) });
    // A session cookie is a hint, not a check: a stale one gets the frame, then the sign-in page.
    const id = request.cookies[SESSION_COOKIE] ? firstPaintRouteId(request.url.split('?')[0]!) : undefined;
    const page = id ? firstPaint.get(`${id}.${requestLanguage(request)}`) : undefined;
    if (page) return sendPage(reply, page, String(request.headers['accept-encoding'] ?? ''));
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});

/** A first-paint page, Brotli or gzip when the browser accepts it; it depends on the cookies and languages sent. */
function sendPage(reply: FastifyReply, page: FirstPaintPage, acceptEncoding: string) {
  const encoding = /\bbr\b/.test(acceptEncoding)
    ? 'br'
    : /\bgzip\b/.test(acceptEncoding)
      ? 'gzip'
      : undefined;
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
}
