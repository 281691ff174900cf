/**
 * Client half of the encrypted-payload schemes (API.md "Encrypted payloads"). The platform's key
 * answer picks the scheme, here and only here (createPayloadCipher):
 *
 * - `alg: "RSA-OAEP-256+A256GCM"` (ours; the server half is schema/infra/crypto.ts), WebCrypto only:
 *   body    `{ "value": base64(iv[12] ‖ AES-256-GCM ciphertext ‖ tag[16]) }`
 *   header  `Encryption: base64(RSA-OAEP-SHA-256(raw 32-byte AES key))`
 * - no `alg`, or one naming only DES/RSA (the real platform's own scheme): DES-ECB content,
 *   unpadded-RSA key wrap, in legacyCipher.ts, loaded only when a platform asks for it.
 * - any other `alg`: CipherKeyError (request() reports it as a parse failure, "unknown error").
 */

import { base64ToBytes, bytesToBase64, CipherKeyError, ENCRYPTION_HEADER, type PayloadCipher, type PublicKeyDescriptor } from './cipherKit';

export { base64ToBytes, bytesToBase64, CipherKeyError, type PayloadCipher, type PublicKeyDescriptor, type SealedPayload } from './cipherKit';

export const RSA_AES_GCM_ALG = 'RSA-OAEP-256+A256GCM';

const IV_BYTES = 12;

export type CipherScheme = 'rsa-oaep-aes-gcm' | 'des-ecb-rsa';

/** Words an `alg` may use to name the platform's own scheme (e.g. "RSA+DES", "DES/ECB/NoPadding"). */
const LEGACY_ALG_WORDS = new Set(['RSA', 'DES', 'ECB', 'NOPADDING', 'PKCS5PADDING', 'PKCS7PADDING', 'RAW', 'TEXTBOOK']);

/**
 * The scheme a key answer's `alg` names: ours exactly; the platform's when it names none or
 * only DES/RSA words; anything else (another AES mode, PKCS#1 v1.5, 3DES, …) is refused rather
 * than guessed, since a wrong guess is a payload the platform cannot open.
 */
export function schemeForAlg(alg: string | null): CipherScheme {
  if (alg === RSA_AES_GCM_ALG) return 'rsa-oaep-aes-gcm';
  if (alg === null) return 'des-ecb-rsa';
  const words = alg.toUpperCase().split(/[^A-Z0-9]+/).filter(Boolean);
  if (words.length > 0 && words.every((word) => LEGACY_ALG_WORDS.has(word)) && words.some((word) => word === 'RSA' || word === 'DES')) {
    return 'des-ecb-rsa';
  }
  throw new CipherKeyError(`unsupported key algorithm ${alg}`);
}

export interface PayloadCipherOptions {
  /** Fetches the platform's key (GET /wps/session/key/rsa); called once, again only after a failure or reset(). */
  loadPublicKey: () => Promise<PublicKeyDescriptor>;
  /** Injected for tests; defaults to globalThis.crypto. */
  crypto?: Crypto;
  /** Injected for tests; defaults to the lazily imported legacyCipher.ts. */
  loadLegacyCipher?: () => Promise<typeof import('./legacyCipher')>;
}

/**
 * The cipher request() uses: fetches the key at the first seal and lets its form pick the scheme
 * (schemeForAlg), so callers never know which one runs. The DES code is imported only then.
 */
export function createPayloadCipher(options: PayloadCipherOptions): PayloadCipher {
  const loadLegacy = options.loadLegacyCipher ?? (() => import('./legacyCipher'));
  let chosen: Promise<PayloadCipher> | null = null;

  const choose = async (): Promise<PayloadCipher> => {
    const descriptor = await options.loadPublicKey();
    const loadPublicKey = () => Promise.resolve(descriptor);
    if (schemeForAlg(descriptor.alg) === 'rsa-oaep-aes-gcm') return createRsaAesGcmCipher({ loadPublicKey, crypto: options.crypto });
    const { createDesEcbRsaCipher } = await loadLegacy();
    return createDesEcbRsaCipher({ loadPublicKey, crypto: options.crypto });
  };

  // One key fetch shared by concurrent calls; a failed fetch, or a key that does not import, is fetched again next time.
  const getCipher = (): Promise<PayloadCipher> => {
    if (!chosen) {
      const choosing = choose();
      chosen = choosing;
      choosing.catch(() => {
        if (chosen === choosing) chosen = null;
      });
    }
    return chosen;
  };

  return {
    async seal(payload) {
      const choosing = getCipher();
      try {
        return await (await choosing).seal(payload);
      } catch (error) {
        if (chosen === choosing) chosen = null;
        throw error;
      }
    },
    reset() {
      chosen = null;
    },
  };
}

export interface RsaAesGcmCipherOptions {
  /** Fetches the platform's public key (GET /wps/session/key/rsa); called once, again only after a failure or reset(). */
  loadPublicKey: () => Promise<PublicKeyDescriptor>;
  /** Injected for tests; defaults to globalThis.crypto. */
  crypto?: Crypto;
}

export function createRsaAesGcmCipher(options: RsaAesGcmCipherOptions): PayloadCipher {
  const webCrypto = options.crypto ?? globalThis.crypto;
  let publicKey: Promise<CryptoKey> | null = null;

  const importPublicKey = async (): Promise<CryptoKey> => {
    const descriptor = await options.loadPublicKey();
    if (descriptor.alg !== RSA_AES_GCM_ALG) {
      throw new CipherKeyError(`unsupported key algorithm ${descriptor.alg}`);
    }
    // Our scheme comes with an SPKI key (API.md, ours); modulus and exponent are the legacy scheme's form.
    if (!('publicKey' in descriptor)) throw new CipherKeyError(`${RSA_AES_GCM_ALG} needs an SPKI public key`);
    try {
      return await webCrypto.subtle.importKey(
        'spki',
        base64ToBytes(descriptor.publicKey),
        { name: 'RSA-OAEP', hash: 'SHA-256' },
        false,
        ['encrypt'],
      );
    } catch (error) {
      throw new CipherKeyError('public key does not import', { cause: error });
    }
  };

  // One key fetch shared by concurrent calls; a failed fetch must not poison later calls.
  const getPublicKey = (): Promise<CryptoKey> => {
    if (!publicKey) {
      publicKey = importPublicKey();
      publicKey.catch(() => {
        publicKey = null;
      });
    }
    return publicKey;
  };

  return {
    async seal(payload) {
      const rsaKey = await getPublicKey();
      // A fresh content key per request: a leaked key opens one payload only.
      const contentKey = await webCrypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
      const iv = webCrypto.getRandomValues(new Uint8Array(IV_BYTES));
      const plaintext = new TextEncoder().encode(JSON.stringify(payload ?? null));
      // WebCrypto appends the 16-byte GCM tag to the ciphertext, which is what the server expects.
      const ciphertext = new Uint8Array(await webCrypto.subtle.encrypt({ name: 'AES-GCM', iv }, contentKey, plaintext));
      const rawKey = await webCrypto.subtle.exportKey('raw', contentKey);
      const wrappedKey = new Uint8Array(await webCrypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey));

      const sealed = new Uint8Array(iv.length + ciphertext.length);
      sealed.set(iv, 0);
      sealed.set(ciphertext, iv.length);
      return {
        body: JSON.stringify({ value: bytesToBase64(sealed) }),
        headers: { [ENCRYPTION_HEADER]: bytesToBase64(wrappedKey) },
      };
    },
    reset() {
      publicKey = null;
    },
  };
}

// btoa/atob work on "binary strings"; chunking keeps String.fromCharCode under argument limits.
