/**
 * Server half of the encrypted-payload scheme (API.md "Encrypted payloads", ours):
 * body `{ value: base64(iv[12] || AES-256-GCM ciphertext || tag[16]) }`, header
 * `Encryption: base64(RSA-OAEP-SHA-256(raw 32-byte AES key))`.
 * The client half is src/api/crypto.ts (WebCrypto).
 */
import { constants, createCipheriv, createDecipheriv, generateKeyPairSync, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';

export const ENCRYPTION_ALG = 'RSA-OAEP-256+A256GCM';

export interface PlatformKeyPair {
  /** SPKI DER, base64: what GET /wps/session/key/rsa hands out. */
  readonly publicKeySpkiBase64: string;
  readonly privateKey: KeyObject;
}

export function createKeyPair(): PlatformKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return { publicKeySpkiBase64: Buffer.from(der).toString('base64'), privateKey };
}

export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
}

/**
 * Opens an encrypted body. Throws EnvelopeError on a missing, plain, tampered or foreign
 * envelope; the façade answers that with `request_body_required`.
 */
export function openEnvelope(keys: PlatformKeyPair, wrappedKeyHeader: string | undefined, body: unknown): unknown {
  if (!wrappedKeyHeader) throw new EnvelopeError('missing Encryption header');
  if (typeof body !== 'object' || body === null || typeof (body as { value?: unknown }).value !== 'string') {
    throw new EnvelopeError('body is not an envelope');
  }
  const sealed = Buffer.from((body as { value: string }).value, 'base64');
  if (sealed.length < 12 + 16 + 1) throw new EnvelopeError('ciphertext too short');
  try {
    const rawKey = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(wrappedKeyHeader, 'base64'),
    );
    if (rawKey.length !== 32) throw new EnvelopeError('content key is not 256 bits');
    const iv = sealed.subarray(0, 12);
    const tag = sealed.subarray(sealed.length - 16);
    const ciphertext = sealed.subarray(12, sealed.length - 16);
    const decipher = createDecipheriv('aes-256-gcm', rawKey, iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as unknown;
  } catch (error) {
    if (error instanceof EnvelopeError) throw error;
    throw new EnvelopeError('envelope does not open');
  }
}

/**
 * Seals a text the client opens (customer-service paths: CUSTOMER_SERVICE_PATH_KEY in
 * src/api/routes.ts): base64(iv[12] || AES-256-GCM ciphertext || tag[16]) under the given base64 key.
 */
export function sealText(text: string, keyBase64: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyBase64, 'base64'), iv);
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64');
}
