/**
 * fast-check arbitraries for hostile requests, shaped by a route's OpenAPI description. A
 * hostile object is a plausible one (the fields and types the route expects, real ids) with one
 * thing wrong: one field hostile, required fields missing, unknown fields added, or nothing at
 * all, so the bad value gets past everything else and reaches the handler and the database.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi-routes.ts';

/** Strings that broke something once, or break servers often. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'Ann\u0000Lee',
  '%00',
  '\t\r\n',
  'line\nbreak',
  '\u001b[31mred',
  '\u007f',
  '\u202eevil',
  '\ud800',
  '\uffff',
  '😀👍🏽',
  'ＧＥＧ１',
  "' OR 1=1 --",
  '"; drop table employees; --',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0x1F',
  'true',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '6f1c2b3a-0000-4000-8000-00000000000g',
  '6F1C2B3A-1D2E-4F5A-8B9C-0D1E2F3A4B5C',
];

/** Just over common limits, and enough random text to pass PostgreSQL's btree row limit (~2.7 kB) even compressed. */
const LONG_TEXT_LENGTHS = [51, 65, 101, 201, 501, 2_800, 10_000, 200_000];

function incompressibleText(length: number, seed: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let state = seed >>> 0 || 1;
  let text = '';
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    text += alphabet[(state >>> 0) % alphabet.length];
  }
  return text;
}

const longText = fc.tuple(fc.constantFrom(...LONG_TEXT_LENGTHS), fc.integer()).map(([length, seed]) => incompressibleText(length, seed));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_TEXT), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 30 }).map((s) => `${s}\u0000${s}`), weight: 1 },
  { arbitrary: longText, weight: 2 },
);

const weirdNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 21, 2 ** 31 - 1, 2 ** 31, 2 ** 53 + 2, 2 ** 63, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Calendar edge cases, years PostgreSQL or Date arithmetic choke on, and things that are not dates. */
const HOSTILE_DATES = [
  '2026-02-29',
  '2024-02-29',
  '0000-01-01',
  '0001-01-01',
  '0999-12-31',
  '1000-01-01',
  '1969-12-31',
  '9999-12-31',
  '10000-01-01',
  '+275760-09-13',
  '2026-11-22T00:00:00Z',
  '22/11/2026',
  '2026-13-01',
];

/** Anything JSON can carry: the wrong type for whatever a field expects. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, '', [], {}, [null], { '': null }),
  weirdNumber,
  hostileText,
  fc.jsonValue({ maxDepth: 3 }),
);

export type ValueContext = {
  /** Real ids of the fixture for a uuid field, so a request can get past "not found". */
  ids: (field: string) => readonly string[];
};

/** Values that pass a field's check, so the hostile one beside them reaches the handler. */
const PLAUSIBLE_TEXT: Record<string, fc.Arbitrary<string>> = {
  start_time: fc.constantFrom('07:00', '9:30', '23:45', '00:00'),
  end_time: fc.constantFrom('08:00', '11:15', '01:30'),
  timezone: fc.constantFrom('America/Chicago', 'UTC', 'Europe/Berlin'),
  code: fc.nat(99_999).map((n) => `C${n}`),
  station_code: fc.nat(99_999).map((n) => `Z-${n}`),
  search: fc.constantFrom('ann', 'lee', 'an le', 'xyz'),
  // The account endpoints: an account of the fixture and an unknown one, and links back into the app.
  email: fc.constantFrom('fuzz-target@stationboard.local', 'nobody@stationboard.local'),
  callbackURL: fc.constantFrom('/', '/reset-password'),
  redirectTo: fc.constantFrom('/reset-password'),
};

function branchesOf(schema: JsonSchema): JsonSchema[] | undefined {
  return schema.anyOf ?? schema.oneOf ?? (schema.allOf?.[0] ? [schema.allOf[0]] : undefined);
}

function isObject(schema: JsonSchema): boolean {
  return schema.type === 'object' || schema.properties !== undefined;
}

