/**
 * The real platform's payload encryption (API.md "Encrypted payloads": DES-ECB content, unpadded
 * RSA key wrap) and the key answer's forms that pick it (requests as API.md names them).
 * What the platform would do to open a payload (DES decryption, RSA with the private exponent)
 * lives here, not in src/: the client never decrypts.
 */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createKeyPair, openEnvelope } from '../../../schema/infra/crypto';
import { base64ToBytes, CipherKeyError, createPayloadCipher, RSA_AES_GCM_ALG, schemeForAlg, type PublicKeyDescriptor } from '../../../src/api/crypto';
import { desBlock, desEcbEncrypt, desSubkeys } from '../../../src/api/des';
import { PlatformError } from '../../../src/api/errors';
import * as legacy from '../../../src/api/legacyCipher';
import { createRequester } from '../../../src/api/request';
import { rsaKeySchema } from '../../../src/api/schemas';
import { fail, fakeFetch, ok } from './fakePlatform';

const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));
const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex').toUpperCase();

/** The platform's half: DES-ECB decryption (reversed key schedule) and PKCS#5 unpadding, checked. */
function desEcbDecrypt(key: Uint8Array, ciphertext: Uint8Array): Uint8Array {
  if (ciphertext.length === 0 || ciphertext.length % 8 !== 0) throw new Error('not whole DES blocks');
  const reversed = [...desSubkeys(key)].reverse();
  const plain = new Uint8Array(ciphertext.length);
  for (let offset = 0; offset < ciphertext.length; offset += 8) plain.set(desBlock(ciphertext.subarray(offset, offset + 8), reversed), offset);
  const pad = plain[plain.length - 1] ?? 0;
  if (pad < 1 || pad > 8 || plain.subarray(plain.length - pad).some((byte) => byte !== pad)) throw new Error('bad padding');
  return plain.subarray(0, plain.length - pad);
}

const bigOf = (bytes: Uint8Array) => BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
const bigOfBase64Url = (text: string) => bigOf(Uint8Array.from(Buffer.from(text, 'base64url')));
function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

// A test key pair (1024 bits: fast to make; the size does not matter to the scheme).
const pair = generateKeyPairSync('rsa', { modulusLength: 1024 });
const jwk = pair.privateKey.export({ format: 'jwk' });
const n = bigOfBase64Url(jwk.n ?? '');
const e = bigOfBase64Url(jwk.e ?? '');
const d = bigOfBase64Url(jwk.d ?? '');
const spkiBase64 = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const spkiPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const pkcs1Pem = pair.publicKey.export({ type: 'pkcs1', format: 'pem' }).toString();
const modulusHex = n.toString(16);

/** The platform's half: unwraps the content key with d, then opens the body. */
function openLegacy(sealed: { body: string; headers: Readonly<Record<string, string>> }): { payload: unknown; wrapped: Uint8Array; key: Uint8Array } {
  const wrapped = base64ToBytes(sealed.headers.Encryption ?? '');
  const m = modPow(bigOf(wrapped), d, n);
  const key = hex(m.toString(16).padStart(16, '0'));
  const body = JSON.parse(sealed.body) as { value: string };
  return { payload: JSON.parse(new TextDecoder().decode(desEcbDecrypt(key, base64ToBytes(body.value)))), wrapped, key };
}

