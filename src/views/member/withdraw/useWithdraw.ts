/** The withdraw page's flow, one per account type (the session's, known once restored). */
import { connectWithdraw, type WithdrawApi } from '@machines/withdraw.connect';
import { useFlow } from '../../../app/actors';
import { withdrawLogic } from '../../../app/wiring/withdraw';

export function useWithdraw(memberType: number | null): WithdrawApi {
  return useFlow(`withdraw:${memberType ?? 'unknown'}`, withdrawLogic, connectWithdraw, { memberType });
}
