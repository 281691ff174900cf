/**
 * How the platform spells plain values, read once for every area's schemas (schemas.ts, deposit.ts,
 * withdraw.ts, ...): numbers may arrive as strings, flags as "1"/1/true, lists and objects as null,
 * optional fields absent. Every builder is marked pure, so an area's lazily loaded schemas pull in
 * only what they use and nothing here is kept in the first route for nothing.
 */
import * as z from 'zod/mini';
import { safeUrl, UNSAFE_URL_ISSUE, type UrlRule } from './safeUrl';

// The production Content-Security-Policy has no 'unsafe-eval' (README "Security headers"): zod's
// compiled object parsers could never run, and its new Function('') probe would be reported as a
// violation on every page. Plain interpreted parsing, always. zod reads this when an object schema
// is built, so it is set here, in the module every area's schemas import first.
z.config({ jitless: true });

/**
 * An answer's schema built the first time a call reads with it, not when the module loads: the
 * first page's evaluation had built every schema of its areas (a quarter of a second at a phone's
 * speed) before it drew anything, for calls most visits never make. The wrapper is one small
 * object; what it wraps is built once and kept. Only for whole answers and rows, never for the
 * field builders below, which each row's parse passes through.
 */
export const lazySchema = <T extends z.ZodMiniType>(build: () => T) => z.lazy(build);

/** Classic `z.preprocess`: fn runs on the raw value, then the schema parses its result. */
export const preprocess = <T extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(fn), schema);

/** Classic `schema.transform(fn)`: parse, then map the output. */
export const map = <T extends z.ZodMiniType, R>(schema: T, fn: (value: z.output<T>) => R) =>
  z.pipe(schema, z.transform((value: z.output<T>) => fn(value)));

/** null → undefined, so optional fields have one "absent" value. */
export const optional = <T extends z.ZodMiniType>(schema: T) =>
  preprocess((value) => (value === null ? undefined : value), z.optional(schema));

/**
 * Thousands separators (decided): an amount spelled "1,000" or "-12,345.50"
 * (commas between groups of exactly three digits, a point for the decimals) reads as 1000 and
 * -12345.5. Any other comma ("12,5": a decimal comma or a typo) is not guessed at: it fails as
 * before, because reading a wrong amount is worse than saying the answer could not be read.
 */
const THOUSANDS = /^\s*[-+]?\d{1,3}(,\d{3})+(\.\d+)?\s*$/;
export const withoutThousands = (value: unknown): unknown => (typeof value === 'string' && THOUSANDS.test(value) ? value.replace(/,/g, '') : value);

/** A number that may arrive as a string ("12.50", "1,000"); absent, null or "" is undefined. */
export const optionalNumber = /* @__PURE__ */ preprocess(
  (value) => (value === null || value === '' ? undefined : withoutThousands(value)),
  /* @__PURE__ */ z.optional(/* @__PURE__ */ z.coerce.number()),
);
export const numberOr = (fallback: number) => map(optionalNumber, (value) => value ?? fallback);
/** A number, absent as 0 (amounts, counts, pages). */
export const amount = /* @__PURE__ */ numberOr(0);
/**
 * A number whose absence must not read as 0 (a claim's amount an answer leaves out: "claimed 0"
 * would be false), absent, null or "" as null.
 */
export const numberOrNull = /* @__PURE__ */ map(optionalNumber, (value): number | null => value ?? null);

/**
 * Text that may arrive as a number (a chosen field the platform spells as one: a code, a phone
 * number, a time in ms read as text elsewhere): its decimal spelling. Objects and lists still fail.
 */
export const optionalText = /* @__PURE__ */ optional(
  /* @__PURE__ */ preprocess((value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value), /* @__PURE__ */ z.string()),
);
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

/**
 * An object that may arrive as null or be missing, or in any other form that carries no fields
 * (`true`, a string, a number, a list): read as `{}`, every field at its default.
 */
export const objectOr = <T extends z.ZodMiniType>(schema: T) =>
  preprocess((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}), schema);