describe('DES (FIPS 46-3)', () => {
  it.each([
    // the classic worked example
    ['133457799BBCDFF1', '0123456789ABCDEF', '85E813540F0AB405'],
    // NIST SP 800-17 variable plaintext and variable key known answers
    ['0101010101010101', '8000000000000000', '95F8A5E5DD31D900'],
    ['0101010101010101', '4000000000000000', 'DD7F121CA5015619'],
    ['0101010101010101', '2000000000000000', '2E8653104F3834EA'],
    ['8001010101010101', '0000000000000000', '95A8D72813DAA94D'],
    ['4001010101010101', '0000000000000000', '0EEC1487DD8C26D5'],
    // "Now is t"
    ['0123456789ABCDEF', '4E6F772069732074', '3FA40E8A984D4815'],
  ])('key %s encrypts %s to %s', (key, plain, cipher) => {
    expect(toHex(desBlock(hex(plain), desSubkeys(hex(key))))).toBe(cipher);
  });

  it('ECB pads with PKCS#5: a whole block gains a block of 08s, and every length opens to itself', () => {
    const key = hex('133457799BBCDFF1');
    const sealed = desEcbEncrypt(key, hex('0123456789ABCDEF'));
    expect(toHex(sealed.subarray(0, 8))).toBe('85E813540F0AB405');
    expect(toHex(sealed.subarray(8))).toBe(toHex(desBlock(hex('0808080808080808'), desSubkeys(key))));
    for (let length = 0; length <= 17; length += 1) {
      const plain = Uint8Array.from({ length }, (_, index) => (index * 37 + 11) & 0xff);
      const ciphertext = desEcbEncrypt(key, plain);
      expect(ciphertext.length).toBe((Math.floor(length / 8) + 1) * 8);
      expect(toHex(desEcbDecrypt(key, ciphertext))).toBe(toHex(plain));
    }
  });
});

describe('the platform scheme: DES-ECB under an unpadded-RSA-wrapped key', () => {
  it('reads n and e from SPKI and from PKCS#1 DER', () => {
    const fromSpki = legacy.parseRsaPublicKey(base64ToBytes(spkiBase64));
    expect(fromSpki).toEqual({ modulus: n, exponent: e, modulusBytes: 128 });
    const pkcs1 = pair.publicKey.export({ type: 'pkcs1', format: 'der' });
    expect(legacy.parseRsaPublicKey(Uint8Array.from(pkcs1))).toEqual(fromSpki);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'der' });
    expect(() => legacy.parseRsaPublicKey(Uint8Array.from(ec))).toThrow(CipherKeyError);
  });

  it('wraps the key as m^e mod n, left-padded to the modulus length, which d opens', () => {
    const numbers = { modulus: n, exponent: e, modulusBytes: 128 };
    const key = hex('00000000000000FF');
    const wrapped = legacy.rsaTextbookEncrypt(key, numbers);
    expect(wrapped.length).toBe(128);
    expect(bigOf(wrapped)).toBe(modPow(255n, e, n));
    expect(modPow(bigOf(wrapped), d, n)).toBe(255n);
  });

  it('seals JSON that the platform opens with d and DES, with a fresh key per payload', async () => {
    const cipher = legacy.createDesEcbRsaCipher({ loadPublicKey: async () => ({ alg: null, publicKey: spkiBase64 }) });
    const payload = { username: 'ana', password: 'pässwörd ✓', captcha: '1234' };
    const first = await cipher.seal(payload);
    const second = await cipher.seal(payload);
    expect(Object.keys(JSON.parse(first.body))).toEqual(['value']);
    expect(first.body).not.toContain('ana');
    const opened = openLegacy(first);
    expect(opened.payload).toEqual(payload);
    expect(opened.wrapped.length).toBe(128);
    expect(openLegacy(second).payload).toEqual(payload);
    expect(toHex(openLegacy(second).key)).not.toBe(toHex(opened.key));
  });

  it('takes the key as hex modulus and exponent too', async () => {
    const cipher = legacy.createDesEcbRsaCipher({ loadPublicKey: async () => ({ alg: null, modulus: modulusHex, exponent: e.toString(16) }) });
    expect(openLegacy(await cipher.seal({ a: 1 })).payload).toEqual({ a: 1 });
  });
});

