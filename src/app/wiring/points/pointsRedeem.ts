/**
 * Wiring of the points mall: balance, config, rewards and the wallets in one load; redeem and
 * convert (encrypted, payment password, one idempotency key per intent); a lost answer checked by
 * reading the points (and the redeem list), the intent kept for the tab meanwhile.
 */
import { createPointsApi } from '@api/points';
import * as z from 'zod/mini';
import {
  pointsRedeemMachine,
  readConvert,
  readRedeem,
  type ConvertAnswer,
  type ConvertCall,
  type ConvertIntent,
  type PointsMallLoad,
  type RedeemAnswer,
  type RedeemCall,
  type RedeemIntent,
} from '@machines/points/pointsRedeem.machine';
import { intentSchema, outcomeCheckWith, pendingIntent } from '../outcome';
import { api, lazyArea, platformCall } from '../platform';

const pointsArea = lazyArea('points', createPointsApi);

/** A conversion whose outcome was unknown when the page was left or reloaded. */
const pendingConvert = pendingIntent<ConvertIntent>('pointsConvert', intentSchema(z.object({ points: z.number() }), z.object({ points: z.number(), ratio: z.number() })));

/** A redeem whose outcome was unknown when the page was left or reloaded. */
const pendingRedeem = pendingIntent<RedeemIntent>(
  'pointsRedeem',
  intentSchema(z.object({ itemId: z.string(), quantity: z.number(), receivingAddress: z.optional(z.string()) }), z.object({ points: z.number(), cost: z.number() })),
);

export const pointsRedeemLogic = pointsRedeemMachine.provide({
  actors: {
    loadMall: platformCall<PointsMallLoad>(async (_, { signal }) => {
      const [balance, config, rewards, wallet] = await Promise.all([
        pointsArea().getBalance({ signal }),
        pointsArea().getConfig({ signal }),
        pointsArea().getRewards({ pageSize: 100 }, { signal }),
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
        pendingConvert: pendingConvert.read(),
        pendingRedeem: pendingRedeem.read(),
      };
    }),
    redeem: platformCall<RedeemAnswer, RedeemCall>(async (call, { signal }) => {
      const result = await pointsArea().redeem(call, { signal });
      const remaining = (result as { remainingPoints?: unknown }).remainingPoints;
      return { id: result.id ?? '', points: result.points ?? 0, remainingPoints: typeof remaining === 'number' ? remaining : null };
    }),
    convert: platformCall<ConvertAnswer, ConvertCall>(async (call, { signal }) => {
      const result = await pointsArea().convert(call, { signal });
      const sumBalance = (result as { sumBalance?: unknown }).sumBalance;
      return { points: result.points ?? 0, amount: result.amount ?? 0, walletBalance: typeof sumBalance === 'number' ? sumBalance : null };
    }),
    // The chart's intents tell which command is checked: a redeem has a reward, a conversion has not.
    checkOutcome: outcomeCheckWith<ConvertIntent | RedeemIntent, ConvertAnswer | RedeemAnswer>(async (intent, { signal }) => {
      if ('itemId' in intent.request) {
        const redeem = intent as RedeemIntent;
        const [balance, list] = await Promise.all([pointsArea().getBalance({ signal }), pointsArea().getRedeemList({ pageNo: 1, pageSize: 5 }, { signal })]);
        return readRedeem(redeem, balance.points, list.items);
      }
      const [balance, wallet] = await Promise.all([pointsArea().getBalance({ signal }), api.wallet.getBalance({ signal }).catch(() => null)]);
      return readConvert(intent as ConvertIntent, balance.points, wallet?.sumBalance ?? null);
    }),
  },
  actions: {
    keepConvertIntent: ({ context }) => pendingConvert.keep(context.convertIntent),
    forgetConvertIntent: () => pendingConvert.forget(),
    keepRedeemIntent: ({ context }) => pendingRedeem.keep(context.redeemIntent),
    forgetRedeemIntent: () => pendingRedeem.forget(),
  },
});
