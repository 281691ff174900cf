/**
 * What a page says while a money command's outcome is unknown (machines/outcome.ts): "checking
 * whether it went through", then, if the readings ran out, "we do not know yet: do not send it
 * again", with a button to check again and a link to the records that would show it.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Notice } from './Notice';
import { Spinner } from './Spinner';
import { styled } from './theme';

export interface OutcomeNoticeProps {
  readonly outcome: 'checking' | 'unknown' | null;
  /** What was sent, in words ("the transfer of $40.00 from Main to PG"). */
  readonly what: string;
  readonly onCheckAgain: () => void;
  /** The page that would list the command (the transaction history), if there is one. */
  readonly recordsHref?: string;
  readonly 'data-testid'?: string;
}

export function OutcomeNotice({ outcome, what, onCheckAgain, recordsHref, 'data-testid': testId = 'outcome-notice' }: OutcomeNoticeProps) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  // The notice sits above a form whose submit is at its foot: on a phone it would appear out of
  // view, the player seeing only the button's spinner. Brought into view when it comes or changes.
  useEffect(() => {
    if (outcome !== null) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);
  if (outcome === null) return null;
  if (outcome === 'checking') {
    return (
      <div ref={box}>
        <Notice tone="info" title={t('outcome.checkingTitle')} data-testid={testId} data-outcome="checking">
          <Line>
            <Spinner size="sm" />
            <span>{t('outcome.checking', { what })}</span>
          </Line>
        </Notice>
      </div>
    );
  }
  return (
    <div ref={box}>
      <Notice tone="warning" role="alert" title={t('outcome.unknownTitle')} onRetry={onCheckAgain} retryLabel={t('outcome.checkAgain')} data-testid={testId} data-outcome="unknown">
        <p>{t('outcome.unknown', { what })}</p>
        {recordsHref ? (
          <p>
            <Link href={recordsHref}>{t('outcome.records')}</Link>
          </p>
        ) : null}
      </Notice>
    </div>
  );
}

const Line = styled('p', { display: 'flex', alignItems: 'center', gap: '$2' });
