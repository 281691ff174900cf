/**
 * The lenient value builders (src/api/wire-values.ts), each with every form API.md leaves open:
 * a number or a numeric string, text or ms for a time, a list bare or under any
 * wrapper, a command's answer as an object or anything else, and an unknown code.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  amount,
  commandAnswer,
  keptListOf,
  objectOr,
  oneOf,
  optionalNumber,
  optionalScalarText,
  optionalText,
  optionalTime,
  rowsListOf,
  rowsOf,
  rowsOrKeyed,
  text,
  time,
  timeText,
} from '../../../src/api/wire-values';

const parse = <T extends z.ZodMiniType>(schema: T, value: unknown) => z.parse(schema, value);
const fails = (schema: z.ZodMiniType, value: unknown) => expect(z.safeParse(schema, value).success).toBe(false);

const MS = Date.UTC(2026, 10, 24, 17, 0, 0);
const ISO = '2026-11-24T17:00:00.000Z';

describe('amounts (#32: thousands separators decided)', () => {
  it.each([
    [12.5, 12.5],
    ['12.50', 12.5],
    ['1,000', 1000],
    ['-12,345.50', -12345.5],
    ['1,234,567', 1234567],
    [null, 0],
    [undefined, 0],
    ['', 0],
  ])('%j reads as %j', (wire, read) => {
    expect(parse(amount, wire)).toBe(read);
  });

  it.each(['12,5', '1,00', '1,0000', '09:00', 'abc'])('%j is not guessed at: it fails', (wire) => {
    fails(optionalNumber, wire);
  });
});

describe('text that may arrive as a number', () => {
  it('reads a number as its spelling, absent as "" or undefined', () => {
    expect(parse(text, 5)).toBe('5');
    expect(parse(text, 'abc')).toBe('abc');
    expect(parse(text, null)).toBe('');
    expect(parse(text, undefined)).toBe('');
    expect(parse(optionalText, 1732467600000)).toBe('1732467600000');
    expect(parse(optionalText, null)).toBeUndefined();
    fails(text, { not: 'text' });
  });

  it('optionalScalarText: numbers and flags as text, "" and null absent', () => {
    expect(parse(optionalScalarText, 42)).toBe('42');
    expect(parse(optionalScalarText, true)).toBe('true');
    expect(parse(optionalScalarText, 'MXN')).toBe('MXN');
    expect(parse(optionalScalarText, '')).toBeUndefined();
    expect(parse(optionalScalarText, null)).toBeUndefined();
    expect(parse(optionalScalarText, undefined)).toBeUndefined();
  });
});

describe('times (#19: text or a number in ms, normalised once)', () => {
  it.each([
    [MS, ISO],
    [String(MS), ISO],
    ['2026-11-24T17:00:00Z', '2026-11-24T17:00:00Z'],
    ['2026-11-24 17:00:00', '2026-11-24 17:00:00'],
  ])('%j reads as %j', (wire, read) => {
    expect(timeText(wire)).toBe(read);
    expect(parse(time, wire)).toBe(read);
    expect(parse(optionalTime, wire)).toBe(read);
  });

  it.each([null, undefined, '', 0, -5, Number.NaN, { at: 1 }])('%j is absent', (wire) => {
    expect(parse(optionalTime, wire)).toBeUndefined();
    expect(parse(time, wire)).toBe('');
  });

  it('a key that is missing is absent too', () => {
    expect(parse(z.object({ at: time, maybe: optionalTime }), {})).toEqual({ at: '', maybe: undefined });
  });
});

describe('lists (#16, #21)', () => {
  const row = z.object({ id: z.string(), n: amount });
  const rows = [{ id: 'a', n: 1 }, { id: 'b', n: '2' }];

  it.each([
    ['bare', rows],
    ['under list', { list: rows }],
    ['under content', { content: rows, pageNum: 1 }],
    ['under records', { records: rows }],
    ['under rows', { rows }],
  ])('rows %s are read', (_, wire) => {
    expect(rowsOf(wire)).toHaveLength(2);
    expect(parse(rowsListOf(row), wire)).toEqual([{ id: 'a', n: 1 }, { id: 'b', n: 2 }]);
  });

  it.each([null, undefined, true, 'none', { total: 3 }, { list: null }])('no rows in %j: an empty list', (wire) => {
    expect(parse(rowsListOf(row), wire)).toEqual([]);
  });

  it('a row that cannot be read is dropped, the others kept', () => {
    expect(parse(keptListOf(row), [{ id: 'a', n: 1 }, { n: 2 }, null, 'x', { id: 'c', n: 'not a number' }, { id: 'd' }])).toEqual([
      { id: 'a', n: 1 },
      { id: 'd', n: 0 },
    ]);
  });

  it('rows keyed by a code carry the key unless they name their own', () => {
    expect(rowsOrKeyed({ LIVE: { rate: 1 }, RNG: { gameType: 'SLOTS', rate: 2 }, FISH: 3.5, NOTE: 'text', OFF: null }, 'gameType')).toEqual([
      { gameType: 'LIVE', rate: 1 },
      { gameType: 'SLOTS', rate: 2 },
      { gameType: 'FISH', amount: 3.5 },
    ]);
    expect(rowsOrKeyed({ list: { LIVE: { rate: 1 } } }, 'gameType')).toEqual([{ gameType: 'LIVE', rate: 1 }]);
    expect(rowsOrKeyed([{ gameType: 'LIVE' }], 'gameType')).toEqual([{ gameType: 'LIVE' }]);
    expect(rowsOrKeyed(null, 'gameType')).toEqual([]);
  });
});

describe("a command's answer API.md does not describe (#12)", () => {
  const answer = commandAnswer(z.object({ orderNo: text, amount }), 'orderNo');

  it.each([
    ['an object', { orderNo: 'T1', amount: '5' }, { orderNo: 'T1', amount: 5 }],
    ['null', null, { orderNo: '', amount: 0 }],
    ['true', true, { orderNo: '', amount: 0 }],
    ['absent', undefined, { orderNo: '', amount: 0 }],
    ['a bare string', 'T9', { orderNo: 'T9', amount: 0 }],
    ['a bare number', 77, { orderNo: '77', amount: 0 }],
    ['a list', [1, 2], { orderNo: '', amount: 0 }],
  ])('%s reads', (_, wire, read) => {
    expect(parse(answer, wire)).toEqual(read);
  });

  it('without a scalar key a bare value is no field', () => {
    expect(parse(commandAnswer(z.object({ orderNo: text })), 'T9')).toEqual({ orderNo: '' });
  });

  it('objectOr takes any form that carries no fields as {}', () => {
    for (const wire of [null, undefined, true, false, 'x', 3, []]) expect(parse(objectOr(z.object({ n: amount })), wire)).toEqual({ n: 0 });
  });
});

describe('codes with a neutral "other" (unknown enum values)', () => {
  const period = oneOf(['DAY', 'WEEK', 'MONTH'] as const, 'OTHER');
  it.each([
    ['DAY', 'DAY'],
    ['week', 'WEEK'],
    [' Month ', 'MONTH'],
    ['FORTNIGHT', 'OTHER'],
    [7, 'OTHER'],
    [null, 'OTHER'],
    [undefined, 'OTHER'],
  ])('%j reads as %j', (wire, read) => {
    expect(parse(period, wire)).toBe(read);
  });

  it('compares without case, spaces or dashes', () => {
    expect(parse(oneOf(['COMING_SOON'] as const, 'other'), 'coming-soon')).toBe('COMING_SOON');
  });
});
