/**
 * /member/depositv2: the channel choice, the amount with its presets and limits, a promotion, the
 * summary and the submit; once the order exists, what to do next (bank details to copy, a QR, a
 * crypto address, or the provider's page in a new tab with a link when the popup was blocked);
 * below, the deposit records with their status and a confirmed cancel for pending ones. An order
 * whose answer was lost is checked (the outcome notice over the held form), then shown as found, or
 * the form comes back with the failure. Everything it shows comes from the deposit chart's connect
 * API (useDeposit).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { DepositView, DepositRecordsView } from '@machines/deposit/deposit.connect';
import { canCancel } from '@machines/deposit/deposit.connect';
import type { FieldMessage } from '@machines/deposit/deposit.machine';
import type { DepositKind, DepositOrder, DepositStatus } from '../../../api';
import { formatAmount } from '../../../ui/Amount';
import { amountMessage } from '../../../ui/amountMessage';
import { useLanguage } from '../../../ui/useLanguage';
import { Button } from '../../../ui/Button';
import { Chip, StaticChip } from '../../../ui/Chip';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { Dialog } from '../../../ui/Dialog';
import { Select, TextInput } from '../../../ui/Field';
import { CheckIcon, DepositIcon, QrCodeIcon, SmartphoneIcon, SparklesIcon, type IconComponent } from '../../../ui/icons';
import { Notice } from '../../../ui/Notice';
import { OutcomeNotice } from '../../../ui/OutcomeNotice';
import { Spinner } from '../../../ui/Spinner';
import { COIN_DIGITS, dateTimeFormat, numberFormat } from '../../../ui/formats';
import { styled } from '../../../ui/theme';
import { useDeposit } from './useDeposit';

const KIND_ICONS: Record<DepositKind, IconComponent> = { BANK: DepositIcon, EWALLET: SmartphoneIcon, CRYPTO: SparklesIcon, QR: QrCodeIcon, OTHER: DepositIcon };
const STATUS_TONES: Record<DepositStatus, 'neutral' | 'gold' | 'green' | 'danger'> = {
  PENDING: 'gold',
  CREDITED: 'green',
  REJECTED: 'danger',
  FAILED: 'danger',
  CANCELLED: 'neutral',
  // a status we do not know: neutral, and nothing offered for it
  OTHER: 'neutral',
};

export default function DepositPage() {
  const deposit = useDeposit();
  const { t } = useTranslation(['deposit', 'errors']);
  return (
    <Page data-testid="deposit-page" data-phase={deposit.phase}>
      <header>
        <h1>{t('deposit:title')}</h1>
        <Muted>{t('deposit:intro')}</Muted>
      </header>
      <DepositForm deposit={deposit} />
      <DepositRecords records={deposit.records} />
    </Page>
  );
}

/** A field's message, its amounts written as money. */
function useMessage() {
  const { t } = useTranslation(['deposit', 'errors']);
  const language = useLanguage();
  return (message: FieldMessage | null) => amountMessage(t, message, language);
}

