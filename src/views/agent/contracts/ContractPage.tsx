/**
 * A contract page of the agent centre (dividends, daily wages, hourly salary, real-time salary):
 * three views as tabs — my contract (what the upline offers or holds with me, answered through
 * the contract chart), my downlines' contracts (offered, changed and ended through the
 * contractOffer chart, DownlineContracts.tsx) and payout records (per period, pending and paid). Lazily loaded with the page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@api/index';
import { Empty } from '../../../ui/Empty';
import { Spinner } from '../../../ui/Spinner';
import { styled } from '../../../ui/theme';
import { Tabs } from '../../../ui/Tabs';
import { AnswerDone, AnswerOutcome, ConsentQuestion, ContractFailure, HeldRow, RowList, WaitingRow } from './ContractRows';
import { DownlineContracts } from './DownlineContracts';
import { useContract } from './useContract';
import { PayoutRecords } from './PayoutRecords';

type View = 'mine' | 'downlines' | 'payouts';
const VIEWS: readonly View[] = ['mine', 'downlines', 'payouts'];

function ContractPage({ kind }: { kind: ContractKind }) {
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
    <Panel data-testid="my-contract" data-status={contract.status} data-busy={contract.busy || undefined} data-outcome={contract.outcome ?? undefined} aria-busy={contract.busy || undefined}>
      {contract.status === 'loading' ? <Spinner size="lg" /> : null}
      <AnswerOutcome contract={contract} />
      <AnswerDone contract={contract} />
      <ContractFailure contract={contract} />
      <ConsentQuestion contract={contract} />
      {contract.status === 'ready' && !contract.hasWaiting && contract.held.length === 0 ? <Empty>{t('mine.none')}</Empty> : null}
      <RowList>
        {contract.waiting.map((waiting) => (
          <WaitingRow key={waiting.row.key} view={waiting} contract={contract} />
        ))}
        {contract.held.map((row) => (
          <HeldRow key={row.key} row={row} />
        ))}
      </RowList>
    </Panel>
  );
}

const Title = styled('h1', { margin: '0 0 $3', fontSize: '$lg', fontWeight: '$bold' });
const Panel = styled('div', { display: 'grid', gap: '$3', paddingTop: '$3' });
