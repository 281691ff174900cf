/**
 * The last banner, painted before the code runs. On a repeat visit the page's largest paint (the
 * first banner) waited for the whole entry to run, although its picture is in the lite app's
 * cache (src/boot/liteApp.ts) and its place on the page is known. So when the carousel's first
 * picture has loaded, where it was drawn is kept (a public picture's address and a rectangle, no
 * account data), and the next load of the same page, at the same width and in the same language,
 * draws that picture in the boot splash at that place (`lastBannerScript`, inline at the end of
 * index.html, by earlyCallsPlugin.ts). The app's own banner replaces it in the frame the app first
 * draws (src/main.tsx removes the splash); a banner changed since is shown by the app then.
 */

import { STORAGE_KEYS } from '../config/storage.js';

/** localStorage key of what the carousel last drew (the storage module owns every key). */
const LAST_BANNER_KEY = STORAGE_KEYS.lastBanner;

/** Kept per page: the same address, viewport width and language draw the same layout. */
export interface LastBanner {
  readonly v: 1;
  readonly path: string;
  readonly language: string;
  /** The viewport's CSS width when it was drawn. */
  readonly width: number;
  readonly src: string;
  /** Page coordinates of the picture's box. */
  readonly top: number;
  readonly left: number;
  readonly w: number;
  readonly h: number;
  readonly fit: string;
  readonly position: string;
  readonly radius: string;
}

/**
 * Called when the carousel's first picture has loaded: keeps where and how it was drawn. Read when
 * the browser reports the picture's size (a ResizeObserver reports in the frame's rendering steps,
 * after layout): in the load handler itself the page's layout was stale, and reading the box
 * forced a layout of the whole lobby there (≈25 ms at desktop speed, ≈100 on a phone, in the first
 * load's busiest moment).
 */
export function noteBannerDrawn(image: HTMLImageElement, language: string): void {
  if (typeof ResizeObserver === 'undefined') {
    keepBanner(image, language);
    return;
  }
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    keepBanner(image, language);
  });
  observer.observe(image);
}

function keepBanner(image: HTMLImageElement, language: string): void {
  try {
    const box = image.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !image.currentSrc) return;
    const style = getComputedStyle(image);
    const record: LastBanner = {
      v: 1,
      path: window.location.pathname,
      language,
      width: window.innerWidth,
      src: image.currentSrc,
      top: Math.round(box.top + window.scrollY),
      left: Math.round(box.left + window.scrollX),
      w: Math.round(box.width),
      h: Math.round(box.height),
      fit: style.objectFit,
      position: style.objectPosition,
      radius: roundedCorners(image),
    };
    localStorage.setItem(LAST_BANNER_KEY, JSON.stringify(record));
  } catch {
    // storage refused (private mode, quota): the next visit simply paints when the app does
  }
}

/** The picture's corners as drawn: its own, or the frame's that clips it (a few levels up at most). */
function roundedCorners(image: HTMLImageElement): string {
  let element: Element | null = image;
  for (let level = 0; element && level < 4; level += 1, element = element.parentElement) {
    const radius = getComputedStyle(element).borderRadius;
    if (radius && !/^0px( 0px)*$/.test(radius)) return radius;
  }
  return '0px';
}

/**
 * The inline script (ES5: it runs before anything else) that draws the kept banner in the boot
 * splash when this load is the same page, width and language (the early calls' resolved one,
 * `window.__earlyCalls.language`). Set through the style object, which the CSP allows (a style
 * attribute in the markup it would not). Any failure draws nothing.
 */
export function lastBannerScript(): string {
  return (
    `(function(){try{` +
    `var s=JSON.parse(localStorage.getItem(${JSON.stringify(LAST_BANNER_KEY)})||'null'),e=window.__earlyCalls,b=document.getElementById('boot-shell');` +
    `if(!s||!e||!b||s.v!==1||s.path!==location.pathname||s.language!==e.language||s.width!==window.innerWidth||typeof s.src!=='string'||!/^(https?:\\/\\/|\\/)/.test(s.src))return;` +
    `var i=document.createElement('img'),t=i.style;i.id='boot-banner';i.alt='';i.setAttribute('fetchpriority','high');` +
    `t.position='absolute';t.top=s.top+'px';t.left=s.left+'px';t.width=s.w+'px';t.height=s.h+'px';t.objectFit=s.fit;t.objectPosition=s.position;t.borderRadius=s.radius;` +
    `i.src=s.src;b.appendChild(i)` +
    `}catch(x){}})();`
  );
}
