/**
 * The platform's RSA key pair, generated off the event loop: 2048-bit generation takes from
 * 0.1 s to well over a second, and a dev server should not freeze on start for it.
 */
import { generateKeyPair } from 'node:crypto';
import type { PlatformKeyPair } from './crypto.js';

export function generateKeyPairAsync(): Promise<PlatformKeyPair> {
  return new Promise((resolve, reject) => {
    generateKeyPair('rsa', { modulusLength: 2048 }, (error, publicKey, privateKey) => {
      if (error) {
        reject(error);
        return;
      }
      const der = publicKey.export({ type: 'spki', format: 'der' });
      resolve({ publicKeySpkiBase64: Buffer.from(der).toString('base64'), privateKey });
    });
  });
}

let processKeys: Promise<PlatformKeyPair> | undefined;

/** One key pair per process, shared by every platform that brings none of its own. */
export function processKeyPair(): Promise<PlatformKeyPair> {
  processKeys ??= generateKeyPairAsync();
  return processKeys;
}
