/**
 * The first banner is the largest paint of most pages on a phone (Lighthouse's LCP element on the
 * lobby and the member pages). The carousel's <img> only asks for it once the app's first render
 * places it, and that render is the longest task of the load. Its URL is known as soon as the
 * status (the image hosts) and the notices are in, which is before that render: the two loads tell
 * this module what they got, and the image is asked for then, to arrive while the page is drawn.
 * The carousel's <img> then finds it in the browser's memory cache (same URL, same host choice).
 */
import type { Banner } from '@api/index';
import { carouselBanners } from '@machines/app/notices.connect';
import { currentLanguage } from '../../../i18n';
import { bannerImageUrl } from '../../../views/layout/bannerImage';
import { layoutFor } from '../../../views/layout/layoutRules';

let imageHosts: readonly string[] | undefined;
let banners: readonly Banner[] | undefined;
/** One early request per page view: later loads (a retry, a language change) leave it to the carousel. */
let requested = false;

/** The status call's image hosts (imageCDNs). */
export function noteImageHosts(hosts: readonly string[]): void {
  imageHosts = hosts;
  requestFirstBanner();
}

/** The notices call's banners. */
export function noteBanners(loaded: readonly Banner[]): void {
  banners = loaded;
  requestFirstBanner();
}

function requestFirstBanner(): void {
  if (requested || !imageHosts || !banners || typeof Image === 'undefined') return;
  const first = carouselBanners(banners)[0];
  if (!first || !layoutFor(window.location.pathname).banner) return;
  requested = true;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = bannerImageUrl(first, currentLanguage(), imageHosts);
}