function DepositForm({ deposit }: { deposit: DepositView }) {
  const { t, i18n } = useTranslation(['deposit', 'errors']);
  const message = useMessage();
  const money = (value: number) => formatAmount(value, i18n.language);

  if (deposit.phase === 'loading') {
    return (
      // about the form's height, so the records below do not jump when it arrives (layout shift)
      <Card role="status" css={{ minHeight: '640px' }}>
        <Spinner size="sm" decorative /> {t('deposit:loading')}
      </Card>
    );
  }
  if (deposit.phase === 'loadFailed') {
    return <Notice tone="error" data-testid="deposit-load-error" onRetry={deposit.retry} retryLabel={t('deposit:retry')}>{t(deposit.loadFailureKey ?? 'errors:unknown')}</Notice>;
  }
  if (deposit.phase === 'unavailable') {
    return <Notice tone="info" data-testid="deposit-unavailable">{t('deposit:unavailable')}</Notice>;
  }
  if (deposit.order && (deposit.phase === 'showing' || deposit.phase === 'opening' || deposit.phase === 'blocked' || deposit.phase === 'found')) {
    return <NextSteps deposit={deposit} order={deposit.order} />;
  }

  const { channel } = deposit;
  const sending = deposit.phase === 'submitting' || deposit.phase === 'opening';
  // a lost answer is being checked: the form stays as it was sent, the notice above speaks of it
  const held = deposit.phase === 'checking';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    deposit.submit();
  };
  return (
    <Card as="form" onSubmit={onSubmit} noValidate aria-busy={deposit.busy} data-testid="deposit-form">
      {deposit.unconfirmed ? <DepositOutcome deposit={deposit} /> : null}
      {deposit.failureKey ? (
        <Notice tone="error" data-testid="deposit-error">
          {t(deposit.failureKey)}
        </Notice>
      ) : null}
      <fieldset>
        <legend>{t('deposit:channel.legend')}</legend>
        <Channels role="radiogroup" aria-label={t('deposit:channel.legend')}>
          {deposit.channels.map((option) => {
            const Icon = KIND_ICONS[option.kind];
            const selected = option.channelId === channel?.channelId;
            return (
              <ChannelCard
                key={option.channelId}
                type="button"
                role="radio"
                aria-checked={selected}
                selected={selected}
                disabled={held}
                data-testid={`deposit-channel-${option.kind}`}
                onClick={() => deposit.chooseChannel(option.channelId)}
              >
                <Icon size={22} aria-hidden />
                <strong>{option.name || t(`deposit:channel.kind.${option.kind}`)}</strong>
                <small>{t(`deposit:channel.kind.${option.kind}`)}</small>
              </ChannelCard>
            );
          })}
        </Channels>
      </fieldset>

      <TextInput
        label={t('deposit:amount.label')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={deposit.amount}
        onChange={(event) => deposit.setAmount(event.target.value)}
        disabled={held}
        error={message(deposit.amountError)}
        hint={
          channel ? (
            <span data-testid="deposit-limits">
              {channel.maxAmount === null ? t('deposit:amount.minOnly', { min: money(channel.minAmount) }) : t('deposit:amount.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })} ·{' '}
              {t(channel.allowDecimal ? 'deposit:amount.decimals' : 'deposit:amount.wholeOnly')}
            </span>
          ) : undefined
        }
        required
      />
      {channel && channel.fixedAmounts.length > 0 ? (
        <Presets role="group" aria-label={t('deposit:amount.presets')}>
          {channel.fixedAmounts.map((preset) => (
            <Chip key={preset} selected={deposit.amount === String(preset)} onClick={() => deposit.pickPreset(preset)} disabled={held} data-testid="deposit-preset">
              {money(preset)}
            </Chip>
          ))}
        </Presets>
      ) : null}

      {deposit.promotions.length > 0 ? (
        <Select
          label={t('deposit:promotion.label')}
          name="promotion"
          value={deposit.promotion?.promotionId ?? ''}
          onChange={(event) => deposit.setPromotion(event.target.value || null)}
          disabled={held}
          placeholder={t('deposit:promotion.none')}
          options={deposit.promotions.map((promotion) => ({ value: promotion.promotionId, label: t('deposit:promotion.option', { name: promotion.name, min: money(promotion.minDeposit) }) }))}
          error={message(deposit.promotionError)}
        />
      ) : null}

      <Summary aria-label={t('deposit:summary.title')} data-testid="deposit-summary">
        <div>
          <dt>{t('deposit:summary.amount')}</dt>
          <dd>{deposit.summary.amount === null ? t('deposit:summary.none') : money(deposit.summary.amount)}</dd>
        </div>
        <div>
          <dt>{t('deposit:summary.bonus')}</dt>
          <dd>{money(deposit.summary.bonus)}</dd>
        </div>
        <div>
          <dt>{t('deposit:summary.total')}</dt>
          <dd>{deposit.summary.total === null ? t('deposit:summary.none') : money(deposit.summary.total)}</dd>
        </div>
      </Summary>

      {/* held while a lost answer is checked: sending it again could make a second order */}
      <Button type="submit" size="lg" loading={sending} disabled={held} data-testid="deposit-submit">
        {sending ? t('deposit:submitting') : t('deposit:submit')}
      </Button>
    </Card>
  );
}

/** "We got no answer to your deposit of $500.00 by Bank transfer": checking, or still unknown with check again and the records. */
function DepositOutcome({ deposit }: { deposit: DepositView }) {
  const { t, i18n } = useTranslation('deposit');
  const [location] = useLocation();
  const sent = deposit.unconfirmed;
  if (!sent) return null;
  const amount = formatAmount(sent.amount, i18n.language);
  return (
    <OutcomeNotice
      outcome={deposit.outcome}
      what={sent.channelName ? t('outcomeWhat', { amount, channel: sent.channelName }) : t('outcomeWhatNoChannel', { amount })}
      onCheckAgain={deposit.checkAgain}
      // the records are on this page, below the form
      recordsHref={`${location}#deposit-records-title`}
      data-testid="deposit-outcome"
    />
  );
}

/** A value to copy: `value` is what the clipboard gets, `shown` (when it differs) what the page writes. */
function CopyRow({ label, value, shown, testId }: { label: string; value: string; shown?: string; testId: string }) {
  const { t } = useTranslation('deposit');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // clipboard refused (insecure context or permission): the value stays on screen to copy by hand
      setCopied(false);
    }
  };
  return (
    <DetailRow>
      <dt>{label}</dt>
      <dd>
        <code data-testid={testId}>{shown ?? value}</code>
        <Button type="button" size="sm" variant="secondary" onClick={() => void copy()} aria-label={t('next.copy', { label })} icon={copied ? <CheckIcon size={16} aria-hidden /> : undefined}>
          {copied ? t('next.copied', { label }) : t('next.copy', { label: '' }).trim()}
        </Button>
      </dd>
    </DetailRow>
  );
}

