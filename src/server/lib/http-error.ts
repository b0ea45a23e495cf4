/**
 * An error a route answers with: `status` (4xx) and a human `message`, plus optional extra body
 * fields (e.g. `{ minApartments, suggestedSocieties }`, spec 001 §8). Services throw it; the error
 * handler turns it into `{ message, ...extra }`. Messages are catalogue keys (`localizedError`, ADR 0042)
 * answered in the caller's language; the helpers taking an English string remain for plain texts.
 */
import { t, type MessageKey, type MessageVars } from '../i18n/t';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** A catalogue message (ADR 0042): the handler renders it in the caller's language. */
    readonly localized?: LocalizedMessage,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A message by catalogue key; `fields` also get it as `errors[field]` (a form field's message). */
export interface LocalizedMessage {
  key: MessageKey;
  vars?: MessageVars;
  fields?: readonly string[];
}

/**
 * An HttpError whose message is the catalogue `key` (ADR 0042): `message` holds the English text (for
 * logs and callers in code); the error handler answers it in the request's language, and repeats it
 * under `errors[field]` for each of `fields`.
 */
export function localizedError(
  status: number,
  key: MessageKey,
  options: { vars?: MessageVars; fields?: readonly string[]; extra?: Record<string, unknown> } = {},
): HttpError {
  const { vars, fields, extra = {} } = options;
  return new HttpError(status, t(key, vars), extra, { key, vars, fields });
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
/** 401: without a message 'Please sign in to continue', in the caller's language. */
export const unauthorized = (message?: string) =>
  message === undefined ? localizedError(401, 'common:unauthorized') : new HttpError(401, message);
/** 403: without a message 'You do not have permission to do that', in the caller's language. */
export const forbidden = (message?: string) =>
  message === undefined ? localizedError(403, 'common:forbidden') : new HttpError(403, message);
/** 404: without a message 'Not found', in the caller's language. */
export const notFound = (message?: string) =>
  message === undefined ? localizedError(404, 'common:notFound') : new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, extra);
