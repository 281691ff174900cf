/** Wiring of the language sync: PUT /wps/member/language with the language shown. */
import { languageSyncMachine } from '@machines/app/languageSync.machine';
import { api, platformCall } from '../platform';

export const languageSyncLogic = languageSyncMachine.provide({
  actors: {
    sendLanguage: platformCall<void, { language: string }>(({ language }, { signal }) => api.member.updateLanguage(language, { signal })),
  },
});
