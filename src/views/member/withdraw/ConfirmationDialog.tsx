/**
 * The confirmation of a withdrawal paid in C2C parts, as a dialog: the amount, received and
 * remaining; each part with its payer, its live time left and the warning that an unanswered part
 * counts as received (the payer's deposit is not refunded), or its answer; received, not received
 * with proof images (previewed; the chart refuses other types, larger files and more than three)
 * or fully paid (asked once more first: it counts the rest as received and withdraws the parts
 * reported as not received). Renders the withdrawalConfirmation chart's connect API.
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmationPartView, WithdrawalConfirmationView } from '@machines/withdraw/withdrawalConfirmation.connect';
import type { ProofFile } from '@machines/withdraw/withdrawalConfirmation.machine';
import { Amount, formatAmount } from '../../../ui/Amount';
import { Button } from '../../../ui/Button';
import { Countdown } from '../../../ui/Countdown';
import { Dialog } from '../../../ui/Dialog';
import { FilePicker } from '../../../ui/FilePicker';
import { IconButton } from '../../../ui/IconButton';
import { Notice } from '../../../ui/Notice';
import { pickedImages } from '../../../ui/pickedImages';
import { Spinner } from '../../../ui/Spinner';
import { useLanguage } from '../../../ui/useLanguage';
import { styled } from '../../../ui/theme';
import { CloseIcon } from '../../../ui/icons';
import { useWithdrawalConfirmation } from './useWithdrawalConfirmation';

/** The dialog for one order (the records, a notice's link); `onClosed` runs once it is dismissed. */
export function ConfirmationDialog({ orderNo, onClosed }: { orderNo: string; onClosed: () => void }) {
  const confirmation = useWithdrawalConfirmation(orderNo, onClosed);
  return <ConfirmationView confirmation={confirmation} open={confirmation.status !== 'closed'} />;
}

/** `managed`: opened in its turn by the dialog manager (the check on sign-in), not by the user's link. */
export function ConfirmationView({ confirmation, open, managed = false }: { confirmation: WithdrawalConfirmationView; open: boolean; managed?: boolean }) {
  const { t } = useTranslation('withdraw');
  const language = useLanguage();
  const { order } = confirmation;
  return (
    <Dialog open={open} managed={managed} onClose={confirmation.dismiss} title={t('confirm.title')} size="md" id="withdrawal-confirmation">
      <Body
        data-testid="withdrawal-confirmation"
        data-status={confirmation.status}
        data-busy={confirmation.busy || undefined}
        data-answering={confirmation.answering || undefined}
        aria-busy={confirmation.busy || undefined}
      >
        {confirmation.status === 'loading' ? <Spinner size="lg" /> : null}
        {confirmation.status === 'failed' ? (
          <Notice tone="error" onRetry={confirmation.retry}>
            {confirmation.failureText ?? t(confirmation.failureKey ?? 'errors:unknown')}
          </Notice>
        ) : null}
        {confirmation.status === 'none' ? <Notice>{t('confirm.none')}</Notice> : null}
        {order && confirmation.status === 'ready' ? (
          <>
            <p>{t('confirm.order', { orderNo: order.orderNo })}</p>
            <Totals>
              <div>
                <dt>{t('confirm.amount')}</dt>
                <dd>
                  <Amount value={order.payout} data-testid="confirmation-amount" />
                </dd>
              </div>
              <div>
                <dt>{t('confirm.received')}</dt>
                <dd>
                  <Amount value={order.receivedAmount} data-testid="confirmation-received" />
                </dd>
              </div>
              <div>
                <dt>{t('confirm.remaining')}</dt>
                <dd>
                  <Amount value={order.remainingAmount} data-testid="confirmation-remaining" />
                </dd>
              </div>
            </Totals>
            {confirmation.failureKey ? <Notice tone="error">{confirmation.failureText ?? t(confirmation.failureKey)}</Notice> : null}
            {confirmation.complete ? <Notice>{t('confirm.complete')}</Notice> : null}
            {confirmation.fullyPaidQuestion ? (
              <Question data-testid="fully-paid-question" role="group" aria-labelledby="fully-paid-question-text">
                <p id="fully-paid-question-text">
                  {t('confirm.fullyPaidQuestion', { amount: formatAmount(confirmation.fullyPaidQuestion.remaining, language) })}
                </p>
                {confirmation.fullyPaidQuestion.reportedParts.length > 0 ? (
                  <Notice tone="warning">
                    {t('confirm.fullyPaidWithdrawsReports', {
                      count: confirmation.fullyPaidQuestion.reportedParts.length,
                      parts: confirmation.fullyPaidQuestion.reportedParts.join(', '),
                    })}
                  </Notice>
                ) : null}
                <Actions>
                  <Button onClick={confirmation.confirmFullyPaid}>{t('confirm.fullyPaidYes')}</Button>
                  <Button variant="secondary" onClick={confirmation.cancelFullyPaid}>
                    {t('confirm.fullyPaidNo')}
                  </Button>
                </Actions>
              </Question>
            ) : null}
            <Parts>
              {confirmation.parts.map((part) => (
                <PartRow key={part.partId} part={part} confirmation={confirmation} />
              ))}
            </Parts>
          </>
        ) : null}
      </Body>
    </Dialog>
  );
}

