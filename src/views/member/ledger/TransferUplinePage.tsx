/**
 * /member/transferUpline: a member sends to their upline, an agent to a chosen downline, with the
 * payment password. Without one the page says to set it first (security centre). A refusal shows
 * at its field (the password's) or above the form; what was typed stays. A send whose answer was
 * lost is checked (OutcomeNotice) with the form held; the success found by the check has no order
 * number.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../ui/Amount';
import { Button, LinkButton } from '../../../ui/Button';
import { PinField, Select, TextInput } from '../../../ui/Field';
import { Notice } from '../../../ui/Notice';
import { OutcomeNotice } from '../../../ui/OutcomeNotice';
import { Spinner } from '../../../ui/Spinner';
import type { AccountTransfer } from '@api/index';
import type { TransferUplineView } from '@machines/agent/transferUpline.connect';
import { Card, Page, PageHead, Row } from './parts';
import { useTransferUpline } from './useTransferUpline';

/** The transfer form; the downline management shows it in its dialog, for one downline. */
export function TransferForm({ flow }: { flow: TransferUplineView }) {
  const { t, i18n } = useTranslation(['ledger', 'errors']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [recipient, setRecipient] = useState(flow.recipients[0]?.value ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const errors = flow.fieldErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.submit({ recipient, amount, password, remark });
  };
  return (
    <Card as="form" onSubmit={submit} noValidate aria-busy={flow.busy || undefined} data-testid="upline-form">
      {flow.unconfirmed ? (
        <OutcomeNotice
          outcome={flow.outcome}
          what={t('upline.what', { amount: formatAmount(flow.unconfirmed.amount, language), name: flow.unconfirmed.recipient })}
          onCheckAgain={flow.checkAgain}
          recordsHref="/member/transactionHistory"
          data-testid="upline-outcome"
        />
      ) : null}
      {flow.errorKey ? (
        <Notice tone="error" data-testid="upline-error">
          {flow.errorText ?? t(flow.errorKey)}
        </Notice>
      ) : null}
      <Select
        label={t('upline.recipient')}
        value={recipient}
        onChange={(event) => setRecipient(event.currentTarget.value)}
        options={flow.recipients.map((option) => ({
          value: option.value,
          label: t(option.upline ? 'upline.uplineOption' : 'upline.downlineOption', { name: option.party.nickname ? `${option.party.nickname} (${option.party.username})` : option.party.username }),
        }))}
        error={errors.recipient ? t(errors.recipient) : undefined}
        required
        data-testid="upline-recipient"
      />
      <TextInput
        label={t('upline.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        hint={t('upline.available', { amount: formatAmount(flow.mainBalance, language) })}
        error={errors.amount ? t(errors.amount) : undefined}
        required
        data-testid="upline-amount"
      />
      <PinField
        purpose="approve"
        label={t('upline.password')}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={errors.password ? t(errors.password) : undefined}
        data-testid="upline-password"
      />
      <TextInput label={t('upline.remark')} value={remark} maxLength={60} onChange={(event) => setRemark(event.currentTarget.value)} data-testid="upline-remark" />
      <Row>
        <Button type="submit" loading={flow.busy} data-testid="upline-submit">
          {t('upline.submit')}
        </Button>
      </Row>
    </Card>
  );
}

/** What a send says once done: with its order number, or (found by the check of a lost answer) without. */
export function sentText(t: (key: string, values: Record<string, unknown>) => string, sent: AccountTransfer, name: string, language: string): string {
  const amount = formatAmount(sent.amount, language, sent.currencySymbol);
  return sent.orderNo ? t('upline.sent', { amount, name, orderNo: sent.orderNo }) : t('upline.sentChecked', { amount, name });
}

/** Without a payment password nothing can be sent: the way to set one, in the security centre. */
export function NeedsPaymentPassword() {
  const { t } = useTranslation('ledger');
  return (
    <Notice tone="warning" data-testid="upline-needs-password">
      <p>{t('upline.needsPassword')}</p>
      <LinkButton href="/member/securityCenter" variant="secondary" size="sm">
        {t('upline.toSecurity')}
      </LinkButton>
    </Notice>
  );
}

function TransferUplinePage() {
  const { t, i18n } = useTranslation(['ledger', 'errors']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const flow = useTransferUpline();
  const recipientName = (username: string) => flow.recipients.find((option) => option.party.username === username)?.party.nickname || username;
  return (
    <Page aria-labelledby="upline-title" data-testid="transfer-upline" data-status={flow.status}>
      <PageHead title={<span id="upline-title">{t('upline.title')}</span>} intro={t('upline.intro')} />
      {flow.status === 'loading' ? <Spinner size="lg" /> : null}
      {flow.status === 'failed' ? (
        <Notice tone="error" onRetry={flow.retry} retryLabel={t('upline.retry')} data-testid="upline-load-failure">
          {t(flow.failureKey ?? 'errors:unknown')}
        </Notice>
      ) : null}
      {flow.status === 'needsPaymentPassword' ? <NeedsPaymentPassword /> : null}
      {flow.status === 'noRecipient' ? (
        <Notice tone="info" data-testid="upline-no-recipient">
          {t('upline.noRecipient')}
        </Notice>
      ) : null}
      {flow.status === 'editing' ? <TransferForm flow={flow} /> : null}
      {flow.status === 'sent' && flow.sent ? (
        <Card data-testid="upline-sent">
          <Notice tone="info">{sentText(t, flow.sent, recipientName(flow.sent.recipient), language)}</Notice>
          <Row>
            <Button type="button" onClick={flow.again} data-testid="upline-again">
              {t('upline.again')}
            </Button>
            <LinkButton href="/member/transactionHistory" variant="secondary">
              {t('upline.history')}
            </LinkButton>
          </Row>
        </Card>
      ) : null}
    </Page>
  );
}

export default TransferUplinePage;