function NextSteps({ deposit, order }: { deposit: DepositView; order: DepositOrder }) {
  const { t, i18n } = useTranslation('deposit');
  const money = (value: number) => formatAmount(value, i18n.language);
  // a coin's amount as sent, to its smallest unit a wallet takes (never rounded away), at least to the cent
  const coin = (value: number) => numberFormat(i18n.language, COIN_DIGITS).format(value);
  return (
    <Card data-testid="deposit-next" data-kind={order.kind}>
      <h2>{order.orderNo ? t('next.title', { orderNo: order.orderNo }) : t('next.titleNoNumber')}</h2>
      {deposit.phase === 'found' ? (
        <Notice tone="info" data-testid="deposit-found-note">
          {t('next.foundNote')}
        </Notice>
      ) : null}
      {deposit.orderStatus === 'PENDING' || deposit.orderStatus === null ? (
        <Muted data-testid="deposit-next-status" data-status="PENDING">
          {t('next.pending')}
        </Muted>
      ) : (
        <Notice tone={deposit.orderStatus === 'CREDITED' ? 'info' : 'warning'} data-testid="deposit-next-status" data-status={deposit.orderStatus}>
          {t('next.status', { status: t(`records.statuses.${deposit.orderStatus}`) })}
        </Notice>
      )}
      {order.bankDetails ? (
        <>
          <p>{t('next.bank')}</p>
          <Details>
            <CopyRow label={t('next.bankName')} value={order.bankDetails.bankName} testId="deposit-bank-name" />
            <CopyRow label={t('next.accountHolder')} value={order.bankDetails.accountHolder} testId="deposit-account-holder" />
            <CopyRow label={t('next.accountNumber')} value={order.bankDetails.accountNumber} testId="deposit-account-number" />
            <CopyRow label={t('next.reference')} value={order.bankDetails.reference} testId="deposit-reference" />
            <CopyRow label={t('next.amount')} value={String(order.amount)} testId="deposit-amount" />
          </Details>
        </>
      ) : null}
      {order.qrImageUrl ? (
        <>
          <p>{order.crypto ? t('next.crypto') : t('next.qr')}</p>
          <QrImage src={order.qrImageUrl} alt={order.orderNo ? t('next.qrAlt', { orderNo: order.orderNo }) : t('next.qrAltNoNumber')} width={200} height={200} data-testid="deposit-qr" />
        </>
      ) : null}
      {order.crypto ? (
        <Details>
          <CopyRow label={t('next.address')} value={order.crypto.address} testId="deposit-crypto-address" />
          <DetailRow>
            <dt>{t('next.network')}</dt>
            <dd data-testid="deposit-crypto-network">{order.crypto.network}</dd>
          </DetailRow>
          <CopyRow label={t('next.amount')} value={String(order.amount)} testId="deposit-amount" />
          {order.crypto.amount !== undefined && order.crypto.currency ? (
            <CopyRow label={t('next.coinAmount', { currency: order.crypto.currency })} value={String(order.crypto.amount)} shown={t('next.coinAmountValue', { amount: coin(order.crypto.amount), currency: order.crypto.currency })} testId="deposit-crypto-amount" />
          ) : null}
          {order.crypto.rate !== undefined && order.crypto.currency ? (
            <DetailRow>
              <dt>{t('next.rate')}</dt>
              <dd data-testid="deposit-crypto-rate">{t('next.rateValue', { currency: order.crypto.currency, money: money(order.crypto.rate) })}</dd>
            </DetailRow>
          ) : null}
        </Details>
      ) : null}
      {deposit.providerRefused ? (
        <Notice tone="error" role="alert" data-testid="deposit-refused-url">
          {t('next.refusedUrl')}
        </Notice>
      ) : deposit.phase === 'found' && order.kind === 'EWALLET' && !order.redirectUrl ? (
        <p data-testid="deposit-found-no-link">{t('next.foundNoLink')}</p>
      ) : null}
      {order.redirectUrl ? (
        deposit.phase === 'found' ? (
          // found by the check after a lost answer: no window opened by itself; the member opens it
          <p data-testid="deposit-found-link">
            {t('next.found')}{' '}
            <a href={order.redirectUrl} target="_blank" rel="noopener noreferrer">
              {t('next.openLink')}
            </a>
          </p>
        ) : deposit.phase === 'opening' ? (
          <p role="status">
            <Spinner size="sm" decorative /> {t('next.opening')}
          </p>
        ) : deposit.phase === 'blocked' ? (
          <div role="alert" data-testid="deposit-blocked">
            <p>{t('next.blocked')}</p>
            <a href={order.redirectUrl} target="_blank" rel="noopener noreferrer">
              {t('next.openLink')}
            </a>
          </div>
        ) : !deposit.providerOpened ? (
          // a page that did not open by itself (a QR or bank channel answered with one): the member opens it
          <p data-testid="deposit-page-link">
            {t('next.found')}{' '}
            <a href={order.redirectUrl} target="_blank" rel="noopener noreferrer">
              {t('next.openLink')}
            </a>
          </p>
        ) : (
          <p role="status" data-testid="deposit-opened">
            {t('next.opened')}{' '}
            <a href={order.redirectUrl} target="_blank" rel="noopener noreferrer">
              {t('next.openLink')}
            </a>
          </p>
        )
      ) : null}
      <p>
        <strong>{money(order.amount)}</strong>
      </p>
      <Button type="button" variant="secondary" onClick={deposit.newDeposit} data-testid="deposit-another">
        {t('next.another')}
      </Button>
    </Card>
  );
}