// ---------------------------------------------------------------------------------------------
// Forms API.md leaves open: one builder each, used by every area.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Any scalar as text (a chosen field that may arrive as a number), absent, null or "" as undefined. */
export const optionalScalarText = /* @__PURE__ */ preprocess(
  (value) => (value === null || value === '' ? undefined : typeof value === 'number' || typeof value === 'boolean' ? String(value) : value),
  /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
);

/**
 * A time as the app keeps it: ISO text. The platform sends times as text ("2026-11-24T17:00:00Z",
 * "2026-11-24 17:00:00") or as a number of ms since the epoch (`txTimeInTimestamp`), as a number
 * or a string of digits; ms become ISO text here, once, and text is kept as it came. Absent, null,
 * "" or a non-positive number is absent.
 */
export function timeText(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const ms = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{10,}\s*$/.test(value) ? Number(value) : null;
  if (ms !== null) {
    if (!Number.isFinite(ms) || ms <= 0) return undefined;
    const date = new Date(ms);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  return typeof value === 'string' ? value : undefined;
}
/** A time (text or ms) as ISO text, undefined when absent (see timeText). */
export const optionalTime = /* @__PURE__ */ map(/* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()), timeText);
/** A time (text or ms) as ISO text, "" when absent. */
export const time = /* @__PURE__ */ map(/* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()), (value) => timeText(value) ?? '');

/** The wrappers a list of rows arrives under (API.md names rows, never their wrapper). */
export const LIST_KEYS = ['list', 'content', 'records', 'rows', 'items', 'data'] as const;

/** The rows of a list answer: a bare list, or the first list under one of LIST_KEYS; else []. */
export function rowsOf(value: unknown, keys: readonly string[] = LIST_KEYS): unknown[] {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return [];
  for (const key of keys) {
    const rows = value[key];
    if (Array.isArray(rows)) return rows;
  }
  return [];
}

/** A row keptListOf left out (or an object keptOne read as absent), and why. */
export interface DroppedRow {
  /** Its place in its list (null: a single object, not a row). */
  readonly index: number | null;
  readonly row: unknown;
  readonly issues: readonly z.core.$ZodIssue[];
}

// Parsing is synchronous, so the rows dropped during one answer's parse are collected here while
// it runs (collectDroppedRows); outside one, nothing is kept.
let droppedRows: DroppedRow[] | null = null;

/**
 * Runs `parse` and returns what it returned with the rows it dropped, so the requester can name
 * each on the developer console: a dropped row shows nothing to the user, and an operator whose
 * platform spells an id differently must still learn which field (step 4).
 */
export function collectDroppedRows<T>(parse: () => T): { readonly result: T; readonly dropped: readonly DroppedRow[] } {
  const outer = droppedRows;
  const dropped: DroppedRow[] = [];
  droppedRows = dropped;
  try {
    return { result: parse(), dropped };
  } finally {
    droppedRows = outer;
  }
}

/**
 * A list whose rows that cannot be read are dropped, one by one, instead of failing the whole
 * answer (a row without a chosen id is not shown; the others are).
 */
export const keptListOf = <T extends z.ZodMiniType>(item: T) =>
  preprocess(
    (value) => (Array.isArray(value) ? value : []),
    map(z.array(z.unknown()), (rows) =>
      rows.flatMap((row, index): z.output<T>[] => {
        const parsed = z.safeParse(item, row);
        if (parsed.success) return [parsed.data as z.output<T>];
        droppedRows?.push({ index, row, issues: parsed.error.issues });
        return [];
      }),
    ),
  );

/**
 * One object the app can act on only when it can be read (a red envelope without its id, an
 * upline without its username): undefined when absent, null or unreadable, instead of failing the
 * answer. An object that was there but could not be read is reported as a dropped row.
 */
export const keptOne = <T extends z.ZodMiniType>(item: T) =>
  map(z.optional(z.unknown()), (value): z.output<T> | undefined => {
    if (value === undefined || value === null) return undefined;
    const parsed = z.safeParse(item, value);
    if (parsed.success) return parsed.data as z.output<T>;
    droppedRows?.push({ index: null, row: value, issues: parsed.error.issues });
    return undefined;
  });

/** Rows under any wrapper (rowsOf), unreadable rows dropped (keptListOf). */
export const rowsListOf = <T extends z.ZodMiniType>(item: T, keys: readonly string[] = LIST_KEYS) =>
  preprocess((value) => rowsOf(value, keys), keptListOf(item));

/**
 * Rows that arrive as a list or as a map keyed by a code (API.md "keyed by game type", "setting by
 * product type"): `{ LIVE: { … }, RNG: { … } }` becomes rows, each given its key under `keyField`
 * unless it names its own. A bare number under a key becomes `{ [keyField]: key, [valueField]: n }`.
 * Wrapped lists (rowsOf) are read first.
 */
export function rowsOrKeyed(value: unknown, keyField: string, valueField = 'amount', keys: readonly string[] = LIST_KEYS): unknown[] {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return [];
  for (const key of keys) {
    const inner = value[key];
    if (Array.isArray(inner)) return inner;
    if (isRecord(inner)) return rowsOrKeyed(inner, keyField, valueField, []);
  }
  return Object.entries(value).flatMap(([key, row]) => {
    if (isRecord(row)) return [{ [keyField]: key, ...row }];
    if (typeof row === 'number' || (typeof row === 'string' && row.trim() !== '' && !Number.isNaN(Number(withoutThousands(row))))) return [{ [keyField]: key, [valueField]: row }];
    return [];
  });
}

/**
 * The answer of a command whose answer API.md does not describe: the value
 * may be an object, or `null`, `true`, absent, a bare string or number. Anything that is not an
 * object reads as `{}` (every field of `schema` has its default); a bare string or number reads as
 * `{ [scalarKey]: value }` when the command names one (a register's bare token).
 */
export const commandAnswer = <T extends z.ZodMiniType>(schema: T, scalarKey?: string) =>
  preprocess((value) => {
    if (isRecord(value)) return value;
    if (scalarKey !== undefined && (typeof value === 'string' || typeof value === 'number') && value !== '') return { [scalarKey]: value };
    return {};
  }, schema);

/**
 * A code with known values and a neutral one for the rest (an unknown enum value never
 * fails the answer and never offers an action): compared without case, spaces or dashes as "_".
 */
export const oneOf = <const T extends readonly string[], const F extends string>(values: T, fallback: F) =>
  map(/* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()), (value): T[number] | F => {
    const code = typeof value === 'string' || typeof value === 'number' ? String(value).trim().toUpperCase().replace(/[\s-]+/g, '_') : '';
    return values.find((known) => known.toUpperCase() === code) ?? fallback;
  });

/**
 * A link or a picture the platform supplies (safeUrl.ts): the address when the allow-list lets
 * it through, else undefined, so a refused one is simply not rendered (no link, no image).
 * `dataImage`: a base64 picture passes too (the captcha).
 */
export const safeUrlText = (rule: UrlRule = {}) => z.optional(map(optionalText, (value): string | undefined => safeUrl(value, rule)));

/**
 * A page the app opens for the player (a game, the lottery lobby, a chat): absent fails as before,
 * a refused address fails with UNSAFE_URL_ISSUE, which the requester reports as `unsafeUrl`, the
 * flow's failure the player reads, never a silent no-op.
 */
export const actionUrl = (schema: z.ZodMiniType<string, unknown>) =>
  z.pipe(schema, z.string().check(z.refine((value) => safeUrl(value) !== undefined, { error: UNSAFE_URL_ISSUE })));

/** A picture absent or refused by the allow-list as "" (the areas whose text fields default to ""). */
export const safeUrlOrEmpty = /* @__PURE__ */ map(/* @__PURE__ */ safeUrlText(), (value) => value ?? '');
