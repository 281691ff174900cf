/**
 * Paths of the pictures the platform draws on request (images.ts and raster.ts, beside this file): WebP, as a picture CDN sends. Seeded records refer to images
 * by these paths only; the client prefixes one of `info.imageCDNs` (API.md).
 */
import { IMAGE_PATH_PREFIX } from '../../src/api/routes.js';

export const IMAGE_KINDS = [
  'vendor',
  'vendor-large',
  'game',
  'game-large',
  'banner',
  'avatar',
  'category',
  'announcement',
  'promotion',
  'reward',
  'livecam',
  'lottery',
  'article',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export function imagePath(kind: ImageKind, key: string): string {
  return `${IMAGE_PATH_PREFIX}/${kind}/${encodeURIComponent(key)}.webp`;
}

export function isImageKind(value: string): value is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(value);
}
