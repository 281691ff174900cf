import { styled } from './theme';

/** A small label: status, "new", "hot", or a red count on a menu entry. */
export const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$1',
  minWidth: '20px',
  height: '20px',
  px: '6px',
  borderRadius: '$pill',
  fontSize: '11px',
  fontWeight: '$bold',
  lineHeight: 1,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  variants: {
    tone: {
      gold: { backgroundColor: '$goldSoft', color: '$goldText', border: '1px solid rgba(244, 192, 78, 0.35)' },
      green: { backgroundColor: '$greenSoft', color: '$greenText', border: '1px solid rgba(39, 199, 127, 0.35)' },
      neutral: { backgroundColor: '$surface3', color: '$textMuted', border: '1px solid $border' },
      count: { backgroundColor: '$danger', color: '$onDanger' },
    },
  },
  defaultVariants: { tone: 'gold' },
});
