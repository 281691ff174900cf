/**
 * The contract dialog that opens after sign-in while any offer or termination request waits for
 * the agent (SPEC.md §4; signed-in agents with AGENTPOLICY3 only, its own lazily loaded chunk
 * rendered by App). It shows every waiting row with its answers and the lower-rate question, all
 * through the contract chart (`contract:signIn`); it stays open after the last answer to say so,
 * until the agent closes it. An answer whose answer was lost is checked here (also after a reload:
 * the dialog opens for it). The empty `contract-offers` holder always carries the chart's status,
 * so the path runner can tell a state the dialog does not show (loading, nothing waiting).
 */
import { useTranslation } from 'react-i18next';
import { useInTurn } from '../../../app/dialogs';
import { Dialog } from '../../../ui/Dialog';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { styled } from '../../../ui/theme';
import { AnswerDone, AnswerOutcome, ConsentQuestion, ContractFailure, RowList, WaitingRow } from './ContractRows';
import { useContract } from './useContract';

function PendingContracts() {
  const { t } = useTranslation('contracts');
  const contract = useContract('signIn');
  // an answer kept from before a reload whose outcome is unknown opens it too: its check shows here
  const open = contract.status !== 'closed' && contract.status !== 'loading' && (contract.hasWaiting || contract.answered || contract.status === 'failed' || contract.outcome !== null);
  const stillLoading = contract.status === 'loading';
  // in its turn: after what the user asked for, before information (src/app/dialogs.tsx)
  const shown = useInTurn('contract-offers', 'account', open);
  return (
    <div
      data-testid="contract-offers"
      data-status={contract.status}
      data-busy={contract.busy || undefined}
      data-answering={contract.answering || undefined}
      data-consent={contract.consentFor ? 'asked' : undefined}
      data-failed={contract.failureKey ? 'true' : undefined}
      data-waiting={contract.waiting.length}
      data-outcome={contract.outcome ?? undefined}
      hidden
    >
      <Dialog open={shown} managed onClose={contract.dismiss} title={t('dialog.title')} description={t('dialog.description')} size="lg" id="contract-dialog">
        <Body data-testid="contract-dialog" aria-busy={contract.busy || undefined}>
          {stillLoading ? <Spinner size="lg" /> : null}
          <AnswerOutcome contract={contract} />
          <AnswerDone contract={contract} />
          <ContractFailure contract={contract} />
          <ConsentQuestion contract={contract} />
          {contract.hasWaiting ? (
            <RowList>
              {contract.waiting.map((view) => (
                <WaitingRow key={view.row.key} view={view} contract={contract} />
              ))}
            </RowList>
          ) : contract.status === 'ready' ? (
            <Notice data-testid="contract-all-answered">{t('dialog.allAnswered')}</Notice>
          ) : null}
        </Body>
      </Dialog>
    </div>
  );
}

export default PendingContracts;

const Body = styled('div', { display: 'grid', gap: '$3' });
