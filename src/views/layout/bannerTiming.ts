/**
 * SPEC.md §9: the banner carousel moves to the next slide every 5000 ms. Read by BannerSlot (when
 * the first slide change is due) and by bannerSlider.ts (the slider itself, in its own chunk), so
 * the first route's JavaScript does not have to import the slider to know it.
 */
export const BANNER_AUTOPLAY_MS = 5000;
