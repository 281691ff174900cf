/** Wiring of the points mall: balance, config, rewards and the wallets in one load; redeem and convert (encrypted, payment password, sent once). */
import { pointsRedeemMachine, type ConvertAnswer, type ConvertRequest, type PointsMallLoad, type RedeemAnswer, type RedeemRequest } from '@machines/pointsRedeem.machine';
import { api } from './points-api';
import { platformCall } from './platform';

export const pointsRedeemLogic = pointsRedeemMachine.provide({
  actors: {
    loadMall: platformCall<PointsMallLoad>(async (_, { signal }) => {
      const [balance, config, rewards, wallet] = await Promise.all([
        api.points.getBalance({ signal }),
        api.points.getConfig({ signal }),
        api.points.getRewards({ pageSize: 100 }, { signal }),
        // the wallets are shown beside the conversion; the mall works without them
        api.wallet.getBalance({ signal }).catch(() => null),
      ]);
      const minimum = typeof config.minConvertPoints === 'number' ? config.minConvertPoints : (config.minPoints ?? 1);
      return {
        points: balance.points,
        ratio: balance.pointsRatio ?? config.pointsRatio ?? config.ratio ?? 100,
        units: balance.units ?? 'pts',
        minConvertPoints: minimum,
        rewards: rewards.items,
        walletBalance: wallet?.sumBalance ?? null,
      };
    }),
    redeem: platformCall<RedeemAnswer, RedeemRequest>(async (request, { signal }) => {
      const result = await api.points.redeem(request, { signal });
      const remaining = (result as { remainingPoints?: unknown }).remainingPoints;
      return { id: result.id ?? '', points: result.points ?? 0, remainingPoints: typeof remaining === 'number' ? remaining : null };
    }),
    convert: platformCall<ConvertAnswer, ConvertRequest>(async (request, { signal }) => {
      const result = await api.points.convert(request, { signal });
      const sumBalance = (result as { sumBalance?: unknown }).sumBalance;
      return { points: result.points ?? 0, amount: result.amount ?? 0, walletBalance: typeof sumBalance === 'number' ? sumBalance : null };
    }),
  },
});
