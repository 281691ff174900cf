/**
 * A contract page of the agent centre (dividends, daily wages, hourly salary, real-time salary):
 * three views as tabs — my contract (what the upline offers or holds with me, answered through
 * the contract chart), my downlines' contracts (offered, changed and ended through the
 * contractOffer chart, DownlineContracts.tsx) and payout records (per period, pending and paid). Lazily loaded with the page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractPayout } from '@api/index';
import { Amount, Button, DataTable, Empty, Notice, Spinner, styled, Tabs, type DataTableColumn } from '../../../ui';
import { ConsentQuestion, ContractFailure, HeldRow, RowList, WaitingRow } from './ContractRows';
import { DownlineContracts } from './DownlineContracts';
import { useContract } from './useContract';
import { useContractRecords } from './useContractRecords';

type View = 'mine' | 'downlines' | 'payouts';
const VIEWS: readonly View[] = ['mine', 'downlines', 'payouts'];

export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const [view, setView] = useState<View>('mine');
  return (
    <section data-testid="contract-page" data-kind={kind}>
      <Title id="agent-page-title">{t(`kinds.${kind}`)}</Title>
      <Tabs tabs={VIEWS.map((id) => ({ id, label: t(`views.${id}`) }))} value={view} onChange={setView} label={t('views.label')}>
        {view === 'mine' ? <MyContract kind={kind} /> : view === 'downlines' ? <DownlineContracts kind={kind} /> : <PayoutRecords kind={kind} />}
      </Tabs>
    </section>
  );
}

export default ContractPage;

function MyContract({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const contract = useContract(kind);
  return (
    <Panel data-testid="my-contract" data-status={contract.status} data-busy={contract.busy || undefined} aria-busy={contract.busy || undefined}>
      {contract.status === 'loading' ? <Spinner size="lg" /> : null}
      <ContractFailure contract={contract} />
      <ConsentQuestion contract={contract} />
      {contract.status === 'ready' && !contract.hasWaiting && contract.held.length === 0 ? <Empty>{t('mine.none')}</Empty> : null}
      <RowList>
        {contract.waiting.map((waiting) => (
          <WaitingRow key={waiting.row.id} view={waiting} contract={contract} />
        ))}
        {contract.held.map((row) => (
          <HeldRow key={row.id} row={row} />
        ))}
      </RowList>
    </Panel>
  );
}

function RecordsFailure({ failureKey, failureText, retry }: { failureKey: string | null; failureText: string | null; retry: () => void }) {
  const { t } = useTranslation('contracts');
  if (!failureKey) return null;
  return (
    <Notice tone="error" onRetry={retry} retryLabel={t('retry')} data-testid="contract-records-failure">
      {failureText ?? t(failureKey)}
    </Notice>
  );
}

function PayoutRecords({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useTranslation('contracts');
  const records = useContractRecords(kind);
  const when = (ms: number) => new Date(ms).toLocaleString(i18n.language, { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' });
  const columns: readonly DataTableColumn<ContractPayout>[] = [
    { key: 'period', header: t('payouts.period'), cell: (row) => `${when(row.periodStart)} – ${when(row.periodEnd)}` },
    { key: 'gameType', header: t('payouts.gameType'), cell: (row) => t(`gameTypes.${row.gameType}`, { defaultValue: row.gameType }) },
    { key: 'validBet', header: t('payouts.validBet'), align: 'end', cell: (row) => <Amount value={row.validBetAmount} /> },
    { key: 'rate', header: t('payouts.rate'), align: 'end', cell: (row) => (row.rateType === 'F' ? <Amount value={row.rate} /> : `${row.rate} %`) },
    { key: 'amount', header: t('payouts.amount'), align: 'end', cell: (row) => <Amount value={row.amount} /> },
    {
      key: 'status',
      header: t('payouts.status'),
      cell: (row) => (
        <span data-testid="payout-status" data-status={row.status}>
          {t(`payouts.statuses.${row.status}`, { defaultValue: row.status })}
        </span>
      ),
    },
  ];
  return (
    <Panel data-testid="payout-records" data-status={records.status} data-busy={records.busy || undefined}>
      <RecordsFailure failureKey={records.failureKey} failureText={records.failureText} retry={records.retry} />
      <Totals>
        <span>
          {t('payouts.pending')}: <Amount value={records.pendingAmount} data-testid="payouts-pending" />
        </span>
        <span>
          {t('payouts.settled')}: <Amount value={records.settledAmount} data-testid="payouts-settled" />
        </span>
        <Button size="sm" variant="outline" onClick={records.reload} disabled={records.busy} data-testid="payouts-reload">
          {t('payouts.reload')}
        </Button>
      </Totals>
      <DataTable
        columns={columns}
        rows={records.payouts}
        rowKey={(row) => row.id}
        caption={t('payouts.caption', { kind: t(`kinds.${kind}`) })}
        hideCaption
        loading={records.status === 'loading'}
        emptyMessage={t('payouts.none')}
        data-testid="payout-table"
      />
    </Panel>
  );
}

const Title = styled('h1', { margin: '0 0 $3', fontSize: '$lg', fontWeight: '$bold' });
const Panel = styled('div', { display: 'grid', gap: '$3', paddingTop: '$3' });
const Totals = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2 $4', fontSize: '$sm' });
