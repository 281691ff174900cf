/**
 * An answer the adapter cannot read shows the user the usual message in their
 * language, and the developer console names the route, the field path and what was received,
 * in one short line per failure, never a token or a password.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import enErrors from '../../../locales/en/errors.json';
import esErrors from '../../../locales/es/errors.json';
import { describeParseFailure } from '../../../src/api/errors';
import { PlatformError } from '../../../src/api/errors';
import { createRequester } from '../../../src/api/request';
import type { RouteId } from '../../../src/api/routes';
import { fakeFetch, ok, type Handler } from './fakePlatform';

function requester(handler: Handler) {
  return createRequester({
    baseUrl: 'https://platform.test',
    merchantCode: 'RP01',
    getToken: () => 'tok-secret-123',
    getLanguage: () => 'es',
    getDeviceId: () => 'device-1',
    onSessionExpired: () => undefined,
    fetch: fakeFetch(handler).fetch,
    retry: { retries: 0, baseDelayMs: 0 },
  }).request;
}

/** Calls `route` with `schema` against an answer, and returns the error and the console lines. */
async function failedRead(route: RouteId, schema: z.core.$ZodType, answer: Handler) {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const error = await requester(answer)(route, { schema }).then(
    () => {
      throw new Error('expected the answer to be unreadable');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PlatformError);
  const lines = consoleError.mock.calls.map((call) => call.map(String).join(' '));
  consoleError.mockRestore();
  return { error: error as PlatformError, lines };
}

afterEach(() => vi.restoreAllMocks());

const memberInfo = z.object({ id: z.string(), account: z.string(), registerTime: z.optional(z.string()) });

describe('a parse failure says which field', () => {
  it('names the route, the field path and what was received, once, and the user gets the usual message', async () => {
    const { error, lines } = await failedRead('memberInfo', memberInfo, () => ok({ id: '1', account: 'ana', registerTime: 1764547200000 }));
    expect(lines).toEqual(['[api] memberInfo: value.registerTime: expected string, received number 1764547200000']);
    expect(error.kind).toBe('parse');
    expect(error.route).toBe('memberInfo');
    // the user's text: the catalogue's "unknown error", in each language
    expect(error.messageKey).toBe('errors:unknown');
    expect(error.displayText((key) => esErrors[key.replace('errors:', '') as keyof typeof esErrors])).toBe('Error desconocido');
    expect(error.displayText((key) => enErrors[key.replace('errors:', '') as keyof typeof enErrors])).toBe('Unknown error');
  });

  it('names a missing field inside a list by its index', async () => {
    const games = z.object({ games: z.array(z.object({ nodeId: z.string() })) });
    const { lines } = await failedRead('gameList', games, () => ok({ games: [{ nodeId: 'a' }, { name: 'no id' }] }));
    expect(lines).toEqual(['[api] gameList: value.games[1].nodeId: expected string, received nothing (the field is missing)']);
  });

  it('says how many more problems there were, still on one line', async () => {
    const { lines } = await failedRead('memberInfo', memberInfo, () => ok({ id: 7, account: null }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe('[api] memberInfo: value.id: expected string, received number 7 (and 1 more)');
  });

  it('says a value had to be there when a required one is missing', async () => {
    const { lines } = await failedRead('article', z.object({ id: z.nonoptional(z.optional(z.string())) }), () => ok({ title: 'x' }));
    expect(lines).toEqual(['[api] article: value.id: expected a value, received nothing (the field is missing)']);
  });

  it('names the expected forms of a union and an enum', async () => {
    const status = z.object({ status: z.enum(['PENDING', 'PAID']), amount: z.union([z.string(), z.number()]) });
    const { lines } = await failedRead('depositByLaunchUrl', status, () => ok({ status: 'PAID', amount: true }));
    expect(lines).toEqual(['[api] depositByLaunchUrl: value.amount: expected string or number, received boolean true']);
    const second = await failedRead('depositByLaunchUrl', status, () => ok({ status: 'NEW', amount: 1 }));
    expect(second.lines).toEqual(['[api] depositByLaunchUrl: value.status: expected one of "PENDING" | "PAID", received string "NEW"']);
  });

  it('describes an object or a list received by its shape, not its content', async () => {
    const { lines } = await failedRead('depositByLaunchUrl', z.object({ order: z.string() }), () => ok({ order: { orderNo: 'D1', redirectUrl: 'https://pay.example/x' } }));
    expect(lines).toEqual(['[api] depositByLaunchUrl: value.order: expected string, received object {orderNo, redirectUrl}']);
  });

  it('never prints a token, a password or a long text', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXRva2VuLXZhbHVl.sig';
    const login = z.object({ token: z.number(), password: z.number(), note: z.number() });
    const { lines } = await failedRead('freePlayLogin', login, () => ok({ token, password: 'Hunter2024', note: 'x'.repeat(60) }));
    expect(lines).toEqual(['[api] freePlayLogin: value.token: expected number, received string (redacted, 49 chars) (and 2 more)']);
    expect(lines.join('\n')).not.toContain('eyJ');
    // the other fields, described alone
    expect(describeParseFailure('login', [{ code: 'invalid_type', expected: 'number', path: ['password'] }], { password: 'Hunter2024' })).toBe(
      '[api] login: value.password: expected number, received string (redacted, 10 chars)',
    );
    expect(describeParseFailure('login', [{ code: 'invalid_type', expected: 'number', path: ['note'] }], { note: 'x'.repeat(60) })).toBe(
      '[api] login: value.note: expected number, received string (60 chars)',
    );
    // a bare text answer has no name to judge it by: its length only
    expect(describeParseFailure('captcha', [{ code: 'invalid_type', expected: 'object', path: [] }], 'abc123')).toBe('[api] captcha: value: expected object, received string (redacted, 6 chars)');
    // nor the session token the call carried
    expect(lines.join('\n')).not.toContain('tok-secret-123');
  });

  it('says when the answer is not the envelope, without printing the page', async () => {
    const { error, lines } = await failedRead('memberInfo', memberInfo, () => new Response('<html>proxy login page, token=abc</html>', { status: 200 }));
    expect(error.kind).toBe('parse');
    expect(lines).toEqual(['[api] memberInfo: the answer is not the envelope { success, value, message, errorCode }, received text that is not JSON (40 chars)']);
  });

  it('reads a successful answer without value as value: null (a command API.md does not describe may send none)', async () => {
    const done = z.nullable(z.object({ done: z.boolean() }));
    const request = requester(() => new Response(JSON.stringify({ success: true, message: null, errorCode: null }), { status: 200 }));
    await expect(request('cancelWithdraw', { schema: done })).resolves.toBeNull();
  });

  it('says nothing on the console for an answer it reads', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(requester(() => ok({ id: '1', account: 'ana' }))('memberInfo', { schema: memberInfo })).resolves.toEqual({ id: '1', account: 'ana' });
    expect(consoleError).not.toHaveBeenCalled();
  });
});
