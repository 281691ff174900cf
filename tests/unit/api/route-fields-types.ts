/**
 * The marks of the route table's answer fields, kept in tests/ so the client
 * bundle never carries them. route-fields.ts holds the table; contract.test.ts checks the adapter's
 * schemas against it and tests/tools/route-fields-doc.ts writes docs/route-fields.md from it.
 */

/** API.md (or SPEC.md §3/§7 where API.md is silent) names the field. */
export interface NamedField {
  readonly mark: 'named';
  /** Only where API.md really requires it: the answer means nothing without it. */
  readonly required: boolean;
  /** Where it is named, e.g. "API.md Shapes › Member info". */
  readonly source: string;
  /** How it is read, where that is worth saying (forms accepted, default when absent). */
  readonly note?: string;
}

/** Neither document names it: ours, optional, with a documented default. */
export interface ChosenField {
  readonly mark: 'chosen';
  /** What the app reads when it is absent or null. */
  readonly whenAbsent: string;
}

/** Computed from other fields; never needed from the wire (an answer may carry it). */
export interface DerivedField {
  readonly mark: 'derived';
  readonly from: string;
}

export type FieldMark = NamedField | ChosenField | DerivedField;

export interface RouteFields {
  /** named: API.md (or SPEC.md §7) gives the call's path or name; chosen: the path is ours. */
  readonly route: 'named' | 'chosen';
  /** Where the route is named, or why the path is ours. */
  readonly source: string;
  /** A chosen route: what the app shows when a real platform answers it with 404. */
  readonly on404?: string;
  /** Paths whose keys are data (a map keyed by game type, by field name …): their keys are `*`. */
  readonly maps?: readonly string[];
  /**
   * Every answer field by path: `a.b` a field, `list[]` a list's items, `map.*` a map's entries,
   * '' the value itself.
   */
  readonly fields: Readonly<Record<string, FieldMark>>;
}

/** Named by `source`; `required` only where API.md requires it. */
export const named = (source: string, note?: string): NamedField => ({ mark: 'named', required: false, source, ...(note ? { note } : {}) });
export const namedRequired = (source: string, note?: string): NamedField => ({ mark: 'named', required: true, source, ...(note ? { note } : {}) });
export const chosen = (whenAbsent: string): ChosenField => ({ mark: 'chosen', whenAbsent });
export const derived = (from: string): DerivedField => ({ mark: 'derived', from });
