/** Wiring of the VIP page: the rank progress (MCSFE_getPlayerRankProgress). */
import type { VipProgress } from '@api/missions';
import { vipMachine } from '@machines/rewards/vip.machine';
import { api } from './missions-api';
import { platformCall } from '../platform';

export const vipLogic = vipMachine.provide({
  actors: {
    loadVip: platformCall<VipProgress>((_, { signal }) => api.missions.getVipProgress({ signal })),
  },
});
