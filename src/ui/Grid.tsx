import type { ComponentProps, CSSProperties } from 'react';
import { styled } from './theme';

const GridRoot = styled('div', {
  display: 'grid',
  // as many columns as fit at the minimum width, never wider than the container
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(var(--grid-min, 160px), 100%), 1fr))',
  minWidth: 0,
  variants: {
    gap: {
      sm: { gap: '$2' },
      md: { gap: '$3' },
      lg: { gap: '$5' },
    },
  },
  defaultVariants: { gap: 'md' },
});

export interface GridProps extends ComponentProps<typeof GridRoot> {
  /** Minimum column width as a CSS length (default 160px); columns stretch to fill the row. */
  min?: string;
}

/** A responsive auto-fill grid: as many columns of at least `min` as the width allows. */
export function Grid({ min, style, ...rest }: GridProps) {
  const withMin = min ? ({ ...style, '--grid-min': min } as CSSProperties) : style;
  return <GridRoot style={withMin} {...rest} />;
}
