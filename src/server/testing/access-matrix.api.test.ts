/**
 * The access matrix over the whole contract (ADR 0038, ADR 0006): every route of `ROUTE_GROUPS` has an entry
 * in `ACCESS_MATRIX`, and each is called as every kind of caller with a valid-shaped request. A caller who is
 * not allowed gets 401 signed out and the entry's 403/404 otherwise, with a `message`; an allowed caller is
 * never refused (401/403); nobody ever gets 5xx or waits past the time limit. Callers who are not allowed go
 * first, so a wrong caller would act on the fixture before the allowed one does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLERS,
  startAccessWorld,
  type AccessFixture,
  type AccessWorld,
  type Caller,
} from './access-fixture';
import { ACCESS_MATRIX, FIXTURE_FIELDS, pathIds, type AccessRule } from './access-matrix';
import type { TestApp } from './harness';
import { call, contractRoutes, fillPath, queryString, type ContractRoute } from './route-requests';
import { sampleValid, type JsonSchema } from './schema-values';

let t: TestApp;
let f: AccessFixture;
let world: AccessWorld;
beforeAll(async () => {
  world = await startAccessWorld(1_000);
  ({ t, f } = world);
});
afterAll(() => world.close());

/** A valid-shaped value for `schema`, with the fixture's ids in the fields it names, then `fixed`. */
function valuesFor(schema: JsonSchema | undefined, fixed: Record<string, unknown> = {}) {
  if (!schema) return Object.keys(fixed).length ? fixed : undefined;
  const value = sampleValid(schema, 38);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out = { ...(value as Record<string, unknown>) };
  for (const [field, pick] of Object.entries(FIXTURE_FIELDS)) if (field in out) out[field] = pick(f);
  return { ...out, ...fixed };
}

function requestFor(route: ContractRoute, entry: AccessRule) {
  const params = valuesFor(route.params, { ...pathIds(route.path, f), ...entry.params?.(f) });
  const query = entry.query ? entry.query(f) : valuesFor(route.query);
  const body = entry.body ? entry.body(f) : route.body ? valuesFor(route.body) : undefined;
  return {
    method: route.method,
    url: fillPath(route.path, (params ?? {}) as Record<string, unknown>) + queryString(query),
    body,
  };
}

async function cookieOf(caller: Caller): Promise<string | undefined> {
  if (caller === 'signedOut') return undefined;
  return (await t.sessionFor(f.users[caller])).cookie;
}

describe('the access matrix', () => {
  it('has an entry for every route of the contract, and no other', () => {
    const keys = contractRoutes().map((r) => r.key);
    expect(keys.filter((k) => !(k in ACCESS_MATRIX))).toEqual([]);
    expect(Object.keys(ACCESS_MATRIX).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('answers every route as the table says, for every kind of caller', async () => {
    const wrong: string[] = [];
    for (const route of contractRoutes()) {
      const entry = ACCESS_MATRIX[route.key];
      if (!entry) continue;
      const req = requestFor(route, entry);
      const denied = CALLERS.filter((c) => !entry.allow.includes(c));
      for (const caller of [...denied, ...entry.allow]) {
        const res = await call(t.app, { ...req, cookie: await cookieOf(caller) });
        const allowed = entry.allow.includes(caller);
        const expected = allowed
          ? null
          : caller === 'signedOut'
            ? 401
            : (entry.deniedTo?.[caller] ?? entry.denied);
        const message = (res.body as { message?: unknown } | null)?.message;
        const bad =
          res.status === 0 ||
          res.status >= 500 ||
          (expected !== null && res.status !== expected) ||
          (allowed && (res.status === 401 || res.status === 403) && !entry.answers?.includes(res.status)) ||
          (res.status >= 400 && !entry.page && typeof message !== 'string');
        if (bad) {
          const said = typeof message === 'string' ? ` "${message}"` : '';
          wrong.push(`${route.key} as ${caller}: ${res.status}${said}, expected ${expected ?? 'allowed'}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
