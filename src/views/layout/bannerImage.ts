import type { Banner } from '@api/index';
import { imageUrl, inLanguage } from '../games/imageUrl';

/** A banner's picture in the reader's language on the chosen image host: the carousel's <img> and its early request ask for the same URL. */
export function bannerImageUrl(banner: Banner, language: string, imageCDNs: readonly string[] | undefined): string {
  return imageUrl(inLanguage(banner.url ?? banner.imageUrl, language), imageCDNs) ?? '';
}
