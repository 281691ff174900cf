/**
 * /member/withdraw: eligibility, the payment password and the account binding when missing, the
 * withdraw form with its limits and presets, the fee preview with the payment password, the
 * records with cancel and the confirmation of C2C payments (?confirm=<orderNo> opens its dialog,
 * the address `confirmationHref` gives the records and the live notices alike). Renders the withdraw
 * chart's connect API.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { WithdrawGroupType } from '@api/withdraw';
import type { FieldMessage } from '@machines/withdraw/withdraw.machine';
import type { WithdrawView } from '@machines/withdraw/withdraw.connect';
import { confirmationHref } from '@machines/withdraw/confirmationAddress';
import { useSession } from '../../../app/session';
import { Amount, formatAmount } from '../../../ui/Amount';
import { amountMessage } from '../../../ui/amountMessage';
import { useLanguage } from '../../../ui/useLanguage';
import { formatPercent } from '../../../ui/formats';
import { Button } from '../../../ui/Button';
import { Chip } from '../../../ui/Chip';
import { Dialog } from '../../../ui/Dialog';
import { Empty } from '../../../ui/Empty';
import { Notice } from '../../../ui/Notice';
import { OutcomeNotice } from '../../../ui/OutcomeNotice';
import { PinField, Select, TextInput } from '../../../ui/Field';
import { Spinner } from '../../../ui/Spinner';
import { styled } from '../../../ui/theme';
import { SafeHtml } from '../../../ui/SafeHtml';
import { ConfirmationDialog } from './ConfirmationDialog';
import { useWithdraw } from './useWithdraw';
import { dateTimeFormat } from '../../../ui/formats';

function WithdrawPage() {
  const { t } = useTranslation('withdraw');
  const session = useSession();
  const memberType = session.info?.type ?? null;
  if (session.restoring) return <Spinner size="lg" />;
  return (
    <Page data-testid="withdraw-page">
      <h1>{t('title')}</h1>
      <WithdrawFlow memberType={memberType} />
    </Page>
  );
}

export default WithdrawPage;

function WithdrawFlow({ memberType }: { memberType: number | null }) {
  const withdraw = useWithdraw(memberType);
  // the step, and whether its call runs, as the page's state (read by the path runner)
  return (
    <FlowState data-testid="withdraw-flow" data-step={withdraw.step} data-busy={withdraw.busy || undefined}>
      <FlowStep withdraw={withdraw} />
    </FlowState>
  );
}

function FlowStep({ withdraw }: { withdraw: WithdrawView }) {
  const { t, i18n } = useTranslation('withdraw');
  const search = useSearch();
  const [, navigate] = useLocation();
  const confirmOrder = new URLSearchParams(search).get('confirm');
  if (withdraw.step === 'notEligible') {
    return <Notice tone="warning" data-testid="withdraw-not-eligible">{withdraw.trial ? t('notEligible.trial') : t('notEligible.other')}</Notice>;
  }
  if (withdraw.step === 'loading') return <Spinner size="lg" />;
  if (withdraw.step === 'loadFailed') {
    return (
      <Notice tone="error" onRetry={withdraw.retry} data-testid="withdraw-load-failed">
        {t(withdraw.loadFailureKey ?? 'errors:unknown')}
      </Notice>
    );
  }
  return (
    <>
      <Limits withdraw={withdraw} />
      {!withdraw.turnoverMet ? <TurnoverTable withdraw={withdraw} /> : null}
      {withdraw.unconfirmed ? (
        <OutcomeNotice
          outcome={withdraw.outcome}
          what={t('outcomeWhat', { amount: formatAmount(withdraw.unconfirmed.amount, i18n.resolvedLanguage ?? i18n.language) })}
          onCheckAgain={withdraw.checkAgain}
          data-testid="withdraw-outcome"
        />
      ) : null}
      <Card>
        {withdraw.step === 'passwordSetup' ? <PasswordSetup withdraw={withdraw} /> : null}
        {withdraw.step === 'binding' ? <BindForm withdraw={withdraw} /> : null}
        {withdraw.step === 'form' || withdraw.step === 'askingPaymentPassword' ? <WithdrawForm withdraw={withdraw} /> : null}
        {withdraw.step === 'submitted' && withdraw.lastOrder ? (
          <Notice tone="info" title={t('submitted.title')} data-testid="withdraw-submitted">
            <p data-status={withdraw.lastOrder.status}>
              {withdraw.lastOrder.status === 'PENDING'
                ? t('submitted.text', { orderNo: withdraw.lastOrder.orderNo })
                : t('submitted.now', { orderNo: withdraw.lastOrder.orderNo, status: t(`status.${withdraw.lastOrder.status}`) })}
            </p>
            <Button variant="secondary" onClick={withdraw.startNew}>
              {t('submitted.new')}
            </Button>
          </Notice>
        ) : null}
      </Card>
      {withdraw.settings?.precautionNote ? (
        <Precaution>
          <h2>{t('form.precaution')}</h2>
          <SafeHtml html={withdraw.settings.precautionNote} />
        </Precaution>
      ) : null}
      <Records withdraw={withdraw} onConfirm={(orderNo) => navigate(confirmationHref(orderNo))} />
      {confirmOrder ? <ConfirmationDialog orderNo={confirmOrder} onClosed={() => navigate('/member/withdraw', { replace: true })} /> : null}
    </>
  );
}

/** A field's or the form's message, its amounts written as money. */
function message(t: (key: string, values?: Record<string, unknown>) => string, error: FieldMessage | undefined | null, language: string): string | undefined {
  return amountMessage(t, error, language);
}

