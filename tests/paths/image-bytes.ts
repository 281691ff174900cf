/**
 * The bytes of a file a path picks: the signature of the type the model's event names (the form
 * reads a file's type from its first bytes, machines/imageFile.ts), then filler up to its size.
 * A type without a signature here is filler alone, which the form reads as no image.
 */
const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
};

export function imageBytes(type: string, size: number): Buffer {
  const bytes = Buffer.alloc(size, 1);
  Buffer.from(SIGNATURES[type] ?? []).copy(bytes, 0, 0, size);
  return bytes;
}
