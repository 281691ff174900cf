/**
 * The real platform's own payload encryption (API.md "Encrypted payloads", platform): "a fresh
 * random content key encrypts the JSON payload, the platform's RSA public key encrypts the
 * content key … The platform's own ciphers are DES-ECB and unpadded RSA, both broken."
 *
 * body    `{ "value": base64(DES-ECB-PKCS#5(key, UTF-8 JSON)) }`
 * header  `Encryption: base64(c)`, c = m^e mod n, m = the 8 key bytes as a big-endian integer,
 *         c left-padded with zero bytes to the modulus length
 *
 * Used only when the key answer asks for it (no `alg`, or an `alg` naming only DES/RSA; see
 * schemeForAlg in crypto.ts), and loaded lazily then: the embedded platform and any deployment
 * that can do better use RSA-OAEP + AES-GCM (crypto.ts). Nothing here is secure; it is what the
 * platform decrypts.
 */
import { base64ToBytes, bytesToBase64, CipherKeyError, ENCRYPTION_HEADER, type PayloadCipher, type PublicKeyDescriptor } from './cipherKit';
import { desEcbEncrypt } from './des';

const DES_KEY_BYTES = 8;

export interface RsaPublicNumbers {
  readonly modulus: bigint;
  readonly exponent: bigint;
  /** The modulus's length in bytes: the length of every wrapped key. */
  readonly modulusBytes: number;
}

export interface DesEcbRsaCipherOptions {
  /** The platform's key (GET /wps/session/key/rsa, normalised by rsaKeySchema); read again only after a failure or reset(). */
  loadPublicKey: () => Promise<PublicKeyDescriptor>;
  /** Injected for tests; defaults to globalThis.crypto (only getRandomValues is used). */
  crypto?: Crypto;
}

export function createDesEcbRsaCipher(options: DesEcbRsaCipherOptions): PayloadCipher {
  const webCrypto = options.crypto ?? globalThis.crypto;
  let numbers: Promise<RsaPublicNumbers> | null = null;
  const getNumbers = (): Promise<RsaPublicNumbers> => {
    if (!numbers) {
      numbers = options.loadPublicKey().then(rsaPublicNumbers);
      numbers.catch(() => {
        numbers = null;
      });
    }
    return numbers;
  };

  return {
    async seal(payload) {
      const rsa = await getNumbers();
      // A fresh content key per request, as the platform's own client makes one.
      const contentKey = webCrypto.getRandomValues(new Uint8Array(DES_KEY_BYTES));
      const ciphertext = desEcbEncrypt(contentKey, new TextEncoder().encode(JSON.stringify(payload ?? null)));
      return {
        body: JSON.stringify({ value: bytesToBase64(ciphertext) }),
        headers: { [ENCRYPTION_HEADER]: bytesToBase64(rsaTextbookEncrypt(contentKey, rsa)) },
      };
    },
    reset() {
      numbers = null;
    },
  };
}

/** Unpadded ("textbook") RSA: m^e mod n, big-endian, left-padded to the modulus length. */
export function rsaTextbookEncrypt(message: Uint8Array, { modulus, exponent, modulusBytes }: RsaPublicNumbers): Uint8Array {
  const m = bytesToBigInt(message);
  if (m >= modulus) throw new CipherKeyError('RSA modulus too small for the content key');
  return bigIntToBytes(modPow(m, exponent, modulus), modulusBytes);
}

/** The modulus and exponent of a key descriptor: given as hex, or read from its DER (SPKI or PKCS#1). */
export function rsaPublicNumbers(descriptor: PublicKeyDescriptor): RsaPublicNumbers {
  if ('modulus' in descriptor) {
    const modulus = BigInt(`0x${descriptor.modulus}`);
    return checked({ modulus, exponent: BigInt(`0x${descriptor.exponent}`), modulusBytes: Math.ceil(modulus.toString(16).length / 2) });
  }
  let der: Uint8Array;
  try {
    der = base64ToBytes(descriptor.publicKey);
  } catch (error) {
    throw new CipherKeyError('public key is not base64', { cause: error });
  }
  return checked(parseRsaPublicKey(der));
}