describe('rsaKeySchema: every form of the key answer, one descriptor', () => {
  it.each<[string, unknown, PublicKeyDescriptor]>([
    ['ours: alg and SPKI base64', { alg: RSA_AES_GCM_ALG, publicKey: spkiBase64 }, { alg: RSA_AES_GCM_ALG, publicKey: spkiBase64 }],
    ['the key alone, base64', { publicKey: spkiBase64 }, { alg: null, publicKey: spkiBase64 }],
    ['the key alone, PEM, with an empty alg and an unknown field', { publicKey: spkiPem, alg: ' ', expires: 60 }, { alg: null, publicKey: spkiBase64 }],
    ['a bare PEM string', spkiPem, { alg: null, publicKey: spkiBase64 }],
    ['a bare base64 string', spkiBase64, { alg: null, publicKey: spkiBase64 }],
    ['a PEM with escaped line breaks under `key`', { key: spkiPem.replace(/\n/g, '\\n') }, { alg: null, publicKey: spkiBase64 }],
    ['a PKCS#1 PEM under `rsaKey`', { rsaKey: pkcs1Pem }, { alg: null, publicKey: pair.publicKey.export({ type: 'pkcs1', format: 'der' }).toString('base64') }],
    ['base64url', { publicKey: Buffer.from(spkiBase64, 'base64').toString('base64url') }, { alg: null, publicKey: spkiBase64.replace(/=+$/, '') }],
    ['hex modulus and exponent', { modulus: `0x${modulusHex.toUpperCase()}`, exponent: '10001' }, { alg: null, modulus: modulusHex, exponent: '10001' }],
    ['hex modulus, numeric exponent', { alg: 'RSA', modulus: modulusHex, publicExponent: 65537 }, { alg: 'RSA', modulus: modulusHex, exponent: '10001' }],
  ])('%s', (_, wire, descriptor) => {
    expect(rsaKeySchema.parse(wire)).toEqual(descriptor);
  });

  it.each([
    ['no key at all', { alg: RSA_AES_GCM_ALG }],
    ['an empty key', { publicKey: '' }],
    ['a key that is not base64', { publicKey: 'not a key!' }],
    ['a modulus that is not hex', { modulus: 'xyz', exponent: '10001' }],
    ['null', null],
  ])('refuses %s', (_, wire) => {
    expect(rsaKeySchema.safeParse(wire).success).toBe(false);
  });
});

