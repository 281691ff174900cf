/**
 * A money chart's message (an i18n key and its values) in the page's language. Charts know no
 * language, so they give an amount in a message as a number ({ balance: 1520.75 }); shown as it
 * came, the text read "supera tu saldo disponible para retirar (1520.75)" under an amount field
 * whose limits read "$1,520.75". In the deposit's and the withdrawal's messages every number is an
 * amount: it is written as <Amount> writes money (formatAmount).
 */
import { formatAmount } from './Amount';

export interface AmountMessage {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
  /** The server's own text, when it sent one: shown as it is. */
  readonly text?: string | null;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function amountValues(values: Readonly<Record<string, string | number>> | undefined, language: string): Record<string, string> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? formatAmount(value, language) : value]));
}

export function amountMessage(t: Translate, message: AmountMessage | null | undefined, language: string): string | undefined {
  if (!message) return undefined;
  return message.text ?? t(message.key, amountValues(message.values, language));
}
