// @vitest-environment jsdom
/**
 * The last banner in the boot splash (src/boot/lastBanner.ts): the inline script draws the kept
 * picture where the carousel drew it, only for the same page, width and language, and nothing
 * from a record it cannot trust.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastBannerScript, noteBannerDrawn, type LastBanner } from '../../../src/boot/lastBanner';
import { clearSessionData, STORAGE_KEYS } from '../../../src/config/storage';

const LAST_BANNER_KEY = STORAGE_KEYS.lastBanner;

const KEPT: LastBanner = {
  v: 1,
  path: '/',
  language: 'es',
  width: 1024,
  src: 'https://img.example.com/banner/w_home-1.svg?lang=es',
  top: 74,
  left: 13,
  w: 364,
  h: 151,
  fit: 'cover',
  position: '0% 50%',
  radius: '12px',
};

/** index.html's splash, the early calls' resolved language, then the script as the page runs it. */
function load(kept: unknown, language = 'es'): HTMLImageElement | null {
  document.body.innerHTML = '<div id="root"></div><div id="boot-shell" aria-hidden="true">Royal Play</div>';
  (window as unknown as { __earlyCalls?: { language: string } }).__earlyCalls = { language };
  if (kept === undefined) localStorage.removeItem(LAST_BANNER_KEY);
  else localStorage.setItem(LAST_BANNER_KEY, typeof kept === 'string' ? kept : JSON.stringify(kept));
  new Function(lastBannerScript())();
  const drawn = document.getElementById('boot-banner');
  return drawn instanceof HTMLImageElement ? drawn : null;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});
afterEach(() => {
  localStorage.clear();
  // the worker's later files share this window (vitest.config.ts isolate: false): a partial
  // __earlyCalls left here made the texts' loader fail there (src/boot/earlyCalls.ts)
  delete (window as unknown as { __earlyCalls?: unknown }).__earlyCalls;
});

describe('the kept banner in the boot splash', () => {
  it('is drawn in the splash at the place, size and corners the carousel drew it', () => {
    const drawn = load(KEPT);
    expect(drawn?.parentElement?.id).toBe('boot-shell');
    expect(drawn?.src).toBe(KEPT.src);
    expect(drawn?.alt).toBe('');
    expect(drawn?.getAttribute('fetchpriority')).toBe('high');
    expect(drawn?.style.position).toBe('absolute');
    expect([drawn?.style.top, drawn?.style.left, drawn?.style.width, drawn?.style.height]).toEqual(['74px', '13px', '364px', '151px']);
    expect(drawn?.style.borderRadius).toBe('12px');
  });

  it('is not drawn on another page, at another width or in another language, whose layout or picture differ', () => {
    expect(load({ ...KEPT, path: '/rng' })).toBeNull();
    expect(load({ ...KEPT, width: 390 })).toBeNull();
    expect(load(KEPT, 'en')).toBeNull();
  });

  it('draws nothing from nothing kept, a record of another shape, an address that is no picture host, or broken storage text', () => {
    expect(load(undefined)).toBeNull();
    expect(load({ ...KEPT, v: 2 })).toBeNull();
    expect(load({ ...KEPT, src: 'javascript:alert(1)' })).toBeNull();
    expect(load('{not json')).toBeNull();
  });

  it('is kept from the carousel picture once drawn, with its page, width, language and frame corners', () => {
    document.body.innerHTML = '<div style="border-radius: 16px; overflow: hidden"><img id="first"></div>';
    const image = document.getElementById('first') as HTMLImageElement;
    Object.defineProperty(image, 'currentSrc', { value: KEPT.src });
    image.getBoundingClientRect = () => ({ top: 74, left: 13, width: 364, height: 151, right: 377, bottom: 225, x: 13, y: 74, toJSON: () => ({}) });
    noteBannerDrawn(image, 'es');
    const kept = JSON.parse(localStorage.getItem(LAST_BANNER_KEY) ?? 'null') as LastBanner;
    expect(kept).toMatchObject({ v: 1, path: '/', language: 'es', width: 1024, src: KEPT.src, top: 74, left: 13, w: 364, h: 151, radius: '16px' });
  });

  it('reads the box when the browser reports the picture laid out, not in the load handler (where reading it forced a layout)', () => {
    let report: () => void = () => {};
    class ReportLater {
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', ReportLater);
    try {
      document.body.innerHTML = '<img id="first">';
      const image = document.getElementById('first') as HTMLImageElement;
      Object.defineProperty(image, 'currentSrc', { value: KEPT.src });
      let measured = 0;
      image.getBoundingClientRect = () => {
        measured += 1;
        return { top: 74, left: 13, width: 364, height: 151, right: 377, bottom: 225, x: 13, y: 74, toJSON: () => ({}) };
      };
      noteBannerDrawn(image, 'es');
      expect(measured).toBe(0);
      report();
      expect(measured).toBe(1);
      expect(JSON.parse(localStorage.getItem(LAST_BANNER_KEY) ?? 'null')).toMatchObject({ top: 74, w: 364 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps nothing for a picture not drawn (no box), so a hidden carousel never leaves a stray splash', () => {
    document.body.innerHTML = '<img id="first">';
    const image = document.getElementById('first') as HTMLImageElement;
    Object.defineProperty(image, 'currentSrc', { value: KEPT.src });
    noteBannerDrawn(image, 'es');
    expect(localStorage.getItem(LAST_BANNER_KEY)).toBeNull();
  });

  it("is forgotten when a session ends (logout, 401): the banners may have been the signed-in reader's own", () => {
    localStorage.setItem(LAST_BANNER_KEY, JSON.stringify(KEPT));
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    clearSessionData();
    expect(localStorage.getItem(LAST_BANNER_KEY)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
  });
});
