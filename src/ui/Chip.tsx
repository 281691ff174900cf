import type { ComponentProps } from 'react';
import { styled } from './theme';

const chipBase = {
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  minHeight: '36px',
  px: '$3',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  borderRadius: '$pill',
  border: '1px solid $border',
  color: '$text',
  fontSize: '$xs',
  fontWeight: '$bold',
  whiteSpace: 'nowrap',
} as const;

const ChipRoot = styled('button', {
  ...chipBase,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { backgroundColor: '$gold', color: '$onGold', borderColor: '$gold' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
});

export interface ChipProps extends ComponentProps<typeof ChipRoot> {
  /** Selectable chip: sets aria-pressed (a filter that is on or off). */
  selected?: boolean;
}

/** A pill-shaped toggle button (filters, quick choices); `selected` is announced as pressed. */
export function Chip({ selected, type = 'button', ...rest }: ChipProps) {
  return <ChipRoot type={type} aria-pressed={selected} {...rest} />;
}

/** A static chip (a label, a tag): same pill, not interactive. */
export const StaticChip = styled('span', {
  ...chipBase,
  minHeight: '28px',
  fontWeight: '$semibold',
  variants: {
    tone: {
      neutral: { backgroundColor: '$surface2' },
      gold: { borderColor: '$gold', color: '$goldText', backgroundColor: '$goldSoft' },
      green: { borderColor: 'transparent', color: '$greenText', backgroundColor: '$greenSoft' },
      danger: { borderColor: '$danger', color: '$outflow' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
