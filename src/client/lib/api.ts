/**
 * The one place that builds requests to the Hubshelf API (spec 000 §1 "Shared request conventions"):
 * cookies always sent, JSON bodies with a JSON content type, and any non-OK answer becomes an `ApiError`
 * whose message is `"<status>: <body text>"` (or the status text when the body is empty).
 */
import type { z } from 'zod';
import type { RouteDef } from '@/contract/http';
import { buildPath } from '@/contract/path';
import { offlineActionMessage } from './offline';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The raw body text of the answer. */
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `message` field when the body is JSON, else undefined. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** The parsed JSON body, or undefined. */
  get json(): Record<string, unknown> | undefined {
    try {
      return JSON.parse(this.bodyText) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  }
}

/** A parsed answer with the response headers it came with (e.g. `X-Total-Count` of a browse page). */
export interface WithHeaders<T> {
  data: T;
  headers: Headers;
}

/**
 * Sends one request and resolves with the OK answer, its body unread (for a caller that reads it as a
 * stream); a non-OK answer throws `ApiError` with its body text. A `FormData` body goes as multipart, any
 * other body as JSON. `headers` are added to the request (e.g.
 * an `Accept`). A change (not GET) made while the browser is offline is refused at once with status 0 and
 * the offline message, rather than waiting for a network error
 * (docs/decisions/0034-installable-offline-shell.md), in the language shown.
 */
export async function openRequest(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  if (method !== 'GET' && typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError(0, JSON.stringify({ message: offlineActionMessage() }), 'Offline');
  }
  // a multipart form is sent as it is: the browser sets its Content-Type with the boundary
  const json = body !== undefined && !(body instanceof FormData);
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      !json && Object.keys(headers).length === 0
        ? undefined
        : { ...(json ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

/** Sends one request and parses the answer (JSON, null for an empty body); errors as `openRequest`. */
async function send<T>(method: string, url: string, body?: unknown): Promise<WithHeaders<T>> {
  const res = await openRequest(method, url, body);
  const text = await res.text();
  return { data: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/** Low-level request: `method` to `url` with an optional JSON `body`. Returns parsed JSON (or null for an empty body). */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  return (await send<T>(method, url, body)).data;
}

type In<T> = T extends z.ZodType ? z.input<T> : undefined;

export interface CallArgs<R extends RouteDef> {
  params?: Record<string, string | number>;
  query?: In<R['query']> | Record<string, string | number | boolean | undefined | null>;
  body?: In<R['body']>;
}

/** Query string from an object, skipping undefined, null and empty values; arrays join with commas. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) search.set(key, value.join(','));
    } else search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** The URL of a route call: path params filled in, then the query string. */
function routeUrl(route: Pick<RouteDef, 'path'>, args: CallArgs<RouteDef>): string {
  return (
    buildPath(route.path, args.params) + toQueryString(args.query as Record<string, unknown> | undefined)
  );
}

/** Calls a contract route: fills path params, adds the query string, sends the body, returns the typed answer. */
export function call<R extends RouteDef>(route: R, args: CallArgs<R> = {}): Promise<z.output<R['response']>> {
  return callPath<R>(route, args);
}

/**
 * `call` for a route given by its method and path only (the zod-free table in src/contract/paths.ts), so
 * modules of the first load do not pull in zod (ARCHITECTURE §6). The contract route `R`, imported as a
 * type only, types the arguments and the answer and must have the same method and path:
 * `callPath<typeof authRoutes.me>(authPaths.me)`.
 */
export function callPath<R extends RouteDef>(
  route: Pick<R, 'method' | 'path'>,
  args: CallArgs<R> = {},
): Promise<z.output<R['response']>> {
  return apiRequest(route.method, routeUrl(route, args), args.body);
}

/**
 * `callPath` that also returns the answer's headers, for the few routes whose answer carries data in them
 * (browse: `X-Total-Count`, `X-Has-More`). Typed by the contract route `R` as `callPath`; errors as `call`.
 */
export function callWithHeaders<R extends RouteDef>(
  route: Pick<R, 'method' | 'path'>,
  args: CallArgs<R> = {},
): Promise<WithHeaders<z.output<R['response']>>> {
  return send(route.method, routeUrl(route, args), args.body);
}

/** Like `call`, but a 401 answer yields null instead of an error (the spec's "returnNull" read mode). */
export async function callOrNullOn401<R extends RouteDef>(
  route: R,
  args: CallArgs<R> = {},
): Promise<z.output<R['response']> | null> {
  try {
    return await call(route, args);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** The message to show a person for a failed call: the server's `message`, else `fallback`. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.serverMessage ?? fallback;
  return fallback;
}
