/**
 * The app's Intl formatters: one per language and set of options for the whole page's life, made
 * the first time it formats something.
 *
 * Building an Intl.DateTimeFormat or NumberFormat is slow (ICU builds its patterns per instance:
 * a few milliseconds each on a phone), and views used to build theirs on every mount or render,
 * three or four at a time, including ones the page never used (issue 17: 55 ms at 4x CPU in the
 * first render of a records page, before any row was there to format).
 */
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

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): NumberFormat {
  return lazily('number', language, options, () => new Intl.NumberFormat(language, options), (real) => ({ format: (value) => real().format(value) }));
}

export function collator(language: string, options: Intl.CollatorOptions = {}): TextCollator {
  return lazily('collator', language, options, () => new Intl.Collator(language, options), (real) => ({ compare: (left, right) => real().compare(left, right) }));
}
