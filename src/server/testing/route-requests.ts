/**
 * Concrete requests for contract routes (ADR 0038): the contract's routes with their schemas as JSON Schema,
 * a URL from path params and a query, and one call through `app.inject` with a time limit. Used by the access
 * matrix and the contract fuzz.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@/contract/http';
import { ROUTE_GROUPS } from '@/contract/route-table';
import { jsonSchemaOf, type JsonSchema } from './schema-values';

/** A contract route with its input schemas as JSON Schema. */
export interface ContractRoute {
  key: string;
  method: string;
  path: string;
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
}

/** Every route of `ROUTE_GROUPS`, once per method and path. */
export function contractRoutes(): ContractRoute[] {
  const seen = new Map<string, ContractRoute>();
  for (const { routes } of ROUTE_GROUPS) {
    for (const def of Object.values(routes) as Partial<RouteDef>[]) {
      const key = `${def.method} ${def.path}`;
      if (seen.has(key)) continue;
      seen.set(key, {
        key,
        method: def.method!,
        path: def.path!,
        params: def.params ? jsonSchemaOf(def.params) : undefined,
        query: def.query ? jsonSchemaOf(def.query) : undefined,
        body: def.body ? jsonSchemaOf(def.body) : undefined,
      });
    }
  }
  return [...seen.values()];
}

/** A value as URL text: scalars as themselves, anything else as JSON. */
const asText = (v: unknown): string =>
  typeof v === 'object' && v !== null ? (JSON.stringify(v) ?? '') : String(v);

/** `path` with each `:name` replaced by `params[name]` (URL-encoded; a missing one stays as written). */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z]+)/g, (whole, name: string) =>
    // a lone surrogate cannot be in a URL: it goes as U+FFFD, as a browser would send it
    name in params ? encodeURIComponent(Buffer.from(asText(params[name])).toString()) : whole,
  );
}

/** A query string (`?a=1&b=x`) from scalar values; objects and arrays are sent as JSON text. */
export function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    if (v === undefined) continue;
    search.append(k, asText(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

/** Past this, a call counts as hung (ADR 0038). */
export const CALL_TIME_LIMIT_MS = 5_000;

/** One call through `app.inject`; a call slower than `CALL_TIME_LIMIT_MS` answers status 0 ("hung"). */
export async function call(
  app: FastifyInstance,
  req: { method: string; url: string; cookie?: string; body?: unknown },
): Promise<Answer> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), CALL_TIME_LIMIT_MS);
  });
  const res = await Promise.race([
    app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: {
        ...(req.cookie ? { cookie: req.cookie } : {}),
        ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(req.body === undefined ? {} : { payload: JSON.stringify(req.body) }),
    }),
    hung,
  ]);
  clearTimeout(timer);
  const ms = Date.now() - started;
  if (!res) return { status: 0, body: null, ms };
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    // not JSON (a download)
  }
  return { status: res.statusCode, body, ms };
}
