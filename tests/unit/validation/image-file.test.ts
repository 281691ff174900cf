/**
 * An attached image is judged by its bytes (SPEC.md §5: PNG or JPG, at most 5 MB, at most 3): the
 * first bytes of real files name their type whatever the file is called; a text renamed `.png`,
 * an empty file or a truncated signature is no image; the feedback and the withdrawal proof refuse
 * what the bytes show, with their own messages.
 */
import { describe, expect, it } from 'vitest';
import { IMAGE_HEAD_BYTES, imagePickProblem, imageTypeOf } from '../../../machines/imageFile';
import { imageProblem } from '../../../machines/inbox/feedback.machine';
import { proofProblem, MAX_PROOF_BYTES } from '../../../machines/withdraw/withdrawalConfirmation.machine';
import { pickedImages } from '../../../src/ui/pickedImages';
import { FEEDBACK_SETTINGS } from '../../paths/models/account-samples';

/** A whole 1×1 PNG, as an image editor writes it. */
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
/** The start of a JPEG from a camera (SOI, then the APP1 Exif marker). */
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x18, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x49, 0x49]);
/** A whole 1×1 GIF. */
const GIF = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
/** The RIFF header of a WebP. */
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0x1a, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c]);
/** A WAV is RIFF too, but not WebP. */
const WAV = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0x24, 0x08, 0x00, 0x00, 0x57, 0x41, 0x56, 0x45]);
const TEXT = new TextEncoder().encode('<script>alert(1)</script> renamed to captura.png');

describe('imageTypeOf: the type the first bytes show', () => {
  it('names PNG, JPEG, GIF and WebP by their signatures, from the first bytes alone', () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(PNG.slice(0, IMAGE_HEAD_BYTES))).toBe('image/png');
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(GIF)).toBe('image/gif');
    expect(imageTypeOf(WEBP)).toBe('image/webp');
  });

  it('is no image for text, other RIFF files, an empty file or a cut signature', () => {
    expect(imageTypeOf(TEXT)).toBeNull();
    expect(imageTypeOf(WAV)).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
    expect(imageTypeOf(PNG.slice(0, 7))).toBeNull();
    expect(imageTypeOf(JPEG.slice(0, 2))).toBeNull();
  });
});

describe('imagePickProblem: type, then size, then count', () => {
  const rules = { types: ['image/png', 'image/jpeg'], maxBytes: 5 * 1024 * 1024, maxCount: 3 };
  it('refuses a type outside the rules, an empty or oversized file, and a pick past the count', () => {
    expect(imagePickProblem(rules, 0, [{ type: '', size: 10 }])).toBe('type');
    expect(imagePickProblem(rules, 0, [{ type: 'image/gif', size: 10 }])).toBe('type');
    expect(imagePickProblem(rules, 0, [{ type: 'image/png', size: 0 }])).toBe('size');
    expect(imagePickProblem(rules, 0, [{ type: 'image/png', size: rules.maxBytes + 1 }])).toBe('size');
    expect(imagePickProblem(rules, 2, [{ type: 'image/png', size: 10 }, { type: 'image/jpeg', size: 10 }])).toBe('count');
  });
  it('takes allowed images up to the bounds', () => {
    expect(imagePickProblem(rules, 2, [{ type: 'image/jpeg', size: rules.maxBytes }])).toBeNull();
  });
});

describe('pickedImages: the browser files as the charts see them', () => {
  it('types each file by its bytes, not its name or the browser guess', async () => {
    const files = [
      new File([TEXT], 'captura.png', { type: 'image/png' }),
      new File([JPEG], 'foto.png', { type: 'image/png' }),
      new File([PNG], 'scan', { type: '' }),
      new File([GIF], 'animada.gif', { type: 'image/gif' }),
    ];
    const picked = await pickedImages(files);
    expect(picked.map((file) => [file.name, file.type, file.size])).toEqual([
      ['captura.png', '', TEXT.length],
      ['foto.png', 'image/jpeg', JPEG.length],
      ['scan', 'image/png', PNG.length],
      ['animada.gif', 'image/gif', GIF.length],
    ]);
    // the blob sent later says what its bytes are
    expect(picked[1]?.blob.type).toBe('image/jpeg');
    expect(new Uint8Array(await (picked[1]?.blob ?? new Blob()).arrayBuffer())).toEqual(JPEG);
  });

  it('feedback and withdrawal proof refuse a text named .png and take a real JPEG named .png', async () => {
    const [fake, real] = await pickedImages([new File([TEXT], 'captura.png', { type: 'image/png' }), new File([JPEG], 'foto.png', { type: 'image/png' })]);
    if (!fake || !real) throw new Error('two files picked');
    expect(imageProblem(FEEDBACK_SETTINGS, [], [fake])).toBe('account:feedback.images.type');
    expect(imageProblem(FEEDBACK_SETTINGS, [], [real])).toBeNull();
    expect(proofProblem([], [fake])).toBe('withdraw:confirm.proofType');
    expect(proofProblem([], [real])).toBeNull();
    expect(proofProblem([], [{ ...real, size: MAX_PROOF_BYTES + 1 }])).toBe('withdraw:confirm.proofSize');
    expect(proofProblem([real, real, real], [real])).toBe('withdraw:confirm.proofCount');
  });
});