function DepositRecords({ records }: { records: DepositRecordsView }) {
  const { t, i18n } = useTranslation(['deposit', 'errors']);
  const money = (value: number) => formatAmount(value, i18n.language);
  const confirming = records.items.find((order) => order.orderNo === records.confirmingOrderNo) ?? null;
  const columns: DataTableColumn<DepositOrder>[] = [
    { key: 'time', header: t('deposit:records.time'), cell: (order) => (order.createdTime ? dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(order.createdTime)) : '') },
    { key: 'order', header: t('deposit:records.order'), cell: (order) => <code>{order.orderNo}</code> },
    { key: 'channel', header: t('deposit:records.channel'), cell: (order) => order.channelName || t(`deposit:channel.kind.${order.kind}`) },
    { key: 'amount', header: t('deposit:records.amount'), align: 'end', cell: (order) => money(order.amount) },
    {
      key: 'status',
      header: t('deposit:records.status'),
      cell: (order) => (
        <StatusCell>
          <StaticChip tone={STATUS_TONES[order.status]} data-testid={`deposit-status-${order.orderNo}`} data-status={order.status}>
            {t(`deposit:records.statuses.${order.status}`)}
          </StaticChip>
          {canCancel(order) ? (
            <Button type="button" size="sm" variant="outline" aria-label={t('deposit:records.cancelOrder', { orderNo: order.orderNo })} onClick={() => records.cancel(order.orderNo)} disabled={records.confirmingOrderNo !== null}>
              {t('deposit:records.cancel')}
            </Button>
          ) : null}
        </StatusCell>
      ),
    },
  ];
  return (
    <Section aria-labelledby="deposit-records-title" data-testid="deposit-records" data-status={records.status}>
      <SectionHead>
        <h2 id="deposit-records-title">{t('deposit:records.title')}</h2>
        <Button type="button" size="sm" variant="secondary" onClick={records.refresh}>
          {t('deposit:records.refresh')}
        </Button>
      </SectionHead>
      {records.cancelFailureKey ? (
        <Notice tone="error" data-testid="deposit-cancel-error">
          {t(records.cancelFailureKey)}
        </Notice>
      ) : null}
      {records.status === 'failed' ? (
        <Notice tone="error" data-testid="deposit-records-error" onRetry={records.refresh} retryLabel={t('deposit:retry')}>
          {t(records.failureKey ?? 'errors:unknown')}
        </Notice>
      ) : (
        <DataTable
          caption={t('deposit:records.title')}
          hideCaption
          columns={columns}
          rows={records.items}
          rowKey={(order) => `${order.orderNo}|${order.createdTime}|${order.amount}`}
          manualSort
          loading={records.status === 'loading'}
          emptyMessage={<span data-testid="deposit-records-empty">{t('deposit:records.empty')}</span>}
        />
      )}
      <Dialog
        open={confirming !== null}
        onClose={records.dismissCancel}
        title={t('deposit:records.confirmTitle')}
        size="sm"
        id="deposit-cancel-dialog"
        footer={
          <>
            <Button type="button" variant="secondary" onClick={records.dismissCancel} disabled={records.cancelling}>
              {t('deposit:records.keep')}
            </Button>
            <Button type="button" variant="danger" onClick={records.confirmCancel} loading={records.cancelling} data-testid="deposit-cancel-confirm">
              {t('deposit:records.confirm')}
            </Button>
          </>
        }
      >
        {confirming ? <p>{t('deposit:records.confirmText', { orderNo: confirming.orderNo, amount: money(confirming.amount) })}</p> : null}
      </Dialog>
    </Section>
  );
}

