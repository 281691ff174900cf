import type { ComponentProps } from 'react';
import { styled } from './theme';
import { moneyDigits } from './formats';
import { useLanguage } from './useLanguage';

/** SPEC.md §9: the default currency symbol. */
export const DEFAULT_CURRENCY_SYMBOL = '$';

/** -1, 0 or 1 for the amount as shown (rounded to cents, so -0.001 is zero, not negative). */
export function amountSign(value: number): -1 | 0 | 1 {
  const cents = Math.round(Math.abs(value) * 100);
  return cents === 0 || !Number.isFinite(value) ? 0 : value < 0 ? -1 : 1;
}

/**
 * `value` with exactly two decimals in the reader's language and the currency symbol in front;
 * a negative amount starts with a minus sign ("-$1,234.50" in both languages), `signed` puts
 * a plus on positive ones.
 */
export function formatAmount(value: number, language: string, symbol = DEFAULT_CURRENCY_SYMBOL, signed = false): string {
  const sign = amountSign(value);
  const digits = moneyDigits(Number.isFinite(value) ? Math.abs(value) : 0, language);
  const prefix = sign < 0 ? '-' : signed && sign > 0 ? '+' : '';
  return `${prefix}${symbol}${digits}`;
}

export interface AmountProps extends Omit<ComponentProps<'span'>, 'children'> {
  value: number;
  /** Currency symbol (default '$', SPEC.md §9). */
  symbol?: string;
  /** Shows '+' on positive amounts (movements, deltas). */
  signed?: boolean;
  /** Positive amounts in the inflow colour (negative ones are always in the outflow colour). */
  colorPositive?: boolean;
  /** Formatting language; default the interface language. */
  language?: string;
}

/** A money amount: two decimals in the reader's format, negatives with a minus in the outflow colour. */
export function Amount({ value, symbol = DEFAULT_CURRENCY_SYMBOL, signed = false, colorPositive = false, language, ...rest }: AmountProps) {
  const interfaceLanguage = useLanguage();
  const sign = amountSign(value);
  const flow = sign < 0 ? 'out' : sign > 0 && colorPositive ? 'in' : undefined;
  return (
    <AmountRoot flow={flow} data-amount={value} data-sign={sign < 0 ? 'negative' : sign > 0 ? 'positive' : 'zero'} {...rest}>
      {formatAmount(value, language ?? interfaceLanguage, symbol, signed)}
    </AmountRoot>
  );
}

const AmountRoot = styled('span', {
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  variants: {
    flow: {
      out: { color: '$outflow' },
      in: { color: '$greenText' },
    },
  },
});
