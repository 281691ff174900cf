/**
 * Pure rules for images a member attaches (feedback, a withdrawal's proof; SPEC.md §5: PNG or JPG,
 * at most 5 MB each, at most 3). A file's name and the type the browser guesses from it say
 * nothing about its bytes, so the type is read from the file's first bytes (its magic number):
 * a text renamed `.png` is no image.
 */

/** The image types a file's first bytes can show. */
type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** How many first bytes `imageTypeOf` needs (WebP's signature ends at byte 12). */
export const IMAGE_HEAD_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/** The image type the first bytes show, or null when they are no image this knows. */
export function imageTypeOf(head: Uint8Array): ImageType | null {
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, GIF87) || startsWith(head, GIF89)) return 'image/gif';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'image/webp';
  return null;
}

/** What a pick is checked against. */
export interface ImageRules {
  /** The types allowed (the platform's, SPEC.md §5: PNG and JPEG). */
  readonly types: readonly string[];
  readonly maxBytes: number;
  readonly maxCount: number;
}

/**
 * A picked file as the rules see it. `type` is what its first bytes show (`imageTypeOf`), '' when
 * they show no image; never the browser's guess from the name.
 */
interface CheckedImage {
  readonly type: string;
  readonly size: number;
}

export type ImageProblem = 'type' | 'size' | 'count';

/** Why adding `files` to `current` already picked is refused, or null. The type first, then the size, then the count. */
export function imagePickProblem(rules: ImageRules, current: number, files: readonly CheckedImage[]): ImageProblem | null {
  if (files.some((file) => !rules.types.includes(file.type))) return 'type';
  if (files.some((file) => file.size <= 0 || file.size > rules.maxBytes)) return 'size';
  if (current + files.length > rules.maxCount) return 'count';
  return null;
}
