/**
 * Values from a contract route's zod schemas, for the access matrix and the contract fuzz (ADR 0038): the
 * schema is turned into JSON Schema (`z.toJSONSchema`, input side) and a small generator makes fast-check
 * arbitraries of valid values from it. Only the JSON Schema keywords the contract uses are read (type,
 * properties/required, items, enum/const, anyOf/oneOf, min/max lengths and bounds, pattern, format).
 */
import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema the contract's schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** A zod schema as JSON Schema (input side: what a caller sends); transforms and coercions read as their input. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.constantFrom('asha@example.com', 'ravi.k@example.org'),
  'date-time': () =>
    fc
      .date({
        min: new Date('2026-01-01T00:00:00Z'),
        max: new Date('2027-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString()),
  date: () => fc.constantFrom('2026-11-21', '2027-01-05'),
  uri: () => fc.constantFrom('https://example.com/a', 'https://hubshelf.example/b'),
  url: () => fc.constantFrom('https://example.com/a', 'https://hubshelf.example/b'),
  uuid: () => fc.uuid(),
};

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format && FORMATS[s.format]) return FORMATS[s.format]();
  if (s.pattern) {
    const min = s.minLength ?? 0;
    const max = s.maxLength ?? Infinity;
    return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= min && v.length <= max);
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 24, Math.max(minLength, 24));
  return fc
    .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCDEF0123456789'), minLength, maxLength })
    .filter((v) => minLength === 0 || v.trim().length >= minLength);
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? 0);
  const high = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? low + 1000);
  const min = Math.max(low, -1e6);
  const max = Math.max(min, Math.min(high, min + 10_000));
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary of values valid for `s` (best effort: refinements zod cannot export are not known here). */
export function validArbitrary(s: JsonSchema | boolean): fc.Arbitrary<unknown> {
  if (typeof s === 'boolean') return fc.constant('x');
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union) return fc.oneof(...union.map(validArbitrary));
  if (s.allOf?.length) return validArbitrary(Object.assign({}, ...s.allOf) as JsonSchema);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) record[k] = validArbitrary(v);
      return fc.record(record, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    case 'array':
      return fc.array(validArbitrary(s.items ?? {}), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, Math.max(s.minItems ?? 0, 3)),
      });
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.constant('x');
  }
}

/** One valid value for `s`, the same for the same seed (every property present, so services see a full body). */
export function sampleValid(s: JsonSchema, seed: number): unknown {
  const full: JsonSchema = s.type === 'object' ? { ...s, required: Object.keys(s.properties ?? {}) } : s;
  return fc.sample(validArbitrary(full), { seed, numRuns: 1 })[0];
}
