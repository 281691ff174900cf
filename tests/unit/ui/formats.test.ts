import { afterEach, describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, numberFormat } from '../../../src/ui/formats';

const RealDateTimeFormat = Intl.DateTimeFormat;
const RealNumberFormat = Intl.NumberFormat;
let built = 0;
let builtNumbers = 0;

afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
  Intl.NumberFormat = RealNumberFormat;
});

/** Counts the date and number formats built from here on. */
function countBuilds() {
  built = 0;
  builtNumbers = 0;
  Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
    construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built += 1;
      return Reflect.construct(target, args);
    },
  });
  Intl.NumberFormat = new Proxy(RealNumberFormat, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      builtNumbers += 1;
      return Reflect.construct(target, args);
    },
  });
}

describe('the shared Intl formatters (src/ui/formats.ts)', () => {
  it('builds a date format only when it first formats, and once per language and options', () => {
    countBuilds();
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
    const day = dateTimeFormat('es', options);
    expect(built).toBe(0);
    // equal options written anew (as a render does) find the same formatter
    expect(dateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(day);
    const moment = Date.UTC(2026, 10, 28);
    expect(day.format(moment)).toBe(new RealDateTimeFormat('es', options).format(moment));
    expect(day.format(moment + 86_400_000)).toContain('29');
    expect(built).toBe(1);
    expect(dateTimeFormat('en', options)).not.toBe(day);
    expect(dateTimeFormat('en', options).formatRange(moment, moment + 86_400_000)).toMatch(/Nov 28.*29, 2026/);
  });

  it('formats numbers and compares text as Intl does in that language', () => {
    expect(numberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5)).toBe('1,234.50');
    expect(numberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(3_500_000)).toBe('3.5M');
    const order = collator('es', { numeric: true, sensitivity: 'base' });
    expect(['item10', 'Item2', 'item1'].sort((a, b) => order.compare(a, b))).toEqual(['item1', 'Item2', 'item10']);
  });
});

describe('warmFormats', () => {
  it("builds the money and then the day format of the reader's language, each in a task of its own, not in the caller's", async () => {
    const { warmFormats } = await import('../../../src/ui/formats');
    const { nextTask } = await import('../../../src/boot/nextTask');
    countBuilds();
    warmFormats('en');
    expect([built, builtNumbers]).toEqual([0, 0]);
    await nextTask();
    expect([built, builtNumbers]).toEqual([0, 1]);
    await nextTask();
    expect([built, builtNumbers]).toEqual([1, 1]);
    // the page's own later use finds them built
    dateTimeFormat('en', { dateStyle: 'medium' }).format(0);
    numberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1);
    expect([built, builtNumbers]).toEqual([1, 1]);
  });
});