function checked(numbers: RsaPublicNumbers): RsaPublicNumbers {
  if (numbers.modulus < 2n ** 64n || numbers.exponent < 3n) throw new CipherKeyError('not a usable RSA public key');
  return numbers;
}

// ---------------------------------------------------------------------------------------------
// A minimal DER reader: just enough for an RSA public key.

const SEQUENCE = 0x30;
const INTEGER = 0x02;
const BIT_STRING = 0x03;
/** 1.2.840.113549.1.1.1 (rsaEncryption), the OID's content bytes. */
const RSA_ENCRYPTION_OID = [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01];

interface Tlv {
  readonly tag: number;
  /** Where the content starts and ends (exclusive). */
  readonly start: number;
  readonly end: number;
}

function readTlv(der: Uint8Array, offset: number, limit: number): Tlv {
  const tag = der[offset];
  let lengthByte = der[offset + 1];
  if (tag === undefined || lengthByte === undefined) throw new CipherKeyError('public key DER is truncated');
  let start = offset + 2;
  let length = lengthByte;
  if (lengthByte & 0x80) {
    const count = lengthByte & 0x7f;
    if (count === 0 || count > 4) throw new CipherKeyError('public key DER has an unsupported length');
    length = 0;
    for (let index = 0; index < count; index += 1) {
      lengthByte = der[start + index];
      if (lengthByte === undefined) throw new CipherKeyError('public key DER is truncated');
      length = length * 256 + lengthByte;
    }
    start += count;
  }
  const end = start + length;
  if (end > limit) throw new CipherKeyError('public key DER is truncated');
  return { tag, start, end };
}

function expectTag(tlv: Tlv, tag: number, what: string): Tlv {
  if (tlv.tag !== tag) throw new CipherKeyError(`public key DER: expected ${what}`);
  return tlv;
}

/**
 * n and e of an RSA public key in DER: SubjectPublicKeyInfo
 * `SEQUENCE { SEQUENCE { OID rsaEncryption, … }, BIT STRING { RSAPublicKey } }`, or the bare
 * PKCS#1 RSAPublicKey `SEQUENCE { INTEGER n, INTEGER e }` ("BEGIN RSA PUBLIC KEY").
 */
export function parseRsaPublicKey(der: Uint8Array): RsaPublicNumbers {
  const outer = expectTag(readTlv(der, 0, der.length), SEQUENCE, 'a SEQUENCE');
  const first = readTlv(der, outer.start, outer.end);
  if (first.tag === INTEGER) {
    const second = expectTag(readTlv(der, first.end, outer.end), INTEGER, 'the exponent');
    const modulusBytes = unsigned(der.subarray(first.start, first.end));
    return { modulus: bytesToBigInt(modulusBytes), exponent: bytesToBigInt(der.subarray(second.start, second.end)), modulusBytes: modulusBytes.length };
  }
  expectTag(first, SEQUENCE, 'the algorithm');
  const oid = readTlv(der, first.start, first.end);
  const oidBytes = der.subarray(oid.start, oid.end);
  if (oid.tag !== 0x06 || oidBytes.length !== RSA_ENCRYPTION_OID.length || RSA_ENCRYPTION_OID.some((byte, index) => oidBytes[index] !== byte)) {
    throw new CipherKeyError('public key is not an RSA key');
  }
  const bits = expectTag(readTlv(der, first.end, outer.end), BIT_STRING, 'the key BIT STRING');
  if (der[bits.start] !== 0) throw new CipherKeyError('public key BIT STRING has unused bits');
  return parseRsaPublicKey(der.subarray(bits.start + 1, bits.end));
}

/** A DER INTEGER's content without its sign byte (a positive number with its top bit set has a leading 0). */
function unsigned(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  return bytes.subarray(start);
}

// ---------------------------------------------------------------------------------------------
// BigInt helpers

function bytesToBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

function bigIntToBytes(value: bigint, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let rest = value;
  for (let index = length - 1; index >= 0; index -= 1) {
    bytes[index] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return bytes;
}

/** base^exponent mod modulus, square and multiply. */
function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}
