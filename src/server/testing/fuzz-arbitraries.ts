// fast-check arbitraries built from the OpenAPI document's JSON Schemas: mostly the right shape,
// salted with the inputs that used to crash routes (U+0000, lone surrogates, fractional and huge
// numbers, wrong types, unknown keys, empty and very long strings). Used by src/server/fuzz.test.ts.
import fc from "fast-check";

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
};

/**
 * Numbers JSON cannot spell through JSON.stringify: written as markers, swapped for raw number
 * tokens by toJsonText. JSON.parse reads 1e400 as Infinity and the long one as a rounded double.
 */
const RAW_NUMBERS: Record<string, string> = {
  "\u0001num:huge": "1e400",
  "\u0001num:-huge": "-1e400",
  "\u0001num:long": "123456789012345678901234567890",
  "\u0001num:tiny": "1e-400",
};

export const NASTY_STRINGS = [
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "\ud800",
  "x\udfffy",
  "\ud83d",
  "🦦",
  "👩‍👩‍👧",
  "\u202eevil",
  "\ufeff",
  "\uffff",
  "\\",
  "%",
  "_",
  "%00",
  "'; drop table journals; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "null",
  "NaN",
  "-1",
  "1.5",
  "1e400",
  "2147483648",
  "true",
  "{}",
  "00000000-0000-0000-0000-000000000000",
  "\r\n",
  "   padded   ",
];

const LONG_STRINGS = ["x".repeat(1001), "x".repeat(20_001), "🦦".repeat(5001), "a\u0000".repeat(3000)];

export const NASTY_NUMBERS: unknown[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  -1.5,
  2,
  3,
  5,
  6,
  7,
  59.9,
  60,
  1439,
  1440,
  1441,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
  ...Object.keys(RAW_NUMBERS),
];

const UNKNOWN_KEYS = [
  "admin",
  "userId",
  "user_id",
  "id",
  "points",
  "xp",
  "__proto__",
  "constructor",
  "a\u0000b",
  "\ud800",
  "",
];

/** Any JSON value, small: what a wrong-type field or body gets. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, 1.5, -1, "", "a\u0000b", "\ud800", [], {}, ...Object.keys(RAW_NUMBERS)),
  fc.jsonValue({ maxDepth: 2 }),
);

/** JSON text of a generated value, with the raw number markers replaced by their tokens. */
export function toJsonText(value: unknown): string {
  let text = JSON.stringify(value) ?? "null";
  for (const [marker, token] of Object.entries(RAW_NUMBERS)) text = text.split(JSON.stringify(marker)).join(token);
  return text;
}

/** A query or path value from a generated one (arrays become repeated parameters elsewhere). */
export function toParamText(value: unknown): string {
  if (typeof value === "string") return RAW_NUMBERS[value] ?? value;
  if (value === undefined) return "";
  return typeof value === "number" || typeof value === "boolean" || typeof value === "bigint"
    ? String(value)
    : toJsonText(value);
}

/**
 * encodeURIComponent, except that lone surrogates (which it refuses) are written as the
 * percent-encoded bytes a careless client would send (WTF-8).
 */
export function encodeLoose(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    } else {
      out += encodeURIComponent(s[i]!);
    }
  }
  return out;
}

export class SchemaArbitraries {
  constructor(
    private readonly doc: unknown,
    /** Extra strings worth trying anywhere (ids of rows the test user owns, library ids). */
    private readonly knownStrings: () => string[] = () => [],
  ) {}

  resolve(schema: JsonSchema | undefined): JsonSchema {
    let s = schema ?? {};
    for (let hops = 0; s.$ref && hops < 10; hops++) {
      const path = s.$ref.replace(/^#\//, "").split("/");
      s = path.reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[decodeURIComponent(key)],
        this.doc,
      ) as JsonSchema;
    }
    return s ?? {};
  }

  /** Mostly the schema's shape, sometimes a wrong type, at every level. */
  value(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
    return fc.oneof(
      { weight: 10, arbitrary: this.shaped(this.resolve(schema), depth) },
      { weight: 1, arbitrary: anyJson },
    );
  }

