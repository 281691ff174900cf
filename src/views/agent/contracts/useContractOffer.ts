/** A contract page's "my downlines' contracts" flow (its kind's offers, the form, terminations), open while the view is shown. */
import { connectContractOffer, type ContractOfferView } from '@machines/contracts/contractOffer.connect';
import type { ContractKind } from '@api/index';
import { useFlow } from '../../../app/actors';
import { contractOfferLogic } from '../../../app/wiring/contracts/contractOffer';
import { FLOW } from '../../../app/flowKeys';

export function useContractOffer(kind: ContractKind): ContractOfferView {
  return useFlow(`${FLOW.contractOffer}:${kind}`, contractOfferLogic, connectContractOffer, { input: { kind } });
}
