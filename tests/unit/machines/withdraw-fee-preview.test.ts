// @vitest-environment jsdom
/**
 * The fee preview is a route of ours (API.md names "a fee preview call", not its path),
 * so a real platform may answer it 404. That means no preview, never no withdrawal: the wiring
 * reads it as null and the chart goes on to the confirm step, where the page says the fee could not
 * be shown. Any other failure still refuses at the form.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { PlatformError } from '../../../src/api/errors';
import type { WithdrawApi, WithdrawFee } from '../../../src/api/withdraw';

const fake = vi.hoisted(() => ({ previewFee: (_amount: number): Promise<WithdrawFee> => Promise.reject(new Error('not arranged')) }));
const fakeWithdrawArea = vi.hoisted(() => ({ previewFee: (amount: number) => fake.previewFee(amount) }));
vi.mock('../../../src/app/wiring/platform', async (importOriginal) =>
  (await import('../api/swapped-platform')).swappedPlatform(await importOriginal(), () => ({ withdraw: fakeWithdrawArea as unknown as WithdrawApi })),
);

const { withdrawLogic } = await import('../../../src/app/wiring/withdraw/withdraw');

const previewFee = withdrawLogic.implementations.actors['previewFee'] as AnyActorLogic;
const run = (amount: number) => toPromise(createActor(previewFee, { input: amount }).start());
const httpError = (status: number) => new PlatformError({ kind: 'http', messageKey: 'errors:networkAbnormal', route: 'withdrawFeePreview', httpStatus: status });

describe('the withdraw fee preview', () => {
  it('a 404 is no preview: null, not a failure', async () => {
    fake.previewFee = () => Promise.reject(httpError(404));
    await expect(run(100)).resolves.toBeNull();
  });

  it('another failure still fails the preview', async () => {
    fake.previewFee = () => Promise.reject(httpError(500));
    await expect(run(100)).rejects.toMatchObject({ kind: 'http', httpStatus: 500 });
  });

  it('an answer is the preview', async () => {
    fake.previewFee = async (amount) => ({ amount, fee: 1.5, received: amount - 1.5, feeRate: 1.5, virtualAmount: undefined });
    await expect(run(100)).resolves.toMatchObject({ fee: 1.5 });
  });

});