function Limits({ withdraw }: { withdraw: WithdrawView }) {
  const { t, i18n } = useTranslation('withdraw');
  const settings = withdraw.settings;
  if (!settings) return null;
  const money = (value: number) => formatAmount(value, i18n.resolvedLanguage ?? 'es');
  return (
    <LimitList data-testid="withdraw-limits">
      {withdraw.mainBalance !== null ? <li data-testid="withdraw-balance">{t('limits.balance', { amount: money(withdraw.mainBalance) })}</li> : null}
      {/* a limit the platform did not state is no limit: its line is left out */}
      <li>
        {settings.maxWithdrawal === null
          ? t('limits.min', { min: money(settings.minWithdrawal) })
          : t('limits.range', { min: money(settings.minWithdrawal), max: money(settings.maxWithdrawal) })}
      </li>
      {settings.remainingTransactionTimes !== null ? <li>{t('limits.times', { times: settings.remainingTransactionTimes })}</li> : null}
      {settings.remainingWithdrawAmount !== null ? <li>{t('limits.amount', { amount: money(settings.remainingWithdrawAmount) })}</li> : null}
      <li>{t('limits.fee', { rate: formatPercent(settings.withdrawPenaltyCharge, i18n.resolvedLanguage ?? 'es') })}</li>
      {settings.withdrawDateFrom !== null && settings.withdrawDateTo !== null ? <li>{t('limits.hours', { from: settings.withdrawDateFrom, to: settings.withdrawDateTo })}</li> : null}
    </LimitList>
  );
}