function PartRow({ part, confirmation }: { part: ConfirmationPartView; confirmation: WithdrawalConfirmationView }) {
  const { t } = useTranslation('withdraw');
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length) void pickedImages(picked).then((files: ProofFile[]) => confirmation.addProofs(part.partId, files));
  };
  const proofId = `proof-${part.partId}`;
  // while "fully paid" is asked, the part answers give way to the question
  const asking = confirmation.fullyPaidQuestion !== null;
  return (
    <li data-testid="confirmation-part" data-part={part.partId} data-status={part.status}>
      <PartHead>
        <strong>{t('confirm.part', { n: part.n })}</strong>
        <Amount value={part.amount} />
        <span>{t('confirm.payer', { name: part.payerName })}</span>
      </PartHead>
      <span data-testid="confirmation-part-status">{t(`confirm.partStatus.${part.status}`)}</span>
      {part.waiting ? (
        <>
          <p>
            {t('confirm.timeLeft')}: <Countdown remainingMs={part.timeLeftMs} data-testid="confirmation-countdown" />
          </p>
          <Notice tone="warning">{t('confirm.warning')}</Notice>
          {asking ? null : (
            <>
              <Actions>
                <Button onClick={() => confirmation.received(part.partId)} loading={confirmation.busy}>
                  {t('confirm.received_action')}
                </Button>
                <Button variant="secondary" onClick={() => confirmation.fullyPaid(part.partId)} disabled={confirmation.busy}>
                  {t('confirm.fullyPaid')}
                </Button>
              </Actions>
              <ProofBox>
                <label htmlFor={proofId}>{t('confirm.proofs')}</label>
                <FilePicker
                  id={proofId}
                  accept="image/png,image/jpeg"
                  multiple
                  onChange={pick}
                  disabled={confirmation.busy}
                  aria-invalid={part.proofErrorKey ? true : undefined}
                  aria-describedby={part.proofErrorKey ? `${proofId}-error` : undefined}
                  buttonLabel={t('confirm.proofChoose')}
                  chosenLabel={part.proofs.length === 0 ? t('confirm.proofNone') : t('confirm.proofChosen', { count: part.proofs.length })}
                  data-testid="proof-picker"
                />
                {part.proofErrorKey ? (
                  <ErrorText id={`${proofId}-error`} role="alert">
                    {t(part.proofErrorKey)}
                  </ErrorText>
                ) : null}
                {part.proofs.length > 0 ? (
                  <Thumbs>
                    {part.proofs.map((proof, index) => (
                      <ProofThumb key={`${proof.name}-${index}`} proof={proof} onRemove={() => confirmation.removeProof(part.partId, index)} />
                    ))}
                  </Thumbs>
                ) : null}
                <Button variant="danger" onClick={() => confirmation.notReceived(part.partId)} disabled={confirmation.busy}>
                  {t('confirm.sendNotReceived')}
                </Button>
              </ProofBox>
            </>
          )}
        </>
      ) : null}
    </li>
  );
}

function ProofThumb({ proof, onRemove }: { proof: ProofFile; onRemove: () => void }) {
  const { t } = useTranslation('withdraw');
  // a data URL (the Content-Security-Policy allows data: images, not blob:), for this preview only
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(proof.blob);
    return () => reader.abort();
  }, [proof.blob]);
  return (
    <li>
      {url ? <img src={url} alt={t('confirm.proofPreview', { name: proof.name })} width={72} height={72} /> : <Spinner size="sm" />}
      <IconButton label={t('confirm.removeProof', { name: proof.name })} onClick={onRemove} size="sm">
        <CloseIcon size={14} />
      </IconButton>
    </li>
  );
}

const Question = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface2',
});
const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Totals = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$2',
  '& dt': { fontSize: '$xs', color: '$textMuted' },
  '& dd': { fontWeight: '$bold' },
});
const Parts = styled('ol', {
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '& > li': { display: 'flex', flexDirection: 'column', gap: '$2', padding: '$3', borderRadius: '$md', border: '1px solid $border', backgroundColor: '$surface2' },
});
const PartHead = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2', alignItems: 'baseline' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
const ProofBox = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', fontSize: '$sm', '& label': { fontWeight: '$semibold' } });
const ErrorText = styled('p', { color: '$dangerText', fontWeight: '$semibold', fontSize: '$xs' });
const Thumbs = styled('ul', {
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  gap: '$2',
  '& > li': { position: 'relative' },
  '& img': { objectFit: 'cover', borderRadius: '$sm' },
  '& button': { position: 'absolute', top: 0, right: 0 },
});
