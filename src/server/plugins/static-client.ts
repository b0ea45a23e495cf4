/**
 * Serves the built React client from dist/client on the same port as the API, with an SPA fallback:
 * any non-API GET that is not a file answers index.html so client routes survive reload.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '../i18n/request-language';
import { t } from '../i18n/t';

/** The built client; CLIENT_DIR overrides it (end-to-end suites running side by side build to their own folder). */
export const CLIENT_DIR =
  process.env.CLIENT_DIR || fileURLToPath(new URL('../../../dist/client', import.meta.url));

export const staticClientPlugin = fp(async (app: FastifyInstance) => {
  if (!existsSync(CLIENT_DIR)) {
    app.log.warn(`client build not found in ${CLIENT_DIR}; run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: CLIENT_DIR,
    wildcard: false,
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
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/'))
      return reply.status(404).send({ message: t('common:notFound', {}, requestLanguage(request)) });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
