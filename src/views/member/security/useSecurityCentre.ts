/** The security centre's flows: the overview, one task's dialog, the payout accounts. */
import { connectPayoutAccounts, type PayoutAccountsApi } from '@machines/payoutAccounts.connect';
import { connectSecurityCentre, type SecurityCentreApi } from '@machines/securityCentre.connect';
import type { SecurityTask } from '@machines/securityCentre.machine';
import { connectSecurityTask, type SecurityTaskApi } from '@machines/securityTask.connect';
import { useFlow } from '../../../app/actors';
import { payoutAccountsLogic } from '../../../app/wiring/payoutAccounts';
import { securityCentreLogic } from '../../../app/wiring/securityCentre';
import { securityTaskLogic } from '../../../app/wiring/securityTask';

export function useSecurityCentre(): SecurityCentreApi {
  return useFlow('securityCentre', securityCentreLogic, connectSecurityCentre);
}

export function useSecurityTask(task: SecurityTask): SecurityTaskApi {
  return useFlow(`securityTask:${task}`, securityTaskLogic, connectSecurityTask, { task });
}

export function usePayoutAccounts(): PayoutAccountsApi {
  return useFlow('payoutAccounts', payoutAccountsLogic, connectPayoutAccounts);
}
