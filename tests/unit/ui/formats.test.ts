import { afterEach, describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, moneyDigits, numberFormat } from '../../../src/ui/formats';

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

describe('moneyDigits', () => {
  const intl = (locale: string) => new RealNumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  /** Amounts as the platform sends them (cents, mills, odd floats) and the roundings that trip `toFixed`. */
  function amounts(): number[] {
    const edges = [0, 0.001, 0.004, 0.005, 0.0049999, 0.015, 0.125, 0.135, 1.005, 1.445, 2.675, 8.345, 10.235, 999.995, 1000, 1234.5, 9999.999, 99_999.995, 123_456_789.125, 4_503_599_627_370_495.5, 9_007_199_254_740_991, 1e20, 0.1 + 0.2];
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const drawn: number[] = [];
    for (let index = 0; index < 3000; index += 1) {
      const decimals = index % 7;
      drawn.push(Math.round(random() * 10 ** (1 + (index % 10)) * 10 ** decimals) / 10 ** decimals);
      drawn.push(random() * 10 ** (index % 12));
    }
    return [...edges, ...drawn];
  }

  it('writes every amount exactly as Intl does in both languages, without building an Intl format', () => {
    const expected = amounts().map((value) => [intl('es-MX').format(value), intl('en-US').format(value)]);
    countBuilds();
    const written = amounts().map((value) => [moneyDigits(value, 'es'), moneyDigits(value, 'en')]);
    expect(builtNumbers).toBe(0);
    expect(written).toEqual(expected);
    expect(moneyDigits(1.005, 'es')).toBe('1.01');
    expect(moneyDigits(1234.5, 'en')).toBe('1,234.50');
  });

  it("leaves what it does not write to Intl: other languages, exponents, what is not a finite amount", () => {
    countBuilds();
    expect(moneyDigits(1234.5, 'pt-BR')).toBe(intl('pt-BR').format(1234.5));
    expect(moneyDigits(1e21, 'es')).toBe(intl('es-MX').format(1e21));
    expect(moneyDigits(5e-7, 'en')).toBe('0.00');
    expect(moneyDigits(-2.5, 'en')).toBe('-2.50');
    expect(builtNumbers).toBeGreaterThan(0);
  });
});

describe('warmFormats', () => {
  it("builds the day format of the reader's language in a task of its own, not in the caller's", async () => {
    const { warmFormats } = await import('../../../src/ui/formats');
    const { nextTask } = await import('../../../src/boot/nextTask');
    countBuilds();
    warmFormats('en');
    expect(built).toBe(0);
    await nextTask();
    expect(built).toBe(1);
    // the page's own later use finds it built
    dateTimeFormat('en', { dateStyle: 'medium' }).format(0);
    expect([built, builtNumbers]).toEqual([1, 0]);
  });
});
