/**
 * Files picked in an image input, each with the type its first bytes show (machines/imageFile.ts)
 * instead of the browser's guess from its name; the charts' rules judge that type. The blob keeps
 * the bytes and carries the shown type, so the data URL sent later says what the bytes are.
 */
import { IMAGE_HEAD_BYTES, imageTypeOf } from '@machines/imageFile';

interface PickedImage {
  readonly name: string;
  /** The type the first bytes show, '' when they show no image. */
  readonly type: string;
  readonly size: number;
  readonly blob: Blob;
}

async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
}

/** Reads each file's first bytes; a file that cannot be read shows no image. */
export function pickedImages(files: readonly File[]): Promise<PickedImage[]> {
  return Promise.all(
    files.map(async (file) => {
      const type = (await headOf(file).then(imageTypeOf, () => null)) ?? '';
      const blob = type && type !== file.type ? file.slice(0, file.size, type) : file;
      return { name: file.name, type, size: file.size, blob };
    }),
  );
}
