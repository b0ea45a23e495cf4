/**
 * One error handler for the whole API (ARCHITECTURE §3): every error body has a `message`, in the caller's
 * language (ADR 0042; `requestLanguage`).
 * - zod validation → 400 `{ message: <first issue>, errors: { "field.path": message } }`, each message the
 *   contract's English text rendered in the caller's language (`localizeValidationMessage`); a route may
 *   name the `message` for a malformed body whose first issue has no text of the contract's own
 *   (`invalidBodyMessage`: the extension calls' spec 002 §8 texts)
 * - `HttpError` → its status and `{ message, ...extra }`; a catalogue message (`localizedError`) in the
 *   caller's language (ADR 0042)
 * - Fastify client errors (bad JSON, too large, rate limit) → their 4xx status and message (Fastify's
 *   English, or its catalogue text in another language)
 * - the database unreachable (restart, failover; ADR 0037) → 503 `{ message: DATABASE_UNAVAILABLE_MESSAGE }`
 * - the file store cannot keep an upload (disk full or read-only, S3 failing; ADR 0055) → 507
 *   `{ message: 'Hubshelf cannot store files right now. Please try again later.' }`
 * - a PostgreSQL data exception (SQLSTATE class 22: a number out of an integer column's range, a NUL byte
 *   in text) → 400 `{ message: VALUE_NOT_ACCEPTED }`: the caller's value, not the server, is at fault
 *   (ADR 0038; found by the contract fuzz)
 * - anything else → 500 `{ message: "Something went wrong. Please try again." }`; details only in the log.
 */
import type { FastifyInstance, FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { findValidationMessage, localizeValidationMessage, validationMessage } from '@/contract/messages';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import { isDatabaseUnavailable } from '../lib/db-unavailable';
import { t, type MessageKey } from '../i18n/t';
import { requestLanguage } from '../i18n/request-language';
import { renderLocalized } from '../i18n/render-error';
import { HttpError } from '../lib/http-error';
import { StorageUnavailableError } from '../integrations/storage';

/** The 400 message for a value the database cannot hold (ADR 0038). */
export const VALUE_NOT_ACCEPTED = t('common:valueNotAccepted');

/** Fastify's own 4xx errors with a catalogue text (the English is Fastify's message, word for word). */
const FASTIFY_MESSAGES: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'common:request.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'common:request.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'common:request.contentLength',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'common:request.emptyJson',
  FST_ERR_CTP_INVALID_JSON_BODY: 'common:request.invalidJson',
};

/** The SQLSTATE of a database error, looked up through the wrappers' `cause` chain (drizzle wraps driver errors). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the 413 message (a catalogue key) of a route whose body is over its limit */
    bodyTooLargeMessage?: MessageKey;
    /**
     * the 400 message (a catalogue key) of a route whose body is malformed, when the body's first issue is
     * not one of the contract's own messages (a missing body, a wrong type, zod's generic wording)
     */
    invalidBodyMessage?: MessageKey;
  }
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const lng = () => requestLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // the schemas' English messages, rendered in the caller's language (ADR 0042)
      const language = lng();
      const localize = (text: string) =>
        localizeValidationMessage(text, (key, vars) => t(`validation:${key}`, vars, language));
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        if (!(path in errors))
          errors[path] = localize(issue.message ?? validationMessage('request.invalidValue'));
      }
      const first = error.validation[0]?.message ?? validationMessage('request.invalidRequest');
      const routeMessage = request.routeOptions.config?.invalidBodyMessage;
      const message =
        routeMessage && error.validationContext === 'body' && !findValidationMessage(first)
          ? t(routeMessage, {}, language)
          : localize(first);
      return reply.status(400).send({ message, errors });
    }
    if (error instanceof HttpError) {
      if (!error.localized)
        return reply.status(error.status).send({ ...error.extra, message: error.message });
      return reply.status(error.status).send(renderLocalized(error, lng()));
    }
    const status = (error as FastifyError).statusCode;
    // a route may name its own too-large message (the shelf photo, ADR 0031)
    const tooLarge = request.routeOptions.config?.bodyTooLargeMessage;
    if (status === 413 && tooLarge) return reply.status(413).send({ message: t(tooLarge, {}, lng()) });
    if (status && status >= 400 && status < 500) {
      const key = FASTIFY_MESSAGES[(error as FastifyError).code];
      const language = lng();
      const message = key && language !== DEFAULT_LANGUAGE ? t(key, {}, language) : error.message;
      return reply.status(status).send({ message });
    }
    // before the database check: an unreachable S3 service's cause is a socket error too
    if (error instanceof StorageUnavailableError) {
      request.log.error({ err: error, cause: error.cause }, 'file store unavailable');
      return reply.status(507).send({ message: t('common:storageUnavailable', {}, lng()) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: t('common:unavailable', {}, lng()) });
    }
    if (sqlStateOf(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(400).send({ message: t('common:valueNotAccepted', {}, lng()) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: t('common:failed', {}, lng()) });
  });

  app.setNotFoundHandler((request, reply) => {
    const vars = { method: request.method, path: request.url.split('?')[0] ?? '' };
    reply.status(404).send({ message: t('common:noRoute', vars, requestLanguage(request)) });
  });
});
