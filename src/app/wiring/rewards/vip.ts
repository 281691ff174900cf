/** Wiring of the VIP page: the rank progress (MCSFE_getPlayerRankProgress). */
import { createMissionsApi, type VipProgress } from '@api/missions';
import { vipMachine } from '@machines/rewards/vip.machine';
import { lazyArea, platformCall } from '../platform';

const missionsArea = lazyArea('missions', createMissionsApi);

export const vipLogic = vipMachine.provide({
  actors: {
    loadVip: platformCall<VipProgress>((_, { signal }) => missionsArea().getVipProgress({ signal })),
  },
});
