/**
 * What every payload cipher shares (crypto.ts picks the scheme; legacyCipher.ts is the platform's
 * own, loaded lazily): its interface, the key descriptor, the header, the key error and base64.
 * A module of its own so the lazily loaded scheme does not import the module that loads it.
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

export const ENCRYPTION_HEADER = 'Encryption';

/**
 * The platform's key as rsaKeySchema normalises it: the scheme it names (null when it names
 * none) and the RSA key, as DER (SPKI or PKCS#1, base64) or as hex modulus and exponent.
 */
export type PublicKeyDescriptor =
  | { readonly alg: string | null; readonly publicKey: string }
  | { readonly alg: string | null; readonly modulus: string; readonly exponent: string };

/** Thrown when the platform's key is not one this scheme can use; request() reports it as a parse error. */
export class CipherKeyError extends Error {
  override readonly name = 'CipherKeyError';
}

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
