/**
 * The adapter and the embedded platform are two sides of one wire contract; these tests fail
 * when one side grows something the other does not understand.
 */
import { describe, expect, it } from 'vitest';
import { ERROR } from '../../../schema/rest/http';
import { isKnownErrorCode, messageKeyForCode, PROTOCOL_ERROR_CODES } from '../../../src/api';

describe('error codes the embedded platform answers with', () => {
  const codes = Object.values(ERROR);

  it('each maps to a catalogue message, or is a listed protocol error', () => {
    const unmapped = codes.filter((code) => !isKnownErrorCode(code) && !PROTOCOL_ERROR_CODES.includes(code));
    expect(unmapped).toEqual([]);
  });

  it('business errors never fall back to the unknown-error text', () => {
    const business = codes.filter((code) => !PROTOCOL_ERROR_CODES.includes(code));
    const unknown = business.filter((code) => messageKeyForCode(code) === 'errors:unknown');
    expect(unknown).toEqual([]);
  });
});
