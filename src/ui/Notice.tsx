import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { InfoIcon } from './icons';
import { Problem } from './Problem';
import { styled } from './theme';

export type NoticeTone = 'info' | 'warning' | 'error';

export interface NoticeProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** info (default) and warning are a polite status; error is an alert. */
  tone?: NoticeTone;
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Shows a retry button (label `common:ui.retry` unless `retryLabel`). */
  onRetry?: () => void;
  retryLabel?: string;
  /** The retry is under way: the button shows a spinner and is blocked. */
  retrying?: boolean;
  /**
   * What the notice says, for a notice that answers a control further down the page (a form's
   * submit at its foot): the notice brings itself into view when it comes and whenever this
   * changes, or on a phone the player would see only the control, dimmed, and not why.
   */
  reveal?: string | null;
}

/** A message box with a tone and an optional retry: the Problem box, with a tone-coloured edge. */
export function Notice({ tone = 'info', title, children, onRetry, retryLabel, retrying = false, reveal, role, ...rest }: NoticeProps) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reveal) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [reveal]);
  return (
    <NoticeRoot ref={box} tone={tone} role={role ?? (tone === 'error' ? 'alert' : 'status')} data-tone={tone} {...rest}>
      {title ? (
        <NoticeTitle>
          <InfoIcon size={20} />
          {title}
        </NoticeTitle>
      ) : null}
      {typeof children === 'string' ? <p>{children}</p> : children}
      {onRetry ? (
        <Button variant={tone === 'error' ? 'primary' : 'secondary'} loading={retrying} onClick={onRetry}>
          {retryLabel ?? t('ui.retry')}
        </Button>
      ) : null}
    </NoticeRoot>
  );
}

const NoticeRoot = styled(Problem, {
  borderLeftWidth: '4px',
  variants: {
    tone: {
      info: { borderLeftColor: '$info' },
      warning: { borderLeftColor: '$gold' },
      error: { borderLeftColor: '$danger' },
    },
  },
});

const NoticeTitle = styled('strong', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$md',
  '[data-tone="info"] > & > svg': { color: '$info' },
  '[data-tone="warning"] > & > svg': { color: '$goldText' },
  '[data-tone="error"] > & > svg': { color: '$dangerText' },
});
