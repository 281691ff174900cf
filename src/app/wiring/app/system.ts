/** Wiring of the system chart: the status call (status, permission info, flags, visitor IP). */
import { systemMachine, type SystemStatusResult } from '@machines/app/system.machine';
import { noteImageHosts } from '../home/firstBanner';
import { notePlatformImageHosts } from '../../../ui/imageHosts';
import { api, platformCall } from '../platform';
import { connectionWatch } from '../connectionWatch';

export const systemLogic = systemMachine.provide({
  actors: {
    connectionWatch,
    loadStatus: platformCall<SystemStatusResult>(async (_, { signal }) => {
      const result = await api.system.getStatus({ signal });
      noteImageHosts(result.info.imageCDNs);
      notePlatformImageHosts(result.info.imageCDNs);
      return {
        status: result.status,
        info: result.info,
        flags: result.flags,
        visitorIp: result.location.ip ?? null,
        host: typeof location === 'undefined' ? null : location.host,
      };
    }),
  },
});