function TurnoverTable({ withdraw }: { withdraw: WithdrawView }) {
  const { t } = useTranslation('withdraw');
  return (
    <Notice tone="warning" title={t('turnover.title')} data-testid="withdraw-turnover">
      <p>{t('turnover.text')}</p>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('turnover.gameType')}</th>
            <th scope="col">{t('turnover.required')}</th>
            <th scope="col">{t('turnover.actual')}</th>
          </tr>
        </thead>
        <tbody>
          {withdraw.turnoverRows.map((row) => (
            <tr key={row.gameType} data-met={row.actualTurnover >= row.requiredTurnover || undefined}>
              <th scope="row">{row.gameType}</th>
              <td>
                <Amount value={row.requiredTurnover} />
              </td>
              <td>
                <Amount value={row.actualTurnover} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Notice>
  );
}

function FormError({ error }: { error: FieldMessage | undefined }) {
  const { t } = useTranslation('withdraw');
  const language = useLanguage();
  if (!error) return null;
  return (
    <Notice tone="error" data-testid="withdraw-form-error">
      {message(t, error, language)}
    </Notice>
  );
}

function PasswordSetup({ withdraw }: { withdraw: WithdrawView }) {
  const { t } = useTranslation('withdraw');
  const language = useLanguage();
  // typed values live in this form only, for its life; they reach the chart in the event
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    withdraw.setPassword({ paymentPassword: password, confirmPaymentPassword: confirm });
  };
  return (
    <Form onSubmit={submit} noValidate data-testid="withdraw-set-password">
      <h2>{t('setPassword.title')}</h2>
      <p>{t('setPassword.text')}</p>
      <FormError error={withdraw.errors.form} />
      <PinField
        purpose="new"
        label={t('setPassword.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={message(t, withdraw.errors.paymentPassword, language)}
      />
      <PinField
        purpose="new"
        label={t('setPassword.confirm')}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={message(t, withdraw.errors.confirmPaymentPassword, language)}
      />
      <Button type="submit" loading={withdraw.busy}>
        {t('setPassword.submit')}
      </Button>
    </Form>
  );
}

function BindForm({ withdraw }: { withdraw: WithdrawView }) {
  const { t } = useTranslation('withdraw');
  const language = useLanguage();
  const [groupType, setGroupType] = useState<WithdrawGroupType>('B');
  const [bankCode, setBankCode] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [cardHolder, setCardHolder] = useState('');
  const banks = withdraw.groups.find((group) => group.type === groupType)?.banks ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    withdraw.bind({ groupType, bankCode, cardNumber, cardHolder });
  };
  return (
    <Form onSubmit={submit} noValidate data-testid="withdraw-bind">
      <h2>{t('bind.title')}</h2>
      {!withdraw.canCancelBind ? <p>{t('bind.text')}</p> : null}
      <FormError error={withdraw.errors.form} />
      <Select
        label={t('bind.type')}
        value={groupType}
        options={withdraw.groups.map((group) => ({ value: group.type, label: t(`groups.${group.type}`) }))}
        onChange={(event) => {
          setGroupType(event.target.value === 'E' || event.target.value === 'V' ? event.target.value : 'B');
          setBankCode('');
        }}
      />
      <Select
        label={t('bind.bank')}
        required
        value={bankCode}
        placeholder={t('bind.bankPlaceholder')}
        options={banks.map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
        onChange={(event) => setBankCode(event.target.value)}
        error={message(t, withdraw.errors.bankCode, language)}
      />
      <TextInput
        label={t(`bind.number.${groupType}`)}
        required
        autoComplete="off"
        inputMode={groupType === 'B' ? 'numeric' : 'text'}
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
        error={message(t, withdraw.errors.cardNumber, language)}
      />
      <TextInput label={t('bind.holder')} required autoComplete="name" value={cardHolder} onChange={(event) => setCardHolder(event.target.value)} error={message(t, withdraw.errors.cardHolder, language)} />
      <Actions>
        <Button type="submit" loading={withdraw.busy}>
          {t('bind.submit')}
        </Button>
        {withdraw.canCancelBind ? (
          <Button variant="ghost" onClick={withdraw.cancelBind} disabled={withdraw.busy}>
            {t('bind.cancel')}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}

function WithdrawForm({ withdraw }: { withdraw: WithdrawView }) {
  const { t } = useTranslation('withdraw');
  const language = useLanguage();
  const settings = withdraw.settings;
  // what the member typed stays here (and in the chart's draft) through previews and refusals
  const [bankCardId, setBankCardId] = useState(() => withdraw.draft?.bankCardId ?? withdraw.accounts.find((account) => account.isWithdrawActive)?.bankCardId ?? '');
  const [amount, setAmount] = useState(() => (withdraw.draft ? String(withdraw.draft.amount) : ''));
  const [password, setPassword] = useState('');
  const askingPassword = withdraw.step === 'askingPaymentPassword';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (askingPassword) withdraw.confirm(password);
    else withdraw.submit({ amount: amount.trim() === '' ? Number.NaN : Number(amount.replace(',', '.')), bankCardId });
  };
  const account = withdraw.accounts.find((candidate) => candidate.bankCardId === bankCardId);
  return (
    <Form onSubmit={submit} noValidate data-testid="withdraw-form">
      <FormError error={withdraw.errors.form} />
      {withdraw.accountsUnavailable && withdraw.accounts.length === 0 ? (
        <Notice tone="warning" data-testid="withdraw-accounts-unavailable">
          {t('unavailable.accounts')}
        </Notice>
      ) : null}
      <Select
        label={t('form.account')}
        required
        disabled={askingPassword || withdraw.busy}
        value={bankCardId}
        placeholder={t('form.accountPlaceholder')}
        options={withdraw.accounts.map((candidate) => ({
          value: candidate.bankCardId,
          label: `${t(`groups.${candidate.groupType}`)} · ${candidate.bankName} ${candidate.cardNumber} · ${candidate.cardHolder}${candidate.isWithdrawActive ? '' : ` (${t('form.frozen')})`}`,
        }))}
        onChange={(event) => setBankCardId(event.target.value)}
        error={message(t, withdraw.errors.account, language)}
      />
      {!askingPassword ? (
        <Button variant="ghost" size="sm" onClick={withdraw.addAccount} disabled={withdraw.busy}>
          {t('form.addAccount')}
        </Button>
      ) : null}
      <TextInput
        label={t('form.amount')}
        required
        inputMode={settings?.allowDecimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        disabled={askingPassword || withdraw.busy}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={message(t, withdraw.errors.amount, language)}
      />
      {settings && settings.fixedWithdrawAmounts.length > 0 && !askingPassword ? (
        <Presets role="group" aria-label={t('form.presets')}>
          {settings.fixedWithdrawAmounts.map((preset) => (
            <Chip key={preset} selected={amount === String(preset)} onClick={() => setAmount(String(preset))} disabled={withdraw.busy}>
              <Amount value={preset} />
            </Chip>
          ))}
        </Presets>
      ) : null}
      {askingPassword ? (
        <Preview data-testid="withdraw-preview">
          <h2>{t('preview.title')}</h2>
          {/* no fee after a reload resumed a withdrawal the check found not made: the password still confirms it */}
          {withdraw.fee ? (
            <dl>
              <PreviewRow label={t('preview.account')}>{account ? `${account.bankName} ${account.cardNumber}` : ''}</PreviewRow>
              <PreviewRow label={t('preview.amount')}>
                <Amount value={withdraw.fee.amount} data-testid="preview-amount" />
              </PreviewRow>
              <PreviewRow label={t('preview.fee')}>
                <Amount value={withdraw.fee.fee} data-testid="preview-fee" />
              </PreviewRow>
              <PreviewRow label={t('preview.received')}>
                <Amount value={withdraw.fee.received} data-testid="preview-received" />
              </PreviewRow>
            </dl>
          ) : (
            // the platform has no fee preview (or a reload resumed the withdrawal): the password still confirms it
            <p data-testid="preview-fee-unavailable">{t('preview.feeUnavailable')}</p>
          )}
          <PinField
            purpose="approve"
            label={t('preview.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={message(t, withdraw.errors.password, language)}
          />
        </Preview>
      ) : null}
      <Actions>
        <Button type="submit" loading={withdraw.busy}>
          {askingPassword ? t('preview.confirm') : t('form.continue')}
        </Button>
        {askingPassword ? (
          <Button variant="ghost" onClick={withdraw.back} disabled={withdraw.busy}>
            {t('preview.back')}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}

const recordsPhase = (withdraw: WithdrawView) => (withdraw.cancelling ? 'cancelling' : withdraw.cancelOrderNo !== null ? 'confirmingCancel' : withdraw.recordsBusy ? 'reloading' : 'idle');

function PreviewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Records({ withdraw, onConfirm }: { withdraw: WithdrawView; onConfirm: (orderNo: string) => void }) {
  const { t, i18n } = useTranslation('withdraw');
  const language = useLanguage();
  const date = (ms: number) => dateTimeFormat(i18n.resolvedLanguage ?? 'es', { dateStyle: 'short', timeStyle: 'short' }).format(ms);
  return (
    <section aria-labelledby="withdraw-records-title" data-testid="withdraw-records" data-phase={recordsPhase(withdraw)} aria-busy={withdraw.recordsBusy || undefined}>
      <RecordsHead>
        <h2 id="withdraw-records-title">{t('records.title')}</h2>
        <Button variant="ghost" size="sm" onClick={withdraw.refreshRecords} loading={withdraw.recordsBusy && withdraw.cancelOrderNo === null}>
          {t('records.refresh')}
        </Button>
      </RecordsHead>
      {withdraw.recordsError ? <Notice tone="error">{message(t, withdraw.recordsError, language)}</Notice> : null}
      {withdraw.recordsUnavailable && withdraw.records.length === 0 ? (
        <Notice tone="warning" data-testid="withdraw-records-unavailable">
          {t('unavailable.records')}
        </Notice>
      ) : withdraw.records.length === 0 ? (
        <Empty>{t('records.empty')}</Empty>
      ) : (
        <RecordList>
          {withdraw.records.map((record) => (
            <li key={record.orderNo} data-testid="withdraw-record" data-order={record.orderNo} data-status={record.status}>
              <strong>{record.orderNo}</strong>
              <span>{date(record.createdTime)}</span>
              <span>
                {t('records.amount')}: <Amount value={record.amount} />
              </span>
              {record.parts.length > 0 ? (
                <span>
                  {t('records.received')}: <Amount value={record.receivedAmount} /> / <Amount value={record.payout} />
                </span>
              ) : null}
              <span data-testid="withdraw-record-status">{t(`status.${record.status}`)}</span>
              {record.status === 'PENDING' ? (
                <Button variant="secondary" size="sm" onClick={() => withdraw.cancelOrder(record.orderNo)} disabled={withdraw.recordsBusy}>
                  {t('records.cancel')}
                </Button>
              ) : null}
              {record.status === 'PAYING' ? (
                <Button size="sm" onClick={() => onConfirm(record.orderNo)}>
                  {t('records.confirm')}
                </Button>
              ) : null}
            </li>
          ))}
        </RecordList>
      )}
      <Dialog
        open={withdraw.cancelOrderNo !== null}
        onClose={withdraw.keepOrder}
        title={t('cancelDialog.title')}
        size="sm"
        id="withdraw-cancel-dialog"
        footer={
          <Actions>
            <Button variant="danger" onClick={withdraw.confirmCancel} loading={withdraw.cancelling}>
              {t('cancelDialog.confirm')}
            </Button>
            <Button variant="ghost" onClick={withdraw.keepOrder} disabled={withdraw.cancelling}>
              {t('cancelDialog.keep')}
            </Button>
          </Actions>
        }
      >
        <p>{t('cancelDialog.text', { orderNo: withdraw.cancelOrderNo ?? '' })}</p>
      </Dialog>
    </section>
  );
}

/** Carries the flow's step without a box of its own (the page's gap still spaces its parts). */
const FlowState = styled('div', { display: 'contents' });
const Page = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4', padding: '$4', maxWidth: '760px', margin: '0 auto', width: '100%', '& h1': { fontSize: '$xl', fontWeight: '$bold' } });
const Card = styled('div', { backgroundColor: '$surface1', borderRadius: '$lg', padding: '$4', border: '1px solid $border' });
const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$3', '& h2': { fontSize: '$lg', fontWeight: '$bold' } });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
const Presets = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
const LimitList = styled('ul', { display: 'flex', flexWrap: 'wrap', gap: '$2 $4', fontSize: '$sm', color: '$textMuted', listStyle: 'none', padding: 0 });
const Precaution = styled('section', { fontSize: '$sm', color: '$textMuted', '& h2': { fontSize: '$md', fontWeight: '$bold', color: '$text' } });
const Preview = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$surface2',
  '& dl': { display: 'grid', gap: '$2' },
  '& dl > div': { display: 'flex', justifyContent: 'space-between', gap: '$3' },
  '& dt': { color: '$textMuted' },
  '& dd': { fontWeight: '$bold' },
});
const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  '& th, & td': { textAlign: 'left', padding: '$1 $2', borderBottom: '1px solid $border' },
  '& tr[data-met] td': { color: '$textMuted' },
});
const RecordsHead = styled('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', '& h2': { fontSize: '$lg', fontWeight: '$bold' } });
const RecordList = styled('ul', {
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '& > li': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2 $4', padding: '$3', borderRadius: '$md', backgroundColor: '$surface1', border: '1px solid $border' },
});
