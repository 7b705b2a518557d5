import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/** JSON text the serialiser writes as it is: numbers JavaScript cannot hold, nesting past the limit. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Ids and names the seeded database holds, by the field or parameter name that carries them. */
export interface Pools {
  byName: Record<string, string[]>;
  /** Every seeded id, for uuid fields with no pool of their own. */
  ids: string[];
}

/** Strings no validation should let reach the database or crash a handler. */
export const hostileStrings = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '\udc00\ud800',
  '\u202eevil',
  'a\u2066b',
  '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069',
  '',
  ' ',
  '\t\n',
  'x'.repeat(70_000),
  '𝕏'.repeat(3000),
  '../../etc/passwd',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\ufeff',
  '\u0085\u2028\u2029',
  '__proto__',
  'constructor',
  'null',
  '-1',
  '1e400',
  '00000000-0000-0000-0000-000000000000',
];

const deepArray = (depth: number) => new RawJson('['.repeat(depth) + ']'.repeat(depth));

/** Values of the wrong kind, numbers at and past every limit, and nesting past the parser's limit. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(
    new RawJson('1e400'),
    new RawJson('-1e400'),
    new RawJson('9007199254740993'),
    new RawJson('1e-400'),
    new RawJson('-0'),
  ),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, -1, 0, 1.5, 2 ** 31, -(2 ** 31) - 1),
  fc.constantFrom(null, true, false, [], {}, [[]], { a: 1 }, ['x'], 0),
  fc.constantFrom(deepArray(31), deepArray(33), deepArray(10_000)),
);

/** A generated value that follows `schema` (bounds, formats, enums), drawing ids from the pools. */
export function validValue(schema: JsonSchema, name: string, pools: Pools): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  let arbitrary: fc.Arbitrary<unknown>;
  if (variants) arbitrary = fc.oneof(...variants.map((variant) => validValue(variant, name, pools)));
  else if (schema.allOf?.[0]) arbitrary = validValue(schema.allOf[0], name, pools);
  else if (schema.enum) arbitrary = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) arbitrary = fc.constant(schema.const);
  else arbitrary = typedValue(schema, name, pools);
  return schema.nullable ? fc.option(arbitrary, { nil: null }) : arbitrary;
}

function typedValue(schema: JsonSchema, name: string, pools: Pools): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string':
      return stringValue(schema, name, pools);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1_000_000;
      const max = schema.maximum ?? 1_000_000;
      const inRange =
        schema.type === 'integer'
          ? fc.integer({ min, max })
          : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      return fc.oneof(inRange, fc.constantFrom(min, max));
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (Array.isArray(schema.items)) return fc.tuple(...schema.items.map((item) => validValue(item, name, pools)));
      const item = schema.items ? validValue(schema.items, name, pools) : fc.jsonValue({ maxDepth: 2 });
      return fc.array(item, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    }
    case 'object':
      return objectValue(schema, pools);
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/**
 * Strings a pattern matches, within the length bounds. A pattern's own repetitions are short, so a
 * minimum (16 characters of a push key) would almost never be met and filtering alone would search
 * for ever: a short match is repeated up to the minimum, and kept only if it still matches.
 */
function patternString(pattern: string, minLength: number, maxLength: number): fc.Arbitrary<string> {
  const regex = new RegExp(pattern);
  const lengthen = (s: string) =>
    s.length === 0 || s.length >= minLength ? s : s.repeat(Math.ceil(minLength / s.length));
  return fc
    .stringMatching(regex)
    .map((s) => lengthen(s).slice(0, maxLength))
    .filter((s) => s.length >= minLength && regex.test(s));
}

function stringValue(schema: JsonSchema, name: string, pools: Pools): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  const known = pools.byName[name] ?? [];
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...(known.length > 0 ? known : pools.ids)), fc.uuid());
  if (schema.format === 'email') return fc.constantFrom('fuzz@example.com', 'a.b+c@example.org');
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  const samples = ['#fuzz hello @fuzzer', 'fuzz', 'Ünïcødé ✓ שלום'].filter(
    (s) => s.length >= minLength && s.length <= maxLength,
  );
  const generic = schema.pattern
    ? patternString(schema.pattern, minLength, maxLength)
    : fc.oneof(
        fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)), unit: 'grapheme' }),
        fc.constant('x'.repeat(Math.max(minLength, Math.min(maxLength, 100_000)))),
        ...(samples.length > 0 ? [fc.constantFrom(...samples)] : []),
      );
  return known.length > 0 ? fc.oneof(fc.constantFrom(...known), generic) : generic;
}

function objectValue(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0) {
    return typeof schema.additionalProperties === 'object' || schema.additionalProperties === undefined
      ? fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })
      : fc.constant({});
  }
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of names) record[key] = validValue(properties[key] ?? {}, key, pools);
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => names.includes(key)) });
}

/** How to spoil a valid value: replace the node at `index` (preorder) with `value`, add a key, or swap it whole. */
export interface Mutation {
  kind: 'replace' | 'extraKey' | 'whole';
  index: number;
  value: unknown;
  key: string;
}

export const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'extraKey', 'whole') as fc.Arbitrary<Mutation['kind']>,
  index: fc.nat({ max: 50 }),
  value: hostileValue,
  key: fc.constantFrom(
    'extra',
    '__proto__',
    'constructor',
    'a\u0000b',
    '\ud800',
    'userId',
    'authorId',
    'ownerId',
    'isAdmin',
  ),
});

/** Applies a mutation to a copy of a JSON value. */
export function mutate(value: unknown, mutation: Mutation): unknown {
  if (mutation.kind === 'whole') return mutation.value;
  const nodes: { parent: Record<string, unknown> | unknown[]; key: string | number; node: unknown }[] = [];
  const copy = structuredClone(value);
  const walk = (node: unknown, parent: Record<string, unknown> | unknown[] | null, key: string | number) => {
    if (parent) nodes.push({ parent, key, node });
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, node, i));
    else if (node && typeof node === 'object' && !(node instanceof RawJson))
      for (const [k, v] of Object.entries(node)) walk(v, node as Record<string, unknown>, k);
  };
  walk(copy, null, '');
  if (mutation.kind === 'extraKey') {
    const objects = [copy, ...nodes.map((n) => n.node)].filter(
      (n): n is Record<string, unknown> => !!n && typeof n === 'object' && !Array.isArray(n) && !(n instanceof RawJson),
    );
    const target = objects[mutation.index % Math.max(objects.length, 1)];
    if (!target) return mutation.value;
    Object.defineProperty(target, mutation.key, {
      value: mutation.value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
    return copy;
  }
  const target = nodes[mutation.index % Math.max(nodes.length, 1)];
  if (!target) return mutation.value;
  (target.parent as Record<string | number, unknown>)[target.key] = mutation.value;
  return copy;
}

/** JSON text of a value, RawJson written as it is. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encodes text for a URL; a lone surrogate (no UTF-8 form) as the bytes a CESU-8 client would send. */
export function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`;
    } else out += encodeURIComponent(char);
  }
  return out;
}
