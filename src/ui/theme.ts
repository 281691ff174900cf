/**
 * The Stitches configuration: design tokens, the dark (default) and light themes, media queries
 * (phone first), the global reset, and the persisted theme switch.
 *
 * Colour pairs are chosen for WCAG AA: every text token is at least 4.5:1 on every surface token
 * of its theme, and `onGold` / `onGreen` are the text colours for the filled accent buttons.
 */
import { createStitches, type CSS as StitchesCSS } from '@stitches/react';
import { stitchesRoot } from './styleSheet';

const darkColors = {
  // surfaces, from the page backdrop up to raised cards
  bg: '#080b12',
  bgGlow: '#121a2e',
  surface1: '#0f1522',
  surface2: '#161f31',
  surface3: '#1f2a41',
  surfaceHover: '#25324d',
  overlay: 'rgba(3, 6, 12, 0.72)',
  headerBg: 'rgba(8, 11, 18, 0.97)',
  border: '#263350',
  borderStrong: '#3a4b72',
  /** Outline of form controls: at least 3:1 against every surface (WCAG 1.4.11). */
  controlBorder: '#62759c',

  // text
  text: '#eef2f8',
  textMuted: '#a9b3c7',
  textSubtle: '#8f9ab0',

  // accents
  gold: '#f4c04e',
  goldStrong: '#e0a526',
  goldSoft: 'rgba(244, 192, 78, 0.14)',
  goldText: '#f6c95f',
  onGold: '#1b1300',
  green: '#27c77f',
  greenSoft: 'rgba(39, 199, 127, 0.14)',
  greenText: '#46dc98',
  onGreen: '#03170d',
  danger: '#d42f41',
  dangerText: '#ff8491',
  onDanger: '#ffffff',
  info: '#8ab4ff',
  /** Money going out (negative amounts): text colour, ≥ 4.5:1 on every surface (inflow: greenText). */
  outflow: '#ff8491',

  focus: '#8ab4ff',
  skeleton: '#1c2539',
  skeletonShine: '#27324b',

  // generic aliases (used by the status pages): page backdrop, card surface, accent fill
  pageBg: '#080b12',
  surface: '#0f1522',
  accent: '#f4c04e',
  accentSoft: 'rgba(244, 192, 78, 0.14)',
  onAccent: '#1b1300',
};

type ColorTokens = { [K in keyof typeof darkColors]: string };

const lightColors: ColorTokens = {
  bg: '#f2f4f8',
  bgGlow: '#e6eaf2',
  surface1: '#ffffff',
  surface2: '#f5f7fb',
  surface3: '#e8ecf3',
  surfaceHover: '#dde3ed',
  overlay: 'rgba(15, 23, 42, 0.55)',
  headerBg: 'rgba(255, 255, 255, 0.98)',
  border: '#d5dbe6',
  borderStrong: '#aeb8c9',
  controlBorder: '#7d889b',

  text: '#0f172a',
  textMuted: '#455066',
  textSubtle: '#535e73',

  gold: '#efb323',
  goldStrong: '#d99a10',
  goldSoft: 'rgba(217, 154, 16, 0.14)',
  goldText: '#855600',
  onGold: '#1b1300',
  green: '#0b7a45',
  greenSoft: 'rgba(11, 122, 69, 0.12)',
  greenText: '#0a6b3d',
  onGreen: '#ffffff',
  danger: '#c8283a',
  dangerText: '#b0182b',
  onDanger: '#ffffff',
  info: '#1d4ed8',
  outflow: '#b0182b',

  focus: '#1d4ed8',
  skeleton: '#dde3ec',
  skeletonShine: '#edf0f5',

  pageBg: '#f2f4f8',
  surface: '#ffffff',
  accent: '#855600',
  accentSoft: 'rgba(217, 154, 16, 0.16)',
  onAccent: '#ffffff',
};

const darkShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 6px 18px rgba(0, 0, 0, 0.38)',
  lg: '0 18px 48px rgba(0, 0, 0, 0.5)',
  gold: '0 6px 20px rgba(244, 192, 78, 0.25)',
  card: '0 18px 48px rgba(0, 0, 0, 0.45)',
  focusRing: '0 0 0 2px #080b12, 0 0 0 4px #8ab4ff',
};

const lightShadows: typeof darkShadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
  md: '0 6px 18px rgba(15, 23, 42, 0.1)',
  lg: '0 18px 48px rgba(15, 23, 42, 0.18)',
  gold: '0 6px 18px rgba(217, 154, 16, 0.28)',
  card: '0 12px 32px rgba(15, 23, 42, 0.12)',
  focusRing: '0 0 0 2px #ffffff, 0 0 0 4px #1d4ed8',
};

