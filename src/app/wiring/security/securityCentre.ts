/** Wiring of the security centre's overview: the security items with the avatar, and the clipboard. */
import { securityCentreMachine, type SecurityOverview } from '@machines/security/securityCentre.machine';
import { platformCall } from '../platform';
import { api } from './securityApi';

export const securityCentreLogic = securityCentreMachine.provide({
  actors: {
    loadOverview: platformCall<SecurityOverview>(async (_, { signal }) => {
      const [config, iconUrl] = await Promise.all([api.security.getConfig({ signal }), api.member.getIcon({ signal })]);
      return { config, iconUrl };
    }),
    copyMemberId: platformCall<void, { memberId: string }>(async ({ memberId }) => {
      if (!globalThis.navigator?.clipboard) throw new Error('clipboard unavailable');
      await globalThis.navigator.clipboard.writeText(memberId);
    }),
  },
});
