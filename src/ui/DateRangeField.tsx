/**
 * A labelled start/end date pair with a calendar popover (react-day-picker, loaded on first open,
 * never in the first route's JavaScript). The start and end fields open the calendar (click,
 * Enter, Space, ArrowDown); the first day picked is the start, the second the end (swapped when
 * earlier), then the popover closes and focus returns to where it was. Escape closes it too;
 * `min`/`max` disable the days outside; presets are optional one-click ranges.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { lazyChunk } from './loadChunk';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { IconButton } from './IconButton';
import { CalendarIcon, CloseIcon } from './icons';
import { Spinner } from './Spinner';
import type { DateRange } from './date-range';
import { styled } from './theme';
import { controlBase } from './Field';
import { SuspenseBoundary } from './SuspenseBoundary';
import { dateTimeFormat } from './formats';

export type { DateRange } from './date-range';

export interface DateRangePreset {
  label: string;
  range: DateRange;
}

export interface DateRangeFieldProps {
  /** The group's label (a legend). */
  label: ReactNode;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** First and last day that can be picked. */
  min?: Date;
  max?: Date;
  /** Labels of the two fields (default `common:ui.dateRange.from` / `.to`). */
  startLabel?: string;
  endLabel?: string;
  presets?: readonly DateRangePreset[];
  /** Submits `<name>From` and `<name>To` as yyyy-mm-dd in a form. */
  name?: string;
  className?: string;
  'data-testid'?: string;
}

const DateRangeCalendar = lazyChunk(() => import('./DateRangeCalendar'));

/** yyyy-mm-dd in local time (what a form submits). */
export function isoDay(date: Date | undefined): string {
  if (!date) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

export function DateRangeField({ label, value, onChange, min, max, startLabel, endLabel, presets, name, className, 'data-testid': testId }: DateRangeFieldProps) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'es';
  const id = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<Date | null>(null);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const format = dateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const popoverId = `${id}-calendar`;

  const show = (opener: HTMLElement) => {
    returnFocus.current = opener;
    setPending(null);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    setPending(null);
    if (refocus) returnFocus.current?.focus();
  };
  const pick = (day: Date) => {
    const picked = startOfDay(day);
    if (!pending) {
      setPending(picked);
      return;
    }
    const [from, to] = picked < pending ? [picked, pending] : [pending, picked];
    onChange({ from, to });
    close(true);
  };
  const openerKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      show(event.currentTarget);
    }
  };
  const popoverKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <Root
      ref={rootRef}
      className={className}
      data-testid={testId}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) close(false);
      }}
    >
      <Legend>{label}</Legend>
      <Fields>
        {(['from', 'to'] as const).map((end) => (
          <Part key={end}>
            <PartLabel htmlFor={`${id}-${end}`}>{(end === 'from' ? startLabel : endLabel) ?? t(`ui.dateRange.${end}`)}</PartLabel>
            <DateInput
              id={`${id}-${end}`}
              readOnly
              value={value[end] ? format.format(value[end]) : ''}
              // a textbox may not say expanded (ARIA): the calendar button beside it does
              aria-haspopup="dialog"
              onClick={(event) => show(event.currentTarget)}
              onKeyDown={openerKeys}
            />
          </Part>
        ))}
        <IconButton
          variant="solid"
          label={t('ui.dateRange.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          onClick={(event) => (open ? close(false) : show(event.currentTarget))}
        >
          <CalendarIcon size={20} />
        </IconButton>
      </Fields>
      {name ? (
        <>
          <input type="hidden" name={`${name}From`} value={isoDay(value.from)} />
          <input type="hidden" name={`${name}To`} value={isoDay(value.to)} />
        </>
      ) : null}
      {open ? (
        <Popover id={popoverId} role="dialog" aria-label={t('ui.dateRange.calendar')} onKeyDown={popoverKeys}>
          <PopoverHead>
            <Status role="status">{pending ? t('ui.dateRange.pickEnd') : ''}</Status>
            <IconButton size="sm" label={t('ui.dateRange.close')} onClick={() => close(true)}>
              <CloseIcon size={18} />
            </IconButton>
          </PopoverHead>
          <SuspenseBoundary fallback={<Spinner size="sm" />}>
            <DateRangeCalendar selected={pending ? { from: pending } : value} onPick={pick} min={min} max={max} language={language} />
          </SuspenseBoundary>
          <Actions>
            {presets?.map((preset) => (
              <Button
                key={preset.label}
                size="sm"
                variant="secondary"
                onClick={() => {
                  onChange(preset.range);
                  close(true);
                }}
              >
                {preset.label}
              </Button>
            ))}
            {value.from || value.to ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  onChange({});
                  close(true);
                }}
              >
                {t('ui.dateRange.clear')}
              </Button>
            ) : null}
          </Actions>
        </Popover>
      ) : null}
    </Root>
  );
}

const Root = styled('fieldset', { position: 'relative', border: 0, padding: 0, margin: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: '$2' });

const Legend = styled('legend', { padding: 0, marginBottom: '$2', fontSize: '$sm', fontWeight: '$semibold' });

const Fields = styled('div', { display: 'flex', alignItems: 'flex-end', gap: '$2', maxWidth: '440px' });

const Part = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1', flex: 1, minWidth: 0 });

const PartLabel = styled('label', { fontSize: '$xs', color: '$textMuted', fontWeight: '$semibold' });

const DateInput = styled('input', controlBase, {
  boxSizing: 'border-box',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
});

const Popover = styled('div', {
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
  zIndex: '$dialog',
  marginTop: '$2',
  padding: '$3',
  borderRadius: '$lg',
  border: '1px solid $borderStrong',
  backgroundColor: '$surface1',
  boxShadow: '$lg',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  maxWidth: 'calc(100vw - 24px)',
});

const PopoverHead = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$2', minHeight: '36px' });

const Status = styled('p', { fontSize: '$sm', color: '$goldText', fontWeight: '$semibold' });

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2', '&:empty': { display: 'none' } });