/** Phone first: the later a width, the later its block in the style sheet (src/ui/styleSheet.ts). */
const MEDIA = {
  md: '(min-width: 768px)',
  lg: '(min-width: 1024px)',
  xl: '(min-width: 1280px)',
  motion: '(prefers-reduced-motion: no-preference)',
  hover: '(hover: hover)',
  /** Below md: a phone. */
  narrow: '(max-width: 767px)',
  /** The narrowest phones, where the logo's wordmark goes. */
  tiny: '(max-width: 379px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * The blocks made at boot: each condition, then a width's holding motion or hover (`@md` holding
 * `@motion`, as a dialog's entrance does).
 */
const MEDIA_CONDITIONS: readonly string[] = [
  ...Object.values(MEDIA),
  ...[MEDIA.md, MEDIA.lg, MEDIA.xl].flatMap((width) => [MEDIA.motion, MEDIA.hover].map((inner) => `${width} and ${inner}`)),
];

export const {
  styled,
  css,
  globalCss,
  keyframes,
  getCssText,
  theme,
  createTheme,
  config,
} = createStitches({
  // @stitches/react's config type leaves `root` out; its runtime reads it (as @stitches/core's type says)
  ...({ root: stitchesRoot(MEDIA_CONDITIONS) } as object),
  theme: {
    colors: darkColors,
    space: {
      0: '0',
      1: '4px',
      2: '8px',
      3: '12px',
      4: '16px',
      5: '20px',
      6: '24px',
      7: '32px',
      8: '40px',
      9: '48px',
      10: '64px',
    },
    sizes: {
      touch: '44px',
      headerHeight: '60px',
      sideMenuWidth: '272px',
      drawerWidth: 'min(86vw, 320px)',
      content: '1280px',
      dialogSm: '420px',
      dialogMd: '560px',
      dialogLg: '760px',
    },
    radii: {
      sm: '6px',
      md: '10px',
      lg: '14px',
      xl: '20px',
      pill: '999px',
      round: '50%',
    },
    fontSizes: {
      xs: '12px',
      sm: '14px',
      md: '16px',
      lg: '18px',
      xl: '22px',
      '2xl': '28px',
      '3xl': '36px',
      display: '64px',
    },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    },
    fontWeights: {
      regular: '400',
      medium: '500',
      semibold: '600',
      bold: '700',
      heavy: '800',
    },
    lineHeights: {
      tight: '1.2',
      normal: '1.5',
    },
    shadows: darkShadows,
    zIndices: {
      base: '0',
      sticky: '50',
      header: '100',
      drawer: '200',
      dialog: '400',
      toast: '500',
      skipLink: '600',
    },
    transitions: {
      fast: '120ms ease-out',
      normal: '200ms ease-out',
      slow: '320ms cubic-bezier(0.2, 0.8, 0.2, 1)',
    },
  },
  media: MEDIA,
  utils: {
    px: (value: string | number) => ({ paddingLeft: value, paddingRight: value }),
    py: (value: string | number) => ({ paddingTop: value, paddingBottom: value }),
    size: (value: string | number) => ({ width: value, height: value }),
  },
});

export type CSS = StitchesCSS<typeof config>;

export type ThemeName = 'dark' | 'light';

/**
 * The shape of a promotion's picture on a phone: the lobby's banner slides, and the public popup's
 * picture (never wider than the banner, so never larger: a popup opening after the page must not
 * become its largest paint).
 */
export const PROMO_PICTURE_ASPECT = '2.4 / 1';

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: ThemeName = 'dark';

export const darkTheme = createTheme('theme-dark', { colors: darkColors, shadows: darkShadows });
export const lightTheme = createTheme('theme-light', { colors: lightColors, shadows: lightShadows });

const THEMES: Record<ThemeName, { className: string; colorScheme: string; metaColor: string }> = {
  dark: { className: darkTheme.className, colorScheme: 'dark', metaColor: darkColors.bg },
  light: { className: lightTheme.className, colorScheme: 'light', metaColor: lightColors.surface1 },
};

export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  '*': { margin: 0 },
  html: {
    WebkitTextSizeAdjust: '100%',
    textSizeAdjust: '100%',
    backgroundColor: '$bg',
    colorScheme: 'dark',
    scrollPaddingTop: 'calc($sizes$headerHeight + 12px)',
  },
  'html.theme-light': { colorScheme: 'light' },
  body: {
    minHeight: '100dvh',
    fontFamily: '$body',
    fontSize: '$md',
    lineHeight: '$normal',
    color: '$text',
    backgroundColor: '$bg',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    WebkitTapHighlightColor: 'transparent',
  },
  '#root': { isolation: 'isolate', minHeight: '100dvh' },
  'img, picture, video, canvas, svg': { display: 'block', maxWidth: '100%' },
  'input, button, textarea, select': { font: 'inherit', color: 'inherit' },
  button: { cursor: 'pointer' },
  'p, h1, h2, h3, h4, h5, h6': { overflowWrap: 'break-word' },
  'h1, h2, h3, h4': { lineHeight: '$tight' },
  a: { color: 'inherit' },
  'ul[role="list"], ol[role="list"]': { listStyle: 'none', padding: 0 },
  ':focus': { outline: 'none' },
  ':focus-visible': {
    outline: '2px solid $focus',
    outlineOffset: '2px',
  },
  '::selection': { backgroundColor: '$gold', color: '$onGold' },
  '@reducedMotion': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
});

/** Reads the stored choice; anything other than 'light' or 'dark' yields the default (dark). */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | null | undefined = safeLocalStorage()): ThemeName {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

let currentTheme: ThemeName = DEFAULT_THEME;
const listeners = new Set<() => void>();

/** Puts the theme class on <html>, sets color-scheme and the browser's theme-color. */
export function applyTheme(name: ThemeName): void {
  currentTheme = name;
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    for (const other of Object.values(THEMES)) root.classList.remove(other.className);
    root.classList.add(THEMES[name].className);
    root.style.colorScheme = THEMES[name].colorScheme;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    meta?.setAttribute('content', THEMES[name].metaColor);
  }
  listeners.forEach((listener) => listener());
}

/**
 * Boot: inject the global styles and apply the stored theme to <html>. Call once from main.tsx
 * before the first render.
 */
export function applyStoredTheme(): ThemeName {
  globalStyles();
  const name = readStoredTheme();
  applyTheme(name);
  return name;
}

/** The user's switch: applies and persists under localStorage `theme`. */
export function setTheme(name: ThemeName): void {
  try {
    safeLocalStorage()?.setItem(THEME_STORAGE_KEY, name);
  } catch {
    // private mode or storage full: the choice still applies for this page view
  }
  applyTheme(name);
}

export function getTheme(): ThemeName {
  return currentTheme;
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
