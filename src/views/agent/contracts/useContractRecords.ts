/** A contract page's payout records flow (its kind), open while the view is shown. */
import { connectContractRecords, type ContractRecordsView } from '@machines/contracts/contractRecords.connect';
import type { ContractKind } from '@api/index';
import { useFlow } from '../../../app/actors';
import { contractRecordsLogic } from '../../../app/wiring/contracts/contract';
import { FLOW } from '../../../app/flowKeys';

export function useContractRecords(kind: ContractKind): ContractRecordsView {
  return useFlow(`${FLOW.contractRecords}:${kind}`, contractRecordsLogic, connectContractRecords, { input: { kind } });
}
