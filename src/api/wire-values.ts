/**
 * How the platform spells plain values, read once for every area's schemas (schemas.ts, deposit.ts,
 * withdraw.ts, ...): numbers may arrive as strings, flags as "1"/1/true, lists and objects as null,
 * optional fields absent. Every builder is marked pure, so an area's lazily loaded schemas pull in
 * only what they use and nothing here is kept in the first route for nothing.
 */
import * as z from 'zod/mini';

// The production Content-Security-Policy has no 'unsafe-eval' (README "Security headers"): zod's
// compiled object parsers could never run, and its new Function('') probe would be reported as a
// violation on every page. Plain interpreted parsing, always. zod reads this when an object schema
// is built, so it is set here, in the module every area's schemas import first.
z.config({ jitless: true });

/** Classic `z.preprocess`: fn runs on the raw value, then the schema parses its result. */
export const preprocess = <T extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(fn), schema);

/** Classic `schema.transform(fn)`: parse, then map the output. */
export const map = <T extends z.ZodMiniType, R>(schema: T, fn: (value: z.output<T>) => R) =>
  z.pipe(schema, z.transform((value: z.output<T>) => fn(value)));

/** null → undefined, so optional fields have one "absent" value. */
export const optional = <T extends z.ZodMiniType>(schema: T) =>
  preprocess((value) => (value === null ? undefined : value), z.optional(schema));

/** A number that may arrive as a string ("12.50"); absent, null or "" is undefined. */
export const optionalNumber = /* @__PURE__ */ preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  /* @__PURE__ */ z.optional(/* @__PURE__ */ z.coerce.number()),
);
export const numberOr = (fallback: number) => map(optionalNumber, (value) => value ?? fallback);
/** A number, absent as 0 (amounts, counts, pages). */
export const amount = /* @__PURE__ */ numberOr(0);

export const optionalText = /* @__PURE__ */ optional(/* @__PURE__ */ z.string());
/** Text where "" means absent too (links and ids a form either has or has not). */
export const optionalFilledText = /* @__PURE__ */ preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
);
export const textOr = (fallback: string) => map(optionalText, (value) => value ?? fallback);
/** Text, absent as "". */
export const text = /* @__PURE__ */ textOr('');
/** Any scalar as text (ids and codes some answers send as numbers), absent as "". */
export const scalarText = /* @__PURE__ */ preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  /* @__PURE__ */ z.coerce.string(),
);

export const isOn = (value: unknown): boolean =>
  value === true || value === 1 || (typeof value === 'string' && ['1', 'true', 'y', 'yes'].includes(value.trim().toLowerCase()));

/**
 * "1" / 1 / true / "true" → true; anything else → false. `z.optional` before the transform lets
 * zod 4 accept a missing key (a bare transform makes the key required).
 */
export const flag = /* @__PURE__ */ map(/* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()), isOn);
export const flagOr = (fallback: boolean) =>
  map(z.optional(z.unknown()), (value) => (value === undefined || value === null ? fallback : isOn(value)));

/** A list that may arrive as null or be missing. */
export const listOf = <T extends z.ZodMiniType>(item: T) => preprocess((value) => value ?? [], z.array(item));

/** An object that may arrive as null or be missing. */
export const objectOr = <T extends z.ZodMiniType>(schema: T) => preprocess((value) => value ?? {}, schema);
