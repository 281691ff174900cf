/**
 * A list's date-range filter: the labelled range field with its one-click presets (today and the
 * last N days, counted back from today in local time) and, under it, the chart's refusal of the
 * range (too long, ending in the future…) in the reader's language. The range reaches the chart
 * as yyyy-mm-dd days only once both ends are picked; the chart decides whether it is accepted.
 */
import { dayOf, lastDays, parseDay } from '@machines/money';
import { DateRangeField } from './DateRangeField';
import { Notice } from './Notice';

export interface RangePreset {
  /** How many days, today included (1: today). */
  readonly days: number;
  readonly label: string;
}

export interface RangeFilterProps {
  readonly label: string;
  /** The range in force, yyyy-mm-dd. */
  readonly from: string;
  readonly to: string;
  readonly presets: readonly RangePreset[];
  onRange(from: string, to: string): void;
  /** The chart's refusal of the last range asked for, already translated; null: none. */
  readonly error: string | null;
  /** The field's test id; the refusal's is `<id>-error`. */
  readonly 'data-testid': string;
}

export function RangeFilter({ label, from, to, presets, onRange, error, 'data-testid': testId }: RangeFilterProps) {
  const now = new Date();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return (
    <>
      <DateRangeField
        label={label}
        value={{ from: parseDay(from) ?? new Date(), to: parseDay(to) ?? new Date() }}
        max={today}
        // counted on the calendar (lastDays): across a daylight-saving change a day is 23 or 25 hours
        presets={presets.map(({ days, label: presetLabel }) => ({ label: presetLabel, range: lastDays(now, days) }))}
        onChange={(range) => {
          if (range.from && range.to) onRange(dayOf(range.from), dayOf(range.to));
        }}
        data-testid={testId}
      />
      {error ? (
        <Notice tone="error" data-testid={`${testId}-error`}>
          {error}
        </Notice>
      ) : null}
    </>
  );
}
