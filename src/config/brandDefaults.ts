/** The brand's defaults, free of anything browser-only: the build (vite.config.ts, src/boot) reads them in Node too. */
export const DEFAULT_BRAND_NAME = 'Royal Play';
