/**
 * Which failures of a command leave its outcome unknown (machines/outcome.ts isOutcomeUnknown):
 * those where the platform may have applied it. An answer the platform gave with HTTP 200
 * that the adapter could not read (a `success: true` whose value is in a form we do not know) was
 * applied, so it is checked, never told "failed, try again".
 */
import { describe, expect, it } from 'vitest';
import { isOutcomeUnknown } from '../../../machines/outcome';
import { errorKey, PlatformError, type PlatformErrorKind } from '../../../src/api';

const failure = (kind: PlatformErrorKind, httpStatus: number | null = null) => new PlatformError({ kind, messageKey: errorKey('unknown'), httpStatus, route: 'walletTransfer' });

describe('isOutcomeUnknown', () => {
  it.each([
    ['no answer (network)', failure('network')],
    ['no answer in time', failure('timeout')],
    ['a 5xx', failure('http', 502)],
    ['an unreadable 200 answer (success: true, value in another form)', failure('parse', 200)],
    ['an unreadable 201 answer', failure('parse', 201)],
  ])('%s: unknown, the outcome is checked', (_, error) => {
    expect(isOutcomeUnknown(error)).toBe(true);
  });

  it.each([
    ['a refusal in the envelope', failure('envelope', 200)],
    ['a 4xx', failure('http', 400)],
    ['the session ended (401)', failure('session', 401)],
    ['a payload that could not be encrypted (never sent: parse without an HTTP status)', failure('parse')],
    ['an aborted call', failure('aborted')],
    ['not a platform failure at all', new Error('bug')],
  ])('%s: a real failure', (_, error) => {
    expect(isOutcomeUnknown(error)).toBe(false);
  });
});
