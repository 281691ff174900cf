import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

export type Trend = 'up' | 'down' | 'flat';

export interface StatCardProps extends Omit<ComponentProps<'div'>, 'children'> {
  label: ReactNode;
  /** The figure; often an <Amount>. */
  value: ReactNode;
  /** A change to show under the value ("+12%", an <Amount signed>), coloured by `trend`. */
  delta?: ReactNode;
  trend?: Trend;
  /** A short explanation under everything ("last 7 days"). */
  hint?: ReactNode;
  icon?: ReactNode;
}

const ARROWS: Record<Trend, string> = { up: '▲', down: '▼', flat: '▬' };

/** A labelled figure: label, value, optional delta with its trend, and a hint. A named group. */
export function StatCard({ label, value, delta, trend = 'flat', hint, icon, ...rest }: StatCardProps) {
  const { t } = useTranslation('common');
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} {...rest}>
      <Label id={labelId}>
        {icon}
        {label}
      </Label>
      <Value>{value}</Value>
      {delta !== undefined && delta !== null ? (
        <Delta data-trend={trend}>
          <span aria-hidden="true">{ARROWS[trend]}</span>
          <VisuallyHidden>{t(`ui.trend.${trend}`)}</VisuallyHidden>
          {delta}
        </Delta>
      ) : null}
      {hint ? <Hint>{hint}</Hint> : null}
    </Card>
  );
}

const Card = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface1',
});

const Label = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  color: '$textMuted',
  fontSize: '$sm',
  fontWeight: '$semibold',
  '& > svg': { color: '$goldText' },
});

// a line tall even while a skeleton stands in for the figure, so the card keeps its height when it arrives
const Value = styled('span', { display: 'block', minHeight: '1lh', fontSize: '$xl', fontWeight: '$heavy', lineHeight: '$tight', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

const Delta = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  fontSize: '$sm',
  fontWeight: '$bold',
  '& > span[aria-hidden]': { fontSize: '10px' },
  '&[data-trend="up"]': { color: '$greenText' },
  '&[data-trend="down"]': { color: '$outflow' },
  '&[data-trend="flat"]': { color: '$textMuted' },
});

const Hint = styled('span', { color: '$textSubtle', fontSize: '$xs' });