/** A value that passes `schema` as far as the document tells (times and time zones by field name). */
export function plausibleValue(schema: JsonSchema, context: ValueContext, field = ''): fc.Arbitrary<unknown> {
  const branches = branchesOf(schema);
  if (branches) return fc.oneof(...branches.map((branch) => plausibleValue(branch, context, field)));
  if (isObject(schema)) return plausibleObject(schema, context);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (schema.type) {
    case 'array':
      return fc.array(plausibleValue(schema.items ?? {}, context, field), { maxLength: 3 });
    case 'string': {
      if (schema.format === 'uuid') {
        const known = context.ids(field);
        return known.length > 0 ? fc.constantFrom(...known) : fc.uuid();
      }
      if (schema.format === 'date') return fc.constantFrom('2026-11-22', '2026-11-23');
      return PLAUSIBLE_TEXT[field] ?? fc.constantFrom('Ann Lee', 'annlee', 'Receive Dock', 'Q1');
    }
    case 'integer':
    case 'number':
      return fc.integer({ min: Math.max(schema.minimum ?? 0, -1000), max: Math.min(schema.maximum ?? 1000, 1000) });
    case 'boolean':
      return fc.boolean();
    default:
      return fc.constant(null);
  }
}

function plausibleObject(schema: JsonSchema, context: ValueContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {}).filter(([, property]) => !property.not);
  const required = new Set(schema.required ?? []);
  return fc.record(Object.fromEntries(properties.map(([name, property]) => [name, plausibleValue(property, context, name)])), {
    requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
  });
}

/** A wrong value of the field's own kind (odd numbers, odd dates, hostile text), or any JSON at all. */
function hostileLeaf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const ofKind = (() => {
    switch (schema.type) {
      case 'string':
        if (schema.format === 'date') return fc.oneof({ arbitrary: fc.constantFrom(...HOSTILE_DATES), weight: 3 }, { arbitrary: hostileText, weight: 1 });
        return fc.oneof({ arbitrary: hostileText, weight: 4 }, { arbitrary: fc.uuid(), weight: 1 });
      case 'integer':
      case 'number':
        return fc.oneof({ arbitrary: weirdNumber, weight: 3 }, { arbitrary: weirdNumber.map(String), weight: 1 }, { arbitrary: hostileText, weight: 1 });
      case 'boolean':
        return fc.constantFrom('true', 'false', 0, 1, 'yes');
      default:
        return hostileText;
    }
  })();
  return fc.oneof({ arbitrary: ofKind, weight: 4 }, { arbitrary: anyJson, weight: 1 });
}

const extraFields = fc.dictionary(fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', 'id', 'created_at', 'is_active')), anyJson, {
  minKeys: 1,
  maxKeys: 3,
});

/** `schema` with one thing wrong; for an object, one of several ways of being wrong. */
export function hostileValue(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown> {
  const branches = branchesOf(schema);
  if (branches) return fc.oneof(...branches.map((branch) => hostileValue(branch, context)));
  if (!isObject(schema)) return hostileLeaf(schema);
  const names = Object.keys(schema.properties ?? {});
  const plausible = plausibleObject(schema, context);
  const ways: fc.WeightedArbitrary<unknown>[] = [
    // Every field missing at once: what `PUT {}` sends.
    { arbitrary: fc.constant({}), weight: 2 },
    { arbitrary: anyJson, weight: 1 },
    { arbitrary: fc.tuple(plausible, extraFields).map(([value, extra]) => ({ ...extra, ...value })), weight: 1 },
  ];
  if (names.length > 0) {
    ways.push(
      {
        arbitrary: fc
          .constantFrom(...names)
          .chain((name) => fc.tuple(plausible, hostileValue(schema.properties![name]!, context)).map(([value, bad]) => ({ ...value, [name]: bad }))),
        weight: 6,
      },
      {
        arbitrary: fc.tuple(plausible, fc.subarray(names, { minLength: 1 })).map(([value, dropped]) => {
          const rest = { ...value };
          for (const name of dropped) delete rest[name];
          return rest;
        }),
        weight: 2,
      },
    );
  }
  return fc.oneof(...ways);
}
