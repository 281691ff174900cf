/**
 * /member/transferFund: the wallets with their balances, a transfer between the main wallet and a
 * game wallet, and "all back to main" in one action; a clear message for a single-wallet
 * merchant; the consolidated balance where AGENTPOLICY3 is on.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, formatAmount } from '../../../ui/Amount';
import { Button } from '../../../ui/Button';
import { Select, TextInput } from '../../../ui/Field';
import { Notice } from '../../../ui/Notice';
import { OutcomeNotice } from '../../../ui/OutcomeNotice';
import { Spinner } from '../../../ui/Spinner';
import { StatCard } from '../../../ui/StatCard';
import { Card, Figures, Page, PageHead, Row, walletLabel } from './parts';
import { useTransferFund } from './useTransferFund';

function TransferFundPage() {
  const { t, i18n } = useTranslation(['ledger', 'errors', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const funds = useTransferFund();
  const transferable = funds.wallets.filter((wallet) => wallet.transferable);
  const main = transferable.find((wallet) => wallet.main);
  const games = transferable.filter((wallet) => !wallet.main);
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState('');
  const target = to || games[0]?.id || '';
  const source = funds.wallets.find((wallet) => wallet.id === from);
  const name = (id: string) => walletLabel(t, funds.wallets.find((wallet) => wallet.id === id)?.name ?? id);
  const options = transferable.map((wallet) => ({ value: wallet.id, label: `${walletLabel(t, wallet.name)} · ${formatAmount(wallet.balance, language, funds.currencySymbol)}` }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    funds.transfer(from, target, funds.amount);
  };
  // picking one side on main puts the other on a game wallet, and the reverse
  const pickFrom = (value: string) => {
    setFrom(value);
    if (value === '1' && (target === '1' || target === '')) setTo(games[0]?.id ?? '');
    if (value !== '1') setTo('1');
  };
  const pickTo = (value: string) => {
    setTo(value);
    if (value === '1' && from === '1') setFrom(games[0]?.id ?? '');
    if (value !== '1') setFrom('1');
  };

  return (
    <Page aria-labelledby="transfer-title" data-testid="transfer-fund" data-status={funds.status} data-refreshing={funds.refreshing || undefined} aria-busy={funds.busy || funds.refreshing || undefined}>
      <PageHead title={<span id="transfer-title">{t('transfer.title')}</span>} intro={t('transfer.intro')} />
      {funds.status === 'loading' ? <Spinner size="lg" /> : null}
      {funds.status === 'failed' ? (
        <Notice tone="error" onRetry={funds.retry} retryLabel={t('transfer.retry')} data-testid="transfer-load-failure">
          {t(funds.failureKey ?? 'errors:unknown')}
        </Notice>
      ) : null}
      {funds.status === 'single' ? (
        <Notice tone="info" data-testid="transfer-single">
          {t('transfer.single')}
        </Notice>
      ) : null}
      {funds.status === 'ready' ? (
        <>
          {funds.consolidated ? (
            <Card role="group" aria-label={t('transfer.consolidated.title')} data-testid="consolidated">
              <h2>{t('transfer.consolidated.title')}</h2>
              <Figures>
                <StatCard label={t('transfer.consolidated.total')} value={<Amount value={funds.consolidated.totalBalance} />} />
                <StatCard label={t('transfer.consolidated.wallet')} value={<Amount value={funds.consolidated.walletBalance ?? 0} />} />
                <StatCard label={t('transfer.consolidated.downline')} value={<Amount value={funds.consolidated.downlineBalance ?? 0} />} />
                <StatCard label={t('transfer.consolidated.pending')} value={<Amount value={funds.consolidated.pendingWithdrawal ?? 0} />} />
              </Figures>
            </Card>
          ) : null}
          <Figures role="group" aria-label={t('transfer.wallets')} data-testid="wallets">
            <StatCard label={t('transfer.total')} value={<Amount value={funds.sumBalance} symbol={funds.currencySymbol} data-testid="wallet-total" />} />
            {funds.wallets.map((wallet) => (
              <StatCard key={wallet.id} label={walletLabel(t, wallet.name)} value={<Amount value={wallet.balance} symbol={funds.currencySymbol} />} data-testid={`wallet-${wallet.name}`} />
            ))}
          </Figures>
          {funds.notice ? (
            <Notice tone="info" data-testid="transfer-done">
              {funds.notice.kind === 'transferred'
                ? t('transfer.transferred', { amount: formatAmount(funds.notice.amount, language, funds.currencySymbol), from: name(funds.notice.from), to: name(funds.notice.to) })
                : t('transfer.recalled')}
            </Notice>
          ) : null}
          {funds.unconfirmed ? (
            <OutcomeNotice
              outcome={funds.outcome}
              what={t('transfer.what', { amount: formatAmount(funds.unconfirmed.amount, language, funds.currencySymbol), from: name(funds.unconfirmed.from), to: name(funds.unconfirmed.to) })}
              onCheckAgain={funds.checkAgain}
              recordsHref="/member/transactionHistory"
              data-testid="transfer-outcome"
            />
          ) : null}
          {funds.errorKey ? (
            <Notice tone="error" data-testid="transfer-error">
              {funds.errorText ?? t(funds.errorKey)}
            </Notice>
          ) : null}
          <Card as="form" onSubmit={submit} noValidate aria-labelledby="transfer-form-title" data-testid="transfer-form">
            <h2 id="transfer-form-title">{t('transfer.submit')}</h2>
            <Select label={t('transfer.from')} value={from} onChange={(event) => pickFrom(event.currentTarget.value)} options={options} data-testid="transfer-from" />
            <Select label={t('transfer.to')} value={target} onChange={(event) => pickTo(event.currentTarget.value)} options={options} data-testid="transfer-to" />
            <TextInput
              label={t('transfer.amount')}
              inputMode="decimal"
              autoComplete="off"
              value={funds.amount}
              onChange={(event) => funds.setAmount(event.currentTarget.value)}
              hint={t('transfer.amountHint', { amount: formatAmount(source?.balance ?? 0, language, funds.currencySymbol) })}
              error={funds.amountErrorKey ? t(funds.amountErrorKey) : undefined}
              required
              data-testid="transfer-amount"
            />
            <Row>
              <Button type="submit" loading={funds.busy} data-testid="transfer-submit">
                {t('transfer.submit')}
              </Button>
              <Button type="button" variant="secondary" onClick={funds.recallAll} disabled={funds.busy || main === undefined} data-testid="transfer-recall">
                {t('transfer.recall')}
              </Button>
              <Button type="button" variant="ghost" onClick={funds.refresh} disabled={funds.busy} loading={funds.refreshing}>
                {t('transfer.refresh')}
              </Button>
            </Row>
          </Card>
        </>
      ) : null}
    </Page>
  );
}

export default TransferFundPage;
