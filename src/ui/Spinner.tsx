import { useTranslation } from 'react-i18next';
import { spin } from './motion';
import { styled } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

const Ring = styled('span', {
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '$round',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  variants: {
    size: {
      sm: { size: '16px' },
      md: { size: '24px', borderWidth: '3px' },
      lg: { size: '40px', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible text; defaults to "Loading…" in the active language. */
  label?: string;
  /** Inside a busy button the button already says it: no status role, no text. */
  decorative?: boolean;
}

export function Spinner({ size = 'md', label, decorative = false }: SpinnerProps) {
  const { t } = useTranslation('common');
  if (decorative) return <Ring size={size} aria-hidden="true" />;
  return (
    <span role="status" style={{ display: 'inline-flex' }}>
      <Ring size={size} aria-hidden="true" />
      <VisuallyHidden>{label ?? t('status.loading')}</VisuallyHidden>
    </span>
  );
}
