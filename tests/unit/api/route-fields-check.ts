/**
 * The route-field check: a schema must never require a field API.md does not require.
 * Given a route's rich answer (what the embedded platform's handlers send, every field of ours
 * included) and the zod schema the adapter read it with, every field path of the answer must have
 * a mark in route-fields.ts, and every field not marked "named, required" is deleted (and,
 * separately, set to null) and the answer parsed again: it must still parse.
 *
 * Paths: `a.b` an object's field, `list[]` every item of a list, `map.*` every key of a map
 * (declared in the route's `maps`), '' the value itself.
 */
import * as z from 'zod/mini';
import { describeParseFailure } from '../../../src/api/errors';
import { answerValue } from '../../../src/api/request';
import type { RouteId } from '../../../src/api/routes';
import { ROUTE_FIELDS, type RouteFields } from './route-fields';

type Segment = { readonly kind: 'key'; readonly key: string } | { readonly kind: 'items' } | { readonly kind: 'map' };

/** `a.b[].c` → its segments; '' → none (the value itself). */
export function parsePath(path: string): Segment[] {
  if (path === '') return [];
  const segments: Segment[] = [];
  for (const part of path.split('.')) {
    const name = part.replace(/(\[\])+$/, '');
    if (name === '*') segments.push({ kind: 'map' });
    else if (name !== '') segments.push({ kind: 'key', key: name });
    for (let count = (part.length - name.length) / 2; count > 0; count -= 1) segments.push({ kind: 'items' });
  }
  return segments;
}

const join = (prefix: string, key: string) => (prefix === '' ? key : `${prefix}.${key}`);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every field path of an answer (a map's keys as `*`, a list's items as `[]`), in the order met. */
export function answerPaths(value: unknown, maps: readonly string[]): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, `${path}[]`);
      return;
    }
    if (!isObject(node)) return;
    const isMap = maps.includes(path);
    for (const [key, child] of Object.entries(node)) {
      const childPath = join(path, isMap ? '*' : key);
      found.add(childPath);
      walk(child, childPath);
    }
  };
  walk(value, '');
  return [...found];
}

/**
 * The answer with the field at `path` deleted (or set to null) wherever it occurs. Only a field
 * (a key of an object) or the value itself is changed, never a list's items or a map's entries.
 */
export function mutateAt(value: unknown, path: string, change: 'delete' | 'null'): { changed: boolean; value: unknown } {
  const segments = parsePath(path);
  if (segments.length === 0) return { changed: true, value: change === 'null' ? null : undefined };
  const copy = structuredClone(value);
  let changed = false;
  const visit = (node: unknown, index: number) => {
    const segment = segments[index];
    if (!segment) return;
    const last = index === segments.length - 1;
    if (segment.kind === 'items') {
      if (Array.isArray(node)) for (const item of node as unknown[]) visit(item, index + 1);
      return;
    }
    if (!isObject(node)) return;
    if (segment.kind === 'map') {
      for (const child of Object.values(node)) visit(child, index + 1);
      return;
    }
    if (!(segment.key in node)) return;
    if (last) {
      if (change === 'delete') delete node[segment.key];
      else node[segment.key] = null;
      changed = true;
    } else {
      visit(node[segment.key], index + 1);
    }
  };
  visit(copy, 0);
  return { changed, value: copy };
}

/** A path the check changes: its last segment is a field (or it is the value itself). */
const isField = (path: string) => path === '' || !/(\[\]|\*)$/.test(path);

export interface SeenRouteAnswer {
  readonly value: unknown;
  readonly schema: z.core.$ZodType;
}

/**
 * The problems of one route's answers against its marks, each naming the route and the field
 * path: a field with no mark, and a field not marked "named, required" without which (or null)
 * the answer no longer parses.
 */
export function routeFieldProblems(routeId: RouteId, answers: readonly SeenRouteAnswer[], table: Readonly<Partial<Record<RouteId, RouteFields>>> = ROUTE_FIELDS): string[] {
  const entry = table[routeId];
  if (!entry) return [`${routeId}: the route has no marks in route-fields.ts`];
  const problems = new Set<string>();
  for (const answer of answers) {
    const maps = entry.maps ?? [];
    const paths = ['', ...answerPaths(answer.value, maps)];
    for (const path of paths) {
      const mark = entry.fields[path];
      if (!mark) {
        problems.add(`${routeId}: ${path || '(the value)'} has no mark in route-fields.ts (named, chosen or derived)`);
        continue;
      }
      if ((mark.mark === 'named' && mark.required) || !isField(path)) continue;
      for (const change of ['delete', 'null'] as const) {
        const mutated = mutateAt(answer.value, path, change);
        if (!mutated.changed) continue;
        // read as the requester reads it (an answer without `value` is `value: null`)
        const value = path === '' ? answerValue(mutated.value) : mutated.value;
        const parsed = z.safeParse(answer.schema, value);
        if (parsed.success) continue;
        const why = describeParseFailure(routeId, parsed.error.issues, value).replace(/^\[api\] [^:]+: /, '');
        problems.add(`${routeId}: ${path || '(the value)'} (${mark.mark}${mark.mark === 'named' ? ', not required' : ''}) ${change === 'delete' ? 'left out' : 'sent as null'}: the schema requires it (${why})`);
      }
    }
  }
  return [...problems];
}
