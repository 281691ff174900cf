/** The remember-me cookie's attributes (src/config/storage.ts): never sent by another site, never over plain http once on https. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberCookie, rememberedUsername, rememberUsername } from '../../../src/config/storage';

const attributes = (cookie: string) => cookie.split('; ').slice(1);

describe('remember-me cookie', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is SameSite=Lax on http and https, and Secure only on https', () => {
    expect(rememberCookie('member01', true, false)).toBe('rememberUsername=member01; max-age=86400; path=/; SameSite=Lax');
    expect(rememberCookie('member01', true, true)).toBe('rememberUsername=member01; max-age=86400; path=/; SameSite=Lax; Secure');
    // forgetting writes the same attributes, so it replaces the cookie it wrote
    expect(attributes(rememberCookie('member01', false, false))).toEqual(['max-age=0', 'path=/', 'SameSite=Lax']);
    expect(attributes(rememberCookie('', true, true))).toEqual(['max-age=0', 'path=/', 'SameSite=Lax', 'Secure']);
  });

  it.each([
    ['https:', ['max-age=86400', 'path=/', 'SameSite=Lax', 'Secure']],
    ['http:', ['max-age=86400', 'path=/', 'SameSite=Lax']],
  ])('on an %s page the login writes it with the page’s attributes', (protocol, expected) => {
    const written: string[] = [];
    vi.stubGlobal('location', { protocol });
    vi.stubGlobal('document', {
      get cookie() {
        return 'other=1; rememberUsername=mi%20usuario';
      },
      set cookie(value: string) {
        written.push(value);
      },
    });
    rememberUsername('mi usuario', true);
    expect(written).toHaveLength(1);
    expect(written[0]?.split('; ')[0]).toBe('rememberUsername=mi%20usuario');
    expect(attributes(written[0] ?? '')).toEqual(expected);
    expect(rememberedUsername()).toBe('mi usuario');
  });
});
