/**
 * Serves stored files at `/files/{key}` from the file store (disk or S3; ADR
 * docs/decisions/0020-profile-account-and-storage.md). Every upload gets a new random name, so a file
 * never changes under its URL: `Cache-Control: public, max-age=31536000, immutable`, with `nosniff` so a
 * browser keeps to the stored type. A key of any other shape, or a missing file, answers 404.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isSafeKey } from '../integrations/storage';
import { requestLanguage } from '../i18n/request-language';
import { t } from '../i18n/t';

/** URL prefix of stored files. */
export const FILES_PREFIX = '/files/';
/** The store key of a profile picture URL this server made (`/files/avatars/x.webp` → `avatars/x.webp`), else null. */
export function avatarKeyOf(url: string | null): string | null {
  return url?.startsWith(`${FILES_PREFIX}avatars/`) ? url.slice(FILES_PREFIX.length) : null;
}

/** One year, in seconds: how long a browser may keep a stored file. */
export const FILE_MAX_AGE_S = 31_536_000;

export const filesPlugin = fp(async (app: FastifyInstance) => {
  app.get<{ Params: { '*': string } }>(`${FILES_PREFIX}*`, async (request, reply) => {
    const key = request.params['*'];
    const file = isSafeKey(key) ? await app.deps.files.get(key) : null;
    if (!file)
      return reply.status(404).send({ message: t('common:fileNotFound', {}, requestLanguage(request)) });
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', `public, max-age=${FILE_MAX_AGE_S}, immutable`)
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  });
});