  string(s: JsonSchema = {}): fc.Arbitrary<string> {
    const known = fc.nat().map((i) => {
      const pool = this.knownStrings();
      return pool.length ? pool[i % pool.length]! : "";
    });
    const edges = [s.maxLength, s.minLength].filter((n): n is number => typeof n === "number" && n < 50_000);
    const sized = edges.flatMap((n) => ["x".repeat(n), "x".repeat(n + 1), n > 0 ? "x".repeat(n - 1) : ""]);
    const formatted =
      s.format === "uuid"
        ? fc.uuid()
        : s.format === "email"
          ? fc.emailAddress()
          : s.format === "date-time"
            ? fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
            : null;
    return fc.oneof(
      { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
      { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
      { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
      { weight: 1, arbitrary: fc.constantFrom(...LONG_STRINGS, ...sized) },
      { weight: 2, arbitrary: known },
      ...(formatted ? [{ weight: 3, arbitrary: formatted }] : []),
    );
  }

  number(s: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
    const min = s.minimum ?? s.exclusiveMinimum;
    const max = s.maximum ?? s.exclusiveMaximum;
    const lo = Math.max(min ?? -1000, -1e9);
    const hi = Math.min(max ?? 1000, 1e9);
    const inRange = integer
      ? Math.ceil(lo) <= Math.floor(hi)
        ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
        : fc.constant(Math.ceil(lo))
      : lo <= hi
        ? fc.double({ min: lo, max: hi, noNaN: true })
        : fc.constant(lo);
    const edges = [min, max]
      .filter((n): n is number => typeof n === "number" && Number.isFinite(n))
      .flatMap((n) => [n, n - 1, n + 1, n + 0.5]);
    return fc.oneof(
      { weight: 4, arbitrary: inRange },
      { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS, ...edges) },
      { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
      { weight: 1, arbitrary: fc.constantFrom("1", "1.5", "") },
    );
  }

  private shaped(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum?.length)
      return fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...s.enum) }, { weight: 1, arbitrary: this.string() });
    const union = s.anyOf ?? s.oneOf;
    if (union?.length) return fc.oneof(...union.map((u) => this.shaped(this.resolve(u), depth)));
    if (s.allOf?.length) return this.shaped(this.resolve(s.allOf[0]), depth);
    const types = Array.isArray(s.type)
      ? s.type
      : s.type
        ? [s.type]
        : s.properties
          ? ["object"]
          : s.items
            ? ["array"]
            : [];
    if (types.length === 0) return anyJson;
    return fc.oneof(...types.map((type) => this.ofType(type, s, depth)));
  }

  private ofType(type: string, s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case "string":
        return this.string(s);
      case "integer":
        return this.number(s, true);
      case "number":
        return this.number(s, false);
      case "boolean":
        return fc.oneof(
          { weight: 5, arbitrary: fc.boolean() },
          { weight: 1, arbitrary: fc.constantFrom("true", 1, 0) },
        );
      case "null":
        return fc.constant(null);
      case "array":
        return this.array(s, depth);
      case "object":
        return this.object(s, depth);
      default:
        return anyJson;
    }
  }

  private array(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    if (depth > 3) return fc.constant([]);
    if (Array.isArray(s.prefixItems ?? s.items))
      return fc.tuple(...((s.prefixItems ?? s.items) as JsonSchema[]).map((i) => this.value(i, depth + 1)));
    const item = this.value(s.items as JsonSchema | undefined, depth + 1);
    const maxLength = Math.min((s.maxItems ?? 6) + 1, 12);
    return fc.oneof({ weight: 6, arbitrary: fc.array(item, { maxLength }) }, { weight: 1, arbitrary: fc.constant([]) });
  }

  private object(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    if (depth > 3) return fc.constant({});
    const props = s.properties ?? {};
    const keys = Object.keys(props);
    const model = Object.fromEntries(keys.map((k) => [k, this.value(props[k], depth + 1)]));
    const required = (s.required ?? []).filter((k) => keys.includes(k));
    const records = keys.length
      ? fc.oneof(
          { weight: 6, arbitrary: fc.record(model, { requiredKeys: required }) },
          { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
        )
      : fc.constant({});
    const extraValue =
      typeof s.additionalProperties === "object" ? this.value(s.additionalProperties, depth + 1) : anyJson;
    const extraKey = s.propertyNames
      ? this.string(this.resolve(s.propertyNames))
      : fc.oneof(fc.constantFrom(...UNKNOWN_KEYS), fc.string({ maxLength: 12 }));
    const extras = fc.oneof(
      { weight: 4, arbitrary: fc.constant({}) },
      {
        weight: 1,
        arbitrary: fc.dictionary(extraKey, extraValue, { maxKeys: typeof s.additionalProperties === "object" ? 6 : 2 }),
      },
    );
    return fc.tuple(records, extras).map(([known, extra]) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(extra))
        Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      for (const [k, v] of Object.entries(known))
        Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      return out;
    });
  }
}
