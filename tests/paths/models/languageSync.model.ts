/** The path model of the language sync: a sign-in whose stored language differs (or not), switches, sends answered or failed (quietly), a switch during a send. */
import type { PathModel } from '../registry';
import type { LanguageSyncMachine } from '../../../machines/app/languageSync.machine';

const DONE = 'xstate.done.actor.sendLanguage';
const ERROR = 'xstate.error.actor.sendLanguage';

const events = {
  [DONE]: [{ type: DONE }],
  [ERROR]: [{ type: ERROR, error: { kind: 'http', httpStatus: 500, messageKey: 'errors:networkAbnormal' } }],
  SIGNED_IN: [
    { type: 'SIGNED_IN', stored: 'en' },
    { type: 'SIGNED_IN', stored: 'es' },
  ],
  LANGUAGE: [
    { type: 'LANGUAGE', language: 'en' },
    { type: 'LANGUAGE', language: 'es' },
  ],
};

export const languageSyncModel: PathModel<LanguageSyncMachine> = {
  stitchTours: true,
  input: { language: 'es' },
  events,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, language: snapshot.context.language, stored: snapshot.context.stored }),
};
