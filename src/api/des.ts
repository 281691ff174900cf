/**
 * DES (FIPS 46-3), encryption only, with ECB and PKCS#5 padding.
 *
 * Why this exists: DES is broken (a 56-bit key, searched exhaustively in hours) and nothing new
 * should use it. It is here only because the real platform's own payload encryption is DES-ECB
 * under an unpadded-RSA-wrapped key (API.md "Encrypted payloads", platform), and a client that
 * talks to that platform has to speak it. WebCrypto has no DES, and a dependency for one legacy
 * cipher is not worth it, so this is a plain, table-driven implementation. It is loaded only
 * when the platform's key answer asks for that scheme (crypto.ts createPayloadCipher), never with
 * the first route, and the embedded platform never uses it (it speaks RSA-OAEP + AES-GCM).
 *
 * Bits are numbered as in the standard: bit 1 is the most significant bit of the first byte.
 * Decryption (the same rounds with the subkeys reversed) is not needed by the client; the tests
 * do it with desBlock and the reversed schedule.
 */

const BLOCK_BYTES = 8;

/** Initial permutation IP; the final permutation is its inverse. */
const IP = [
  58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
  57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3, 61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
];
const FP = IP.map((_, position) => IP.indexOf(position + 1) + 1);

/** Expansion E: 8 groups of 6 bits, each the 4 bits of its nibble and one neighbour either side. */
const E = Array.from({ length: 48 }, (_, index) => ((4 * Math.floor(index / 6) + (index % 6) + 31) % 32) + 1);

/** Permutation P after the S-boxes. */
const P = [16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25];

/** Permuted choice 1 (drops the parity bits) and 2 (48 bits of C‖D per round). */
const PC1 = [
  57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36,
  63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
];
const PC2 = [
  14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2,
  41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
];
const SHIFTS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];

/** S1…S8, each 4 rows of 16, row-major. */
const S = [
  [
    14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7, 0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8,
    4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0, 15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13,
  ],
  [
    15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10, 3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5,
    0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15, 13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9,
  ],
  [
    10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8, 13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1,
    13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7, 1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12,
  ],
  [
    7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15, 13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9,
    10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4, 3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14,
  ],
  [
    2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9, 14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6,
    4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14, 11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3,
  ],
  [
    12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11, 10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8,
    9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6, 4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13,
  ],
  [
    4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1, 13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6,
    1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2, 6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12,
  ],
  [
    13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7, 1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2,
    7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8, 2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11,
  ],
];

/** A bit string, one 0/1 entry per bit, bit 1 of the standard at index 0. */
type Bits = readonly number[];

/** The 16 round keys (48 bits each), in encryption order. */
export type DesSubkeys = readonly Bits[];

const toBits = (bytes: Uint8Array): number[] => Array.from({ length: bytes.length * 8 }, (_, index) => ((bytes[index >> 3] ?? 0) >> (7 - (index & 7))) & 1);

function toBytes(bits: Bits): Uint8Array {
  const bytes = new Uint8Array(bits.length / 8);
  bits.forEach((bit, index) => {
    bytes[index >> 3] = (bytes[index >> 3] ?? 0) | (bit << (7 - (index & 7)));
  });
  return bytes;
}

const permute = (bits: Bits, table: readonly number[]): number[] => table.map((position) => bits[position - 1] ?? 0);
const xor = (left: Bits, right: Bits): number[] => left.map((bit, index) => bit ^ (right[index] ?? 0));
const rotateLeft = (bits: Bits, count: number): number[] => [...bits.slice(count), ...bits.slice(0, count)];

/** The key schedule of an 8-byte key (its parity bits are ignored, as the standard says). */
export function desSubkeys(key: Uint8Array): DesSubkeys {
  if (key.length !== BLOCK_BYTES) throw new RangeError('a DES key is 8 bytes');
  const permuted = permute(toBits(key), PC1);
  let c = permuted.slice(0, 28);
  let d = permuted.slice(28);
  return SHIFTS.map((shift) => {
    c = rotateLeft(c, shift);
    d = rotateLeft(d, shift);
    return permute([...c, ...d], PC2);
  });
}

/** The cipher function f(R, K): expand, mix in the round key, S-boxes, P. */
function f(right: Bits, subkey: Bits): number[] {
  const mixed = xor(permute(right, E), subkey);
  const out: number[] = [];
  for (let box = 0; box < 8; box += 1) {
    const six = mixed.slice(box * 6, box * 6 + 6);
    const [b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0] = six;
    const value = S[box]?.[((b1 << 1) | b6) * 16 + ((b2 << 3) | (b3 << 2) | (b4 << 1) | b5)] ?? 0;
    out.push((value >> 3) & 1, (value >> 2) & 1, (value >> 1) & 1, value & 1);
  }
  return permute(out, P);
}

/** One 8-byte block through the 16 rounds with these subkeys (reversed subkeys decrypt). */
export function desBlock(block: Uint8Array, subkeys: DesSubkeys): Uint8Array {
  if (block.length !== BLOCK_BYTES) throw new RangeError('a DES block is 8 bytes');
  const permuted = permute(toBits(block), IP);
  let left: Bits = permuted.slice(0, 32);
  let right: Bits = permuted.slice(32);
  for (const subkey of subkeys) {
    [left, right] = [right, xor(left, f(right, subkey))];
  }
  // The last round's halves are not swapped back: R16 ‖ L16 goes through IP⁻¹.
  return toBytes(permute([...right, ...left], FP));
}

/** DES-ECB with PKCS#5 padding (1 to 8 bytes, each holding the pad length), the usual form of DES-ECB. */
export function desEcbEncrypt(key: Uint8Array, plaintext: Uint8Array): Uint8Array {
  const subkeys = desSubkeys(key);
  const pad = BLOCK_BYTES - (plaintext.length % BLOCK_BYTES);
  const padded = new Uint8Array(plaintext.length + pad);
  padded.set(plaintext);
  padded.fill(pad, plaintext.length);
  const out = new Uint8Array(padded.length);
  for (let offset = 0; offset < padded.length; offset += BLOCK_BYTES) {
    out.set(desBlock(padded.subarray(offset, offset + BLOCK_BYTES), subkeys), offset);
  }
  return out;
}
