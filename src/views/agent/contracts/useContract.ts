/**
 * A contract flow: `contract:signIn` for the dialog that opens after sign-in (every kind), and
 * `contract:<kind>` for a contract page's "my contract" view.
 */
import { connectContract, type ContractView } from '@machines/contracts/contract.connect';
import type { ContractKind } from '@api/index';
import { useFlow, useFlowApi } from '../../../app/actors';
import { CONTRACT_KINDS, contractLogic } from '../../../app/wiring/contracts/contract';
import { FLOW } from '../../../app/flowKeys';

export function useContract(scope: ContractKind | 'signIn'): ContractView {
  return useFlow(`${FLOW.contract}:${scope}`, contractLogic, connectContract, { input: { kinds: scope === 'signIn' ? CONTRACT_KINDS : [scope] } });
}

const SIGN_IN_INPUT = { kinds: CONTRACT_KINDS };

/**
 * The after-sign-in contract flow as another view reads it, without opening it (App opens it for
 * an agent with AGENTPOLICY3): the agent centre takes the contract setting from it.
 */
export function useSignInContracts(): ContractView {
  return useFlowApi(`${FLOW.contract}:signIn`, contractLogic, connectContract, SIGN_IN_INPUT);
}
