/** The security centre's flows: the overview, one task's dialog, the payout accounts. */
import { connectPayoutAccounts, type PayoutAccountsView } from '@machines/withdraw/payoutAccounts.connect';
import { connectSecurityCentre, type SecurityCentreView } from '@machines/security/securityCentre.connect';
import type { SecurityTask } from '@machines/security/securityCentre.machine';
import { connectSecurityTask, type SecurityTaskView } from '@machines/security/securityTask.connect';
import { useFlow } from '../../../app/actors';
import { payoutAccountsLogic } from '../../../app/wiring/withdraw/payoutAccounts';
import { securityCentreLogic } from '../../../app/wiring/security/securityCentre';
import { securityTaskLogic } from '../../../app/wiring/security/securityTask';
import { FLOW } from '../../../app/flowKeys';

export function useSecurityCentre(): SecurityCentreView {
  return useFlow(FLOW.securityCentre, securityCentreLogic, connectSecurityCentre);
}

export function useSecurityTask(task: SecurityTask): SecurityTaskView {
  return useFlow(`${FLOW.securityTask}:${task}`, securityTaskLogic, connectSecurityTask, { input: { task } });
}

export function usePayoutAccounts(): PayoutAccountsView {
  return useFlow(FLOW.payoutAccounts, payoutAccountsLogic, connectPayoutAccounts);
}
