/**
 * Hostile inputs for the contract fuzz (ADR 0038), built with fast-check from a route's JSON Schema: a valid
 * value with one or more fields replaced by a wrong type, a huge or strange string (unicode, NUL, SQL and
 * HTML fragments), a deep object, hostile numbers (negative, fractional, huge: money fields included),
 * a missing required field or extra fields; or a wholly wrong value.
 */
import fc from 'fast-check';
import { validArbitrary, type JsonSchema } from './schema-values';

const FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%00',
  '\u0000',
  'null',
  'undefined',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '🧑🏽‍🤝‍🧑🏻📚',
  '\ud800',
  '  ',
  '',
];

const NUMBERS = [-1, 0, -0.01, 0.5, 1.999, -100_000, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, 5e-324];

/** A string a caller should never be able to hurt the server with. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...FRAGMENTS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 10_000, max: 300_000 }).map((n) => 'ß'.repeat(n)),
  fc.constantFrom(...FRAGMENTS).map((s) => `The Guide ${s}`),
);

/** A number outside what money and counts allow: negative, fractional, huge, tiny. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1_000_000, max: -1 }),
);

/** An object nested `depth` levels (`{ a: { a: … } }`), or an array nested the same way. */
export const deepValue: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 20, max: 2_000 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
    return value;
  });

/** Any value of the wrong kind. */
export const anyHostile: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  deepValue,
  fc.constantFrom(null, true, false, [], {}, [1, 'two', null]),
  fc.dictionary(hostileString, hostileString, { maxKeys: 5 }),
);

function breakField(value: Record<string, unknown>, s: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(s.properties ?? {});
  const required = s.required ?? [];
  const moves: fc.Arbitrary<unknown>[] = [
    fc
      .dictionary(
        fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'userId', 'id', 'extra'),
        anyHostile,
        {
          minKeys: 1,
          maxKeys: 3,
        },
      )
      .map((extra) => ({ ...value, ...extra })),
  ];
  if (keys.length) {
    moves.push(
      fc
        .tuple(fc.constantFrom(...keys), fc.oneof(anyHostile, hostileString, hostileNumber))
        .map(([k, v]) => ({ ...value, [k]: v })),
      fc.subarray(keys, { minLength: 1 }).chain((picked) =>
        fc.tuple(...picked.map(() => anyHostile)).map((vs) => ({
          ...value,
          ...Object.fromEntries(picked.map((k, i) => [k, vs[i]])),
        })),
      ),
    );
  }
  if (required.length) {
    moves.push(
      fc.constantFrom(...required).map((k) => {
        const rest = { ...value };
        delete rest[k];
        return rest;
      }),
    );
  }
  return fc.oneof(...moves);
}

/**
 * Hostile values for a route's body, query or params schema: mostly a valid value with some fields broken,
 * sometimes a wholly wrong value. Without a schema, any hostile value (a route that takes no body).
 */
export function hostileArbitrary(s: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!s) return anyHostile;
  const valid = validArbitrary(s);
  if (s.type !== 'object') return fc.oneof(valid, anyHostile);
  return fc.oneof(
    { weight: 4, arbitrary: valid.chain((v) => breakField(v as Record<string, unknown>, s)) },
    { weight: 1, arbitrary: anyHostile },
    { weight: 1, arbitrary: valid },
  );
}
