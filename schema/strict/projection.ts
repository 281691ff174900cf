/**
 * What every area's strict answers share (index.ts gathers them): the projection's type and the
 * field picker. Kept apart from index.ts, which imports each area's file.
 */
import type { RouteId } from '../../src/api/routes.js';
import type { RouteContext } from '../rest/http.js';

/** Maps a successful answer's value to its strict form. */
export type StrictAnswer = (value: unknown, context: RouteContext) => unknown;
export type StrictAnswers = Partial<Record<RouteId, StrictAnswer>>;

/** Keeps only the named keys of an object (a value that is not an object is kept as it is). */
export function pick(value: unknown, keys: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
}
