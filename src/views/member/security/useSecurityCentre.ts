/** The security centre's flows: the overview, one task's dialog, the payout accounts. */
import { connectPayoutAccounts, type PayoutAccountsApi } from '@machines/withdraw/payoutAccounts.connect';
import { connectSecurityCentre, type SecurityCentreApi } from '@machines/security/securityCentre.connect';
import type { SecurityTask } from '@machines/security/securityCentre.machine';
import { connectSecurityTask, type SecurityTaskApi } from '@machines/security/securityTask.connect';
import { useFlow } from '../../../app/actors';
import { payoutAccountsLogic } from '../../../app/wiring/withdraw/payoutAccounts';
import { securityCentreLogic } from '../../../app/wiring/security/securityCentre';
import { securityTaskLogic } from '../../../app/wiring/security/securityTask';
import { FLOW } from '../../../app/flowKeys';

export function useSecurityCentre(): SecurityCentreApi {
  return useFlow(FLOW.securityCentre, securityCentreLogic, connectSecurityCentre);
}

export function useSecurityTask(task: SecurityTask): SecurityTaskApi {
  return useFlow(`${FLOW.securityTask}:${task}`, securityTaskLogic, connectSecurityTask, { input: { task } });
}

export function usePayoutAccounts(): PayoutAccountsApi {
  return useFlow(FLOW.payoutAccounts, payoutAccountsLogic, connectPayoutAccounts);
}
