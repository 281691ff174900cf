/** Wiring of the security centre's overview: the security items with the avatar, and the clipboard. */
import { createSecurityApi } from '@api/security';
import { securityCentreMachine, type SecurityOverview } from '@machines/security/securityCentre.machine';
import { api, lazyArea, platformCall } from '../platform';

const securityArea = lazyArea('security', createSecurityApi);

export const securityCentreLogic = securityCentreMachine.provide({
  actors: {
    loadOverview: platformCall<SecurityOverview>(async (_, { signal }) => {
      const [config, iconUrl] = await Promise.all([securityArea().getConfig({ signal }), api.member.getIcon({ signal })]);
      return { config, iconUrl };
    }),
    copyMemberId: platformCall<void, { memberId: string }>(async ({ memberId }) => {
      if (!globalThis.navigator?.clipboard) throw new Error('clipboard unavailable');
      await globalThis.navigator.clipboard.writeText(memberId);
    }),
  },
});
