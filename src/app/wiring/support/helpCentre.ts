/** Wiring of the help centre: /wps/system/helpCenter in the reader's language (lang, device WEB). */
import type { HelpCenterEntry } from '@api/index';
import { helpCentreMachine } from '@machines/support/helpCentre.machine';
import { api, platformCall } from '../platform';

export const helpCentreLogic = helpCentreMachine.provide({
  actors: {
    loadHelp: platformCall<readonly HelpCenterEntry[], { language: string }>(({ language }, { signal }) => api.system.getHelpCenter({ lang: language }, { signal })),
  },
});
