import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createKeyPair, EnvelopeError, openEnvelope, type PlatformKeyPair } from '../../../schema/infra/crypto';
import { base64ToBytes, bytesToBase64, createRsaAesGcmCipher, RSA_AES_GCM_ALG } from '../../../src/api/crypto';
import { createRequester } from '../../../src/api/request';
import { PlatformError } from '../../../src/api/errors';
import { fail, fakeFetch, ok, type RecordedRequest } from './fakePlatform';

// One RSA key pair for the file: generating 2048-bit keys is slow on two cores.
const keys: PlatformKeyPair = createKeyPair();
const descriptor = { alg: RSA_AES_GCM_ALG, publicKey: keys.publicKeySpkiBase64 };

const open = (sealed: { body: string; headers: Readonly<Record<string, string>> }) =>
  openEnvelope(keys, sealed.headers.Encryption, JSON.parse(sealed.body));

describe('payload cipher', () => {
  it('seals a payload that the platform half opens to the same JSON', async () => {
    const cipher = createRsaAesGcmCipher({ loadPublicKey: async () => descriptor });
    const payload = { username: 'ana', password: 'pässwörd ✓', captcha: '1234', nested: { n: 1 } };
    const sealed = await cipher.seal(payload);
    expect(Object.keys(JSON.parse(sealed.body))).toEqual(['value']);
    expect(sealed.body).not.toContain('ana');
    expect(open(sealed)).toEqual(payload);
  });

  it('uses a fresh content key and IV per payload', async () => {
    const cipher = createRsaAesGcmCipher({ loadPublicKey: async () => descriptor });
    const first = await cipher.seal({ same: true });
    const second = await cipher.seal({ same: true });
    expect(first.body).not.toBe(second.body);
    expect(first.headers.Encryption).not.toBe(second.headers.Encryption);
    const iv = (sealed: { body: string }) => bytesToBase64(base64ToBytes(JSON.parse(sealed.body).value).subarray(0, 12));
    expect(iv(first)).not.toBe(iv(second));
  });

  it('produces ciphertext that fails to open when tampered with', async () => {
    const cipher = createRsaAesGcmCipher({ loadPublicKey: async () => descriptor });
    const sealed = await cipher.seal({ amount: 10 });
    const bytes = base64ToBytes(JSON.parse(sealed.body).value);
    bytes[20] = (bytes[20] ?? 0) ^ 0x01;
    const tampered = { body: JSON.stringify({ value: bytesToBase64(bytes) }), headers: sealed.headers };
    expect(() => open(tampered)).toThrow(EnvelopeError);
  });

  it('cannot be opened with a content key wrapped for another payload', async () => {
    const cipher = createRsaAesGcmCipher({ loadPublicKey: async () => descriptor });
    const first = await cipher.seal({ a: 1 });
    const second = await cipher.seal({ b: 2 });
    expect(() => open({ body: first.body, headers: second.headers })).toThrow(EnvelopeError);
  });

  it('fetches the public key once for concurrent seals and again only after a failure', async () => {
    const loadPublicKey = vi
      .fn<() => Promise<typeof descriptor>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(descriptor);
    const cipher = createRsaAesGcmCipher({ loadPublicKey });

    await expect(cipher.seal({})).rejects.toThrow('offline');
    await Promise.all([cipher.seal({ a: 1 }), cipher.seal({ b: 2 }), cipher.seal({ c: 3 })]);
    expect(loadPublicKey).toHaveBeenCalledTimes(2);

    cipher.reset();
    await cipher.seal({ d: 4 });
    expect(loadPublicKey).toHaveBeenCalledTimes(3);
  });

  it('refuses a key of another algorithm', async () => {
    const cipher = createRsaAesGcmCipher({ loadPublicKey: async () => ({ alg: 'RSA1_5', publicKey: keys.publicKeySpkiBase64 }) });
    await expect(cipher.seal({})).rejects.toThrow('unsupported key algorithm');
  });
});

describe('encrypted routes through request()', () => {
  /** A platform that serves the key and opens encrypted bodies like the embedded one. */
  function encryptingPlatform(onOpened: (payload: unknown, request: RecordedRequest) => Response) {
    return fakeFetch((request) => {
      if (request.path === '/wps/session/key/rsa') return ok(descriptor);
      try {
        const payload = openEnvelope(keys, request.headers.get('Encryption') ?? undefined, JSON.parse(request.body ?? 'null'));
        return onOpened(payload, request);
      } catch {
        return fail('request_body_required');
      }
    });
  }

  const requesterFor = (platform: ReturnType<typeof fakeFetch>) =>
    createRequester({
      merchantCode: 'RP01',
      getToken: () => null,
      getLanguage: () => 'en',
      getDeviceId: () => 'device-1',
      onSessionExpired: () => {},
      fetch: platform.fetch,
      sleep: async () => {},
    }).request;

  it('sends the sealed body with Encryption and X-Gateway-Version headers, fetching the key once', async () => {
    const opened: unknown[] = [];
    const platform = encryptingPlatform((payload) => {
      opened.push(payload);
      return ok({ token: 'tok-1', firstTimeLogin: false, passwordExpired: false });
    });
    const request = requesterFor(platform);
    const schema = z.object({ token: z.string() });

    await request('login', { schema, body: { username: 'ana', password: 'secret1' } });
    await request('login', { schema, body: { username: 'bob', password: 'secret2' } });

    expect(opened).toEqual([
      { username: 'ana', password: 'secret1' },
      { username: 'bob', password: 'secret2' },
    ]);
    const logins = platform.requests.filter((sent) => sent.path === '/wps/session/login');
    expect(logins.every((sent) => sent.headers.get('X-Gateway-Version') === '3')).toBe(true);
    expect(logins.every((sent) => !sent.body?.includes('secret'))).toBe(true);
    expect(platform.requests.filter((sent) => sent.path === '/wps/session/key/rsa')).toHaveLength(1);
  });

  it('fetches the key again after the platform rejected an envelope (rotated key)', async () => {
    let reject = true;
    const platform = encryptingPlatform(() => {
      if (reject) {
        reject = false;
        return fail('request_body_required');
      }
      return ok(null);
    });
    const request = requesterFor(platform);

    const error = await request('changePassword', { schema: z.unknown(), body: { newPassword: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).messageKey).toBe('errors:requestBodyRequired');
    await request('changePassword', { schema: z.unknown(), body: { newPassword: 'x' } });
    expect(platform.requests.filter((sent) => sent.path === '/wps/session/key/rsa')).toHaveLength(2);
  });

  it('fails the call with the key fetch error when the key cannot be fetched, and never sends the payload in clear', async () => {
    const platform = fakeFetch(() => fail('#727', { status: 503 }));
    const request = requesterFor(platform);
    const error = await request('login', { schema: z.unknown(), body: { password: 'secret' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).route).toBe('rsaKey');
    expect(platform.requests.every((sent) => sent.path === '/wps/session/key/rsa')).toBe(true);
  });
});
