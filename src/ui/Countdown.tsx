import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * Remaining time as mm:ss, or hh:mm:ss from one hour up. Partial seconds round up (1 ms left
 * still shows 00:01), negative or missing time shows 00:00.
 */
export function formatRemaining(remainingMs: number): string {
  const total = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/**
 * Remaining time of a day or more as whole days and the rest as hh:mm:ss ("1" and "23:59:59"),
 * rounded up to the second before it is split, as formatRemaining rounds: 2 days less 0.4 s reads
 * 2 days 00:00:00, not 1 day 24:00:00. Less than a day is no days and formatRemaining's text.
 */
export function daysAndTime(remainingMs: number): { days: number; time: string } {
  const total = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  const days = Math.floor(total / 86_400);
  if (days === 0) return { days, time: formatRemaining(remainingMs) };
  const rest = total - days * 86_400;
  const two = (value: number) => String(value).padStart(2, '0');
  return { days, time: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}` };
}

export interface CountdownProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** What is left, in milliseconds. The primitive only renders it: the clock lives elsewhere. */
  remainingMs: number;
  /** Said once, politely, when the time reaches zero (default `common:ui.countdown.ended`). */
  endedText?: string;
}

/**
 * Renders the remaining time it is given. A `timer` (not announced on every tick); when it
 * reaches zero a polite live region says so once. Behaviour that depends on the time (a code's
 * expiry, a retry) belongs to the statechart that computes `remainingMs`.
 */
export function Countdown({ remainingMs, endedText, ...rest }: CountdownProps) {
  const { t } = useTranslation('common');
  const text = formatRemaining(remainingMs);
  const seconds = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  return (
    <CountdownRoot role="timer" data-ended={seconds === 0 || undefined} {...rest}>
      <time dateTime={`PT${seconds}S`}>{text}</time>
      <VisuallyHidden role="status">{seconds === 0 ? (endedText ?? t('ui.countdown.ended')) : ''}</VisuallyHidden>
    </CountdownRoot>
  );
}

const CountdownRoot = styled('span', {
  display: 'inline-flex',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: '$bold',
  '&[data-ended]': { color: '$textMuted' },
});
