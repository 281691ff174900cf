/**
 * Client half of the encrypted-payload scheme (API.md "Encrypted payloads", ours); the server
 * half is schema/crypto.ts. WebCrypto only, so the same code runs in browsers and in Node 20.
 *
 * body    `{ "value": base64(iv[12] ‖ AES-256-GCM ciphertext ‖ tag[16]) }`
 * header  `Encryption: base64(RSA-OAEP-SHA-256(raw 32-byte AES key))`
 */

/** What request() needs from a cipher, so another scheme can replace this one without touching callers. */
export interface PayloadCipher {
  /** Encrypts a JSON payload into the request body and the headers that go with it. */
  seal(payload: unknown): Promise<SealedPayload>;
  /** Drops any cached key material, e.g. after the platform rejected an envelope (key rotated). */
  reset(): void;
}

export interface SealedPayload {
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

export const RSA_AES_GCM_ALG = 'RSA-OAEP-256+A256GCM';
export const ENCRYPTION_HEADER = 'Encryption';

const IV_BYTES = 12;

export interface PublicKeyDescriptor {
  readonly alg: string;
  /** SPKI DER, base64. */
  readonly publicKey: string;
}

export interface RsaAesGcmCipherOptions {
  /** Fetches the platform's public key (GET /wps/session/key/rsa); called once, again only after a failure or reset(). */
  loadPublicKey: () => Promise<PublicKeyDescriptor>;
  /** Injected for tests; defaults to globalThis.crypto. */
  crypto?: Crypto;
}

/** Thrown when the platform's key is not one this scheme can use; request() reports it as a parse error. */
export class CipherKeyError extends Error {
  override readonly name = 'CipherKeyError';
}

export function createRsaAesGcmCipher(options: RsaAesGcmCipherOptions): PayloadCipher {
  const webCrypto = options.crypto ?? globalThis.crypto;
  let publicKey: Promise<CryptoKey> | null = null;

  const importPublicKey = async (): Promise<CryptoKey> => {
    const descriptor = await options.loadPublicKey();
    if (descriptor.alg !== RSA_AES_GCM_ALG) {
      throw new CipherKeyError(`unsupported key algorithm ${descriptor.alg}`);
    }
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
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.trim());
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

