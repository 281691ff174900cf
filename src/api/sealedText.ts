/**
 * The receiving half of values the platform seals for the client (API.md "Encrypted payloads",
 * ours; CUSTOMER_SERVICE_PATH_KEY in routes.ts). Its own module, so only the lazily loaded part
 * that opens customer-service paths carries it, not the first route.
 */
import { base64ToBytes, CipherKeyError } from './crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The receiving half for values the platform seals for the client (customer-service paths, see
 * CUSTOMER_SERVICE_PATH_KEY in routes.ts): `base64(iv[12] ‖ AES-256-GCM ciphertext ‖ tag[16])`
 * under a 256-bit key both sides know. The same envelope as PayloadCipher's bodies, read the other
 * way; another scheme replaces this function without touching callers.
 */
export interface SealedTextOpener {
  /** The plain text, or a CipherKeyError for a value that is not sealed with this key (or was altered). */
  open(sealed: string): Promise<string>;
}

export function createSealedTextOpener(keyBase64: string, webCrypto: Crypto = globalThis.crypto): SealedTextOpener {
  let key: Promise<CryptoKey> | null = null;
  const getKey = () => (key ??= webCrypto.subtle.importKey('raw', base64ToBytes(keyBase64), { name: 'AES-GCM' }, false, ['decrypt']));
  return {
    async open(sealed) {
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = base64ToBytes(sealed);
      } catch (error) {
        throw new CipherKeyError('sealed value is not base64', { cause: error });
      }
      if (bytes.length < IV_BYTES + TAG_BYTES + 1) throw new CipherKeyError('sealed value too short');
      try {
        const plain = await webCrypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) }, await getKey(), bytes.subarray(IV_BYTES));
        return new TextDecoder().decode(plain);
      } catch (error) {
        throw new CipherKeyError('sealed value does not open', { cause: error });
      }
    },
  };
}
