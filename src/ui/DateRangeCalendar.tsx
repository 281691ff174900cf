/**
 * The calendar of DateRangeField: react-day-picker in range mode, styled with the theme's tokens
 * (its own stylesheet is not loaded). Loaded lazily by DateRangeField, so neither the library
 * nor date-fns is ever in the first route's JavaScript.
 */
import { DayPicker, type Matcher } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import type { DateRange } from './date-range';
import { styled } from './theme';

export interface DateRangeCalendarProps {
  selected: DateRange;
  onPick: (day: Date) => void;
  min?: Date | undefined;
  max?: Date | undefined;
  language: string;
}

export default function DateRangeCalendar({ selected, onPick, min, max, language }: DateRangeCalendarProps) {
  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: min });
  if (max) disabled.push({ after: max });
  const today = new Date();
  const clamped = max && today > max ? max : min && today < min ? min : today;
  return (
    <CalendarRoot>
      <DayPicker
        mode="range"
        selected={selected.from ? { from: selected.from, to: selected.to } : undefined}
        onSelect={(_range, day) => onPick(day)}
        locale={language.toLowerCase().startsWith('en') ? enUS : es}
        disabled={disabled}
        startMonth={min}
        endMonth={max}
        defaultMonth={selected.from ?? clamped}
        autoFocus
      />
    </CalendarRoot>
  );
}

const CalendarRoot = styled('div', {
  '.rdp-root': { position: 'relative', fontSize: '$sm' },
  '.rdp-months': { position: 'relative' },
  '.rdp-nav': { position: 'absolute', top: 0, insetInlineEnd: 0, display: 'flex', alignItems: 'center', gap: '$1', height: '$touch' },
  '.rdp-button_previous, .rdp-button_next': {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'grid',
    placeItems: 'center',
    size: '36px',
    borderRadius: '$md',
    color: '$text',
    cursor: 'pointer',
    '@hover': { '&:hover:not(:disabled)': { backgroundColor: '$surface3' } },
    '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.35, cursor: 'not-allowed' },
  },
  '.rdp-chevron': { fill: 'currentColor', size: '16px' },
  '.rdp-month_caption': { display: 'flex', alignItems: 'center', height: '$touch', paddingInlineStart: '$2', fontWeight: '$bold', fontSize: '$md', textTransform: 'capitalize' },
  '.rdp-month_grid': { borderCollapse: 'collapse' },
  '.rdp-weekday': { padding: '$1 0', color: '$textMuted', fontSize: '$xs', fontWeight: '$semibold', textAlign: 'center', textTransform: 'capitalize' },
  '.rdp-day': { padding: 0, textAlign: 'center' },
  '.rdp-day_button': {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'grid',
    placeItems: 'center',
    size: '40px',
    borderRadius: '$md',
    cursor: 'pointer',
    fontVariantNumeric: 'tabular-nums',
    '@hover': { '&:hover:not(:disabled)': { backgroundColor: '$surface3' } },
    '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
  '.rdp-today .rdp-day_button': { color: '$goldText', fontWeight: '$heavy' },
  '.rdp-outside': { opacity: 0.5 },
  '.rdp-disabled': { opacity: 0.35 },
  '.rdp-range_middle': { backgroundColor: '$goldSoft' },
  '.rdp-range_middle .rdp-day_button': { borderRadius: 0 },
  '.rdp-range_start': { background: 'linear-gradient(90deg, transparent 50%, $colors$goldSoft 50%)' },
  '.rdp-range_end': { background: 'linear-gradient(90deg, $colors$goldSoft 50%, transparent 50%)' },
  '.rdp-range_start.rdp-range_end': { background: 'none' },
  '.rdp-range_start .rdp-day_button, .rdp-range_end .rdp-day_button, .rdp-selected:not(.rdp-range_middle) .rdp-day_button': {
    backgroundColor: '$gold',
    color: '$onGold',
    fontWeight: '$bold',
  },
  '[dir="rtl"] & .rdp-range_start': { background: 'linear-gradient(-90deg, transparent 50%, $colors$goldSoft 50%)' },
  '[dir="rtl"] & .rdp-range_end': { background: 'linear-gradient(-90deg, $colors$goldSoft 50%, transparent 50%)' },
});
