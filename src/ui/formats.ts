/**
 * The app's Intl formatters: one per language and set of options for the whole page's life, made
 * the first time it formats something.
 *
 * Views used to build theirs on every mount or render, three or four at a time, including ones
 * the page never used. Each costs little once ICU is set up (well under a millisecond in
 * Chromium here); the first one a page builds pays that setup, 15–25 ms here, four times that on
 * a phone: see warmFormats below.
 */
import { nextTask } from '../boot/nextTask';

export interface DateFormat {
  format(value: number | Date): string;
  formatRange(start: number | Date, end: number | Date): string;
}

export interface NumberFormat {
  format(value: number): string;
}

export interface TextCollator {
  compare(left: string, right: string): number;
}

/** Money's digits: always two decimals (src/ui/Amount.tsx). */
const MONEY_DIGITS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** A coin's amount (a crypto deposit): at least to the cent, and every digit the platform sent up to a coin's 8 decimals. */
export const COIN_DIGITS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 8 };

/**
 * The number format money is shown in for an interface language: the brand's Latin-American
 * Spanish groups thousands from four digits on ($1,234.50), as the header's balance always has.
 */
export function moneyLocale(language: string): string {
  if (language.startsWith('es')) return 'es-MX';
  if (language === 'en') return 'en-US';
  return language;
}

const made = new Map<string, unknown>();

/** The cached entry for `key`, made by `make` on first use; the real formatter waits for its first call. */
function lazily<F, E>(kind: string, language: string, options: object, make: () => F, expose: (real: () => F) => E): E {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let entry = made.get(key) as E | undefined;
  if (!entry) {
    let real: F | undefined;
    entry = expose(() => (real ??= make()));
    made.set(key, entry);
  }
  return entry;
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = {}): DateFormat {
  return lazily(
    'date',
    language,
    options,
    () => new Intl.DateTimeFormat(language, options),
    (real) => ({ format: (value) => real().format(value), formatRange: (start, end) => real().formatRange(start, end) }),
  );
}

/**
 * Every number the page shows (money, points, counts, percentages) in the one convention of the
 * interface language, money's (moneyLocale): Spanish's own 'es' grouped "12.500" and left "4000"
 * ungrouped beside "$2,530.50", and wrote "0,8 %" beside "1.5 %".
 */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): NumberFormat {
  const locale = moneyLocale(language);
  return lazily('number', locale, options, () => new Intl.NumberFormat(locale, options), (real) => ({ format: (value) => real().format(value) }));
}

/** A rate the platform gives in percent (1.5 for 1.5 %), as the language writes a percentage. */
export function formatPercent(percent: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

export function collator(language: string, options: Intl.CollatorOptions = {}): TextCollator {
  return lazily('collator', language, options, () => new Intl.Collator(language, options), (real) => ({ compare: (left, right) => real().compare(left, right) }));
}

/**
 * Money's digits for `value` (not negative) in `language`'s money convention: "1,234.50". In the
 * app's two languages (money's locales es-MX and en-US group thousands with a comma from four
 * digits on and write a point before the two decimals) they are written here, without Intl, and
 * exactly as Intl writes them: Intl rounds the number's shortest decimal form half away from zero
 * (1.005 → "1.01", where `toFixed` gives "1.00"), and so does this. Why: the first Intl formatter
 * a page builds pays ICU's setup (40–50 ms here, four times that on a phone), and a visitor's
 * lobby formats nothing else (its winners board shows money). Anything else goes to Intl.
 */
export function moneyDigits(value: number, language: string): string {
  const locale = moneyLocale(language);
  const decimal = String(value);
  if ((locale !== 'es-MX' && locale !== 'en-US') || !Number.isFinite(value) || value < 0 || decimal.includes('e')) {
    return numberFormat(locale, MONEY_DIGITS).format(value);
  }
  const [whole = '0', fraction = ''] = decimal.split('.');
  let cents = BigInt(whole + (fraction + '00').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const units = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${units}.${digits.slice(-2)}`;
}

/**
 * The first Intl formatter a page builds costs 40–50 ms on this machine (it was 15–25 when first
 * measured) and four times that on a phone, the ICU setup, whatever the formatter; later ones
 * well under a millisecond. Paid inside a render, it lengthened the page's longest task (99 ms at
 * 4x CPU in a records page's first rows). So where the first page will format with Intl (the
 * boot decides: src/main.tsx), it is paid in a task of its own, right after the entry has run,
 * while the first calls are still out, by building the format nearly every such page shows, a
 * day's. (Money needs no Intl in the app's languages: moneyDigits.) A message, not a timer: the
 * tests' paused clocks hold timers back.
 */
export function warmFormats(language: string): void {
  void nextTask().then(() => {
    dateTimeFormat(language, { dateStyle: 'medium' }).format(0);
  });
}