const Page = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5', width: '100%', maxWidth: '960px', mx: 'auto', padding: '$4', '@md': { padding: '$6' }, h1: { margin: 0, fontSize: '$2xl' }, h2: { margin: 0, fontSize: '$lg' } });
const Muted = styled('p', { margin: 0, color: '$textMuted' });
const Card = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  fieldset: { border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$2' },
  legend: { fontSize: '$sm', fontWeight: '$semibold', marginBottom: '$2', padding: 0 },
  '@md': { padding: '$6' },
});
const Channels = styled('div', { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '$2', '@md': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } });
const ChannelCard = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  cursor: 'pointer',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$1',
  minHeight: '88px',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface2',
  color: '$text',
  small: { color: '$textMuted', fontSize: '$xs' },
  strong: { fontSize: '$sm' },
  '&:focus-visible': { outline: '2px solid $gold', outlineOffset: '2px' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  variants: { selected: { true: { borderColor: '$gold', backgroundColor: '$goldSoft', boxShadow: 'inset 0 0 0 1px $colors$gold' } } },
});
const Presets = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
const Summary = styled('dl', {
  margin: 0,
  display: 'grid',
  gap: '$2',
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$surface2',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '$3' },
  dt: { color: '$textMuted' },
  dd: { margin: 0, fontWeight: '$semibold' },
});
const Details = styled('dl', { margin: 0, display: 'grid', gap: '$2' });
const DetailRow = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  padding: '$2 0',
  borderBottom: '1px solid $border',
  dt: { color: '$textMuted', fontSize: '$sm' },
  dd: { margin: 0, display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap', minWidth: 0 },
  code: { wordBreak: 'break-all', fontSize: '$sm' },
});
const QrImage = styled('img', { alignSelf: 'center', width: '200px', height: '200px', borderRadius: '$md', backgroundColor: '#fff', padding: '$2' });
const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$3' });
const SectionHead = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$3' });
const StatusCell = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap' });
