/**
 * The adapter's open disagreements with API.md: fields a schema still requires although
 * API.md does not require them (a chosen field, a named one API.md makes optional, or a command's
 * whole `value`, which a platform may send as null). Each is a way a real platform's plain answer
 * fails a whole call. The route-field check (contract.test.ts) fails by route name for any problem
 * NOT listed here, and for a listed one that no longer fails (remove it then): this list only
 * shrinks. Found by the check on 2026-12-02; what reads each one correctly is the adapter's
 * work (a row without its id dropped, not the list; a command answered null read from the
 * request it answers). Empty since the authenticator secret was read: keep it so.
 */
import type { RouteId } from '../../../src/api/routes';

/** Route → the field paths (as route-fields-check.ts names them) whose absence or null still fails. */
export const OPEN_FIELD_PROBLEMS: Partial<Record<RouteId, readonly string[]>> = {
};

/** The field path a route-field problem names (null: a problem of another kind, e.g. a missing mark). */
export function fieldOfProblem(problem: string): string | null {
  const match = /^\S+: (.+?) \((?:named|chosen|derived)[^)]*\) (?:left out|sent as null):/.exec(problem);
  return match?.[1] ?? null;
}
