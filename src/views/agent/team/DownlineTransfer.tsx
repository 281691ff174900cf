/** Money to one downline, in the downline management's dialog: the transfer chart's flow, open while the dialog is. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectTransferUpline, type TransferUplineView } from '@machines/agent/transferUpline.connect';
import { useFlow } from '../../../app/actors';
import { transferUplineLogic } from '../../../app/wiring/agent/transferUpline';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { styled } from '../../../ui/theme';
import { NeedsPaymentPassword, sentText, TransferForm } from '../../member/ledger/TransferUplinePage';
import { FLOW } from '../../../app/flowKeys';

function useDownlineTransfer(downline: string): TransferUplineView {
  const [input] = useState(() => ({ downline }));
  return useFlow(`${FLOW.transferUpline}:${downline}`, transferUplineLogic, connectTransferUpline, { input });
}

export default function DownlineTransfer({ downline, onDone }: { downline: string; onDone: () => void }) {
  const { t, i18n } = useTranslation(['ledger', 'team', 'errors']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const flow = useDownlineTransfer(downline);
  return (
    <div data-testid="downline-transfer-dialog" data-status={flow.status}>
      {flow.status === 'loading' ? <Spinner size="lg" /> : null}
      {flow.status === 'failed' ? (
        <Notice tone="error" onRetry={flow.retry} retryLabel={t('upline.retry')}>
          {t(flow.failureKey ?? 'errors:unknown')}
        </Notice>
      ) : null}
      {flow.status === 'needsPaymentPassword' ? <NeedsPaymentPassword /> : null}
      {flow.status === 'editing' ? <TransferForm flow={flow} /> : null}
      {flow.status === 'sent' && flow.sent ? (
        <SentBox>
          <Notice tone="info" data-testid="downline-transfer-sent">
            {sentText(t, flow.sent, flow.sent.recipient || downline, language)}
          </Notice>
          <Button onClick={onDone} data-testid="downline-transfer-done">
            {t('team:downlines.transferDone')}
          </Button>
        </SentBox>
      ) : null}
    </div>
  );
}

const SentBox = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });
