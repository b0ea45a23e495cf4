/**
 * The body of a catalogue-keyed HttpError in a language (ADR 0042): `{ ...extra, message, errors? }`,
 * where each of the error's `fields` gets the same message under `errors[field]`.
 */
import type { Language } from '@/domain/languages';
import type { HttpError } from '../lib/http-error';
import { t } from './t';

/** `{ ...extra, message }` with the message (and field messages) rendered in `lng`. */
export function renderLocalized(error: HttpError, lng: Language): Record<string, unknown> {
  const { key, vars, fields } = error.localized ?? { key: 'auth:', vars: {} };
  const message = error.localized ? t(key, vars, lng) : error.message;
  const body: Record<string, unknown> = { ...error.extra, message };
  if (fields?.length) {
    const errors = { ...((error.extra.errors as Record<string, string> | undefined) ?? {}) };
    for (const field of fields) errors[field] = message;
    body.errors = errors;
  }
  return body;
}
