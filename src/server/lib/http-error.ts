/**
 * An error a route answers with: `status` (4xx) and a human `message`, plus optional extra body
 * fields (e.g. `{ minApartments, suggestedSocieties }`, spec 001 §8). Services throw it; the error
 * handler turns it into `{ message, ...extra }`.
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
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, extra);