describe('createPayloadCipher: the key answer picks the scheme', () => {
  const ours = createKeyPair();

  it.each<[string | null, string]>([
    [RSA_AES_GCM_ALG, 'rsa-oaep-aes-gcm'],
    [null, 'des-ecb-rsa'],
    ['RSA', 'des-ecb-rsa'],
    ['RSA+DES', 'des-ecb-rsa'],
    ['DES/ECB/PKCS5Padding', 'des-ecb-rsa'],
  ])('alg %s → %s', (alg, scheme) => {
    expect(schemeForAlg(alg)).toBe(scheme);
  });

  it.each(['RSA-OAEP', 'RSA1_5', 'RSA/ECB/PKCS1Padding', 'DESede', 'A256GCM', 'ECB'])('refuses alg %s', (alg) => {
    expect(() => schemeForAlg(alg)).toThrow(CipherKeyError);
  });

  it('our alg: RSA-OAEP + AES-GCM, the embedded platform opens it, the DES code never loads', async () => {
    const loadLegacyCipher = vi.fn(async () => legacy);
    const cipher = createPayloadCipher({ loadPublicKey: async () => ({ alg: RSA_AES_GCM_ALG, publicKey: ours.publicKeySpkiBase64 }), loadLegacyCipher });
    const sealed = await cipher.seal({ password: 'x' });
    expect(openEnvelope(ours, sealed.headers.Encryption, JSON.parse(sealed.body))).toEqual({ password: 'x' });
    expect(loadLegacyCipher).not.toHaveBeenCalled();
  });

  it.each<[string, PublicKeyDescriptor]>([
    ['no alg', { alg: null, publicKey: spkiBase64 }],
    ['an alg naming DES/RSA', { alg: 'RSA+DES', publicKey: spkiBase64 }],
    ['modulus and exponent', { alg: null, modulus: modulusHex, exponent: e.toString(16) }],
  ])('%s: the platform scheme, loaded lazily, the key fetched once', async (_, descriptor) => {
    const loadLegacyCipher = vi.fn(async () => legacy);
    const loadPublicKey = vi.fn(async () => descriptor);
    const cipher = createPayloadCipher({ loadPublicKey, loadLegacyCipher });
    const [first, second] = await Promise.all([cipher.seal({ a: 1 }), cipher.seal({ b: 2 })]);
    expect(openLegacy(first).payload).toEqual({ a: 1 });
    expect(openLegacy(second).payload).toEqual({ b: 2 });
    expect(loadPublicKey).toHaveBeenCalledTimes(1);
    expect(loadLegacyCipher).toHaveBeenCalledTimes(1);
  });

  it('our alg with a modulus instead of an SPKI key fails with CipherKeyError', async () => {
    const cipher = createPayloadCipher({ loadPublicKey: async () => ({ alg: RSA_AES_GCM_ALG, modulus: modulusHex, exponent: '10001' }) });
    await expect(cipher.seal({})).rejects.toBeInstanceOf(CipherKeyError);
  });

  it('an unknown alg fails with CipherKeyError, and the key is fetched again next time', async () => {
    const loadPublicKey = vi
      .fn<() => Promise<PublicKeyDescriptor>>()
      .mockResolvedValueOnce({ alg: 'ECDH-ES+A128KW', publicKey: spkiBase64 })
      .mockResolvedValue({ alg: null, publicKey: spkiBase64 });
    const cipher = createPayloadCipher({ loadPublicKey });
    const error = await cipher.seal({}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CipherKeyError);
    expect((error as Error).message).toContain('ECDH-ES+A128KW');
    expect(openLegacy(await cipher.seal({ c: 3 })).payload).toEqual({ c: 3 });
    expect(loadPublicKey).toHaveBeenCalledTimes(2);
  });
});

describe('through request(): a platform whose key answer is a bare PEM', () => {
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

  it('logs in with a DES body and an RSA-wrapped key in Encryption', async () => {
    const opened: unknown[] = [];
    const platform = fakeFetch((request) => {
      if (request.path === '/wps/session/key/rsa') return ok(spkiPem);
      try {
        const { payload } = openLegacy({ body: request.body ?? '', headers: { Encryption: request.headers.get('Encryption') ?? '' } });
        opened.push(payload);
        return ok({ token: 'tok-1' });
      } catch {
        return fail('request_body_required');
      }
    });
    const answer = await requesterFor(platform)('login', { schema: z.object({ token: z.string() }), body: { username: 'ana', password: 'secret1' } });
    expect(answer).toEqual({ token: 'tok-1' });
    expect(opened).toEqual([{ username: 'ana', password: 'secret1' }]);
    const login = platform.requests.find((sent) => sent.path === '/wps/session/login');
    expect(login?.body).not.toContain('secret1');
    expect(login?.headers.get('X-Gateway-Version')).toBe('3');
  });

  it('a key of an unknown scheme: the usual unknown-error failure, the payload never sent', async () => {
    const platform = fakeFetch((request) => (request.path === '/wps/session/key/rsa' ? ok({ alg: 'RSA-OAEP+A128CBC', publicKey: spkiBase64 }) : ok({ token: 'tok-1' })));
    const error = await requesterFor(platform)('login', { schema: z.unknown(), body: { password: 'secret' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).kind).toBe('parse');
    expect((error as PlatformError).messageKey).toBe('errors:unknown');
    expect((error as PlatformError).cause).toBeInstanceOf(CipherKeyError);
    expect(platform.requests.every((sent) => sent.path === '/wps/session/key/rsa')).toBe(true);
  });
});
