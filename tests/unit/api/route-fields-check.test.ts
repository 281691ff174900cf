/**
 * The route-field check (route-fields-check.ts) on small schemas: it names the route and the field
 * when a schema requires a field not marked named-and-required, when an answer field has no mark,
 * and it reads lists, maps keyed by data and the value itself.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { answerPaths, mutateAt, routeFieldProblems } from './route-fields-check';
import { chosen, named, namedRequired, type RouteFields } from './route-fields-types';

const table = (fields: RouteFields['fields'], maps?: readonly string[]): Partial<Record<'memberInfo', RouteFields>> => ({
  memberInfo: { route: 'named', source: 'API.md Shapes › Member info', fields, ...(maps ? { maps } : {}) },
});

const answer = { id: '1', account: 'ana', registerTime: '2026-01-01', games: [{ nodeId: 'a', name: 'A' }] };
const marks = {
  '': namedRequired('envelope'),
  id: namedRequired('Member info'),
  account: namedRequired('Member info'),
  registerTime: chosen("''"),
  games: chosen('[]'),
  'games[].nodeId': named('Game'),
  'games[].name': chosen("''"),
};

describe('route-field check', () => {
  it('passes a schema that reads every field it may lose', () => {
    const tolerant = z.object({
      id: z.string(),
      account: z.string(),
      registerTime: z.nullish(z.string()),
      games: z.nullish(z.array(z.object({ nodeId: z.nullish(z.string()), name: z.nullish(z.string()) }))),
    });
    expect(routeFieldProblems('memberInfo', [{ value: answer, schema: tolerant }], table(marks))).toEqual([]);
  });

  it('fails by route and field when a schema requires a chosen field or a named field API.md does not require', () => {
    const strict = z.object({ id: z.string(), account: z.string(), registerTime: z.string(), games: z.array(z.object({ nodeId: z.string(), name: z.nullish(z.string()) })) });
    const problems = routeFieldProblems('memberInfo', [{ value: answer, schema: strict }], table(marks));
    expect(problems).toEqual([
      'memberInfo: registerTime (chosen) left out: the schema requires it (value.registerTime: expected string, received nothing (the field is missing))',
      'memberInfo: registerTime (chosen) sent as null: the schema requires it (value.registerTime: expected string, received null)',
      'memberInfo: games (chosen) left out: the schema requires it (value.games: expected array, received nothing (the field is missing))',
      'memberInfo: games (chosen) sent as null: the schema requires it (value.games: expected array, received null)',
      'memberInfo: games[].nodeId (named, not required) left out: the schema requires it (value.games[0].nodeId: expected string, received nothing (the field is missing))',
      'memberInfo: games[].nodeId (named, not required) sent as null: the schema requires it (value.games[0].nodeId: expected string, received null)',
    ]);
  });

  it('names a field of the answer that has no mark', () => {
    const loose = z.object({});
    const { registerTime: _dropped, ...withoutMark } = marks;
    expect(routeFieldProblems('memberInfo', [{ value: answer, schema: loose }], table(withoutMark))).toEqual([
      'memberInfo: registerTime has no mark in route-fields.ts (named, chosen or derived)',
    ]);
    expect(routeFieldProblems('memberInfo', [{ value: answer, schema: loose }], {})).toEqual(['memberInfo: the route has no marks in route-fields.ts']);
  });

  it('fails when a command answer must be an object although API.md does not describe it', () => {
    const problems = routeFieldProblems('memberInfo', [{ value: { done: true }, schema: z.object({ done: z.nullish(z.boolean()) }) }], table({ '': chosen('taken as done'), done: chosen('false') }));
    expect(problems).toEqual([
      // an answer without value is read as value: null (request.ts answerValue)
      'memberInfo: (the value) (chosen) left out: the schema requires it (value: expected object, received null)',
      'memberInfo: (the value) (chosen) sent as null: the schema requires it (value: expected object, received null)',
    ]);
  });

  it('reads the keys of a map keyed by data as one path', () => {
    const value = { divtypereq: { LIVE: [{ status: 'P' }], RNG: [{ status: 'A' }] } };
    expect(answerPaths(value, ['divtypereq'])).toEqual(['divtypereq', 'divtypereq.*', 'divtypereq.*[].status']);
    expect(mutateAt(value, 'divtypereq.*[].status', 'delete')).toEqual({ changed: true, value: { divtypereq: { LIVE: [{}], RNG: [{}] } } });
    expect(mutateAt(value, 'missing.field', 'null')).toEqual({ changed: false, value });
    expect(mutateAt(value, '', 'null')).toEqual({ changed: true, value: null });
  });
});
