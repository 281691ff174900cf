/**
 * Wiring of the withdrawal-confirmation chart: the confirmation list (one order, or the first with
 * a part waiting) and the member's answer to a part, the proofs read into data URLs only here.
 */
import { createWithdrawApi, type WithdrawalOrder } from '@api/withdraw';
import { withdrawalConfirmationMachine, type AnswerRequest, type ConfirmationRequest, type ProofFile } from '@machines/withdraw/withdrawalConfirmation.machine';
import { lazyArea, platformCall } from '../platform';

const withdrawArea = lazyArea('withdraw', createWithdrawApi);

/** A picked image as a data URL (in memory, for the one call that sends it). */
function dataUrlOf(proof: ProofFile): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`could not read ${proof.name}`));
    reader.readAsDataURL(proof.blob);
  });
}

export const withdrawalConfirmationLogic = withdrawalConfirmationMachine.provide({
  actors: {
    loadConfirmation: platformCall<WithdrawalOrder | null, ConfirmationRequest>(async ({ orderNo }, { signal }) => {
      const { list } = await withdrawArea().getConfirmations(orderNo, { signal });
      return (orderNo ? list.find((order) => order.orderNo === orderNo) : list[0]) ?? null;
    }),
    answerPart: platformCall<WithdrawalOrder | null, AnswerRequest>(async ({ partId, action, proofs }, { signal }) => {
      const images = await Promise.all(proofs.map(dataUrlOf));
      return withdrawArea().processC2C({ partId, action, ...(action === 'NOT_RECEIVED' ? { proofs: images } : {}) }, { signal });
    }),
  },
});
