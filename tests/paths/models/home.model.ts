/**
 * The path model of the home chart: the load answers (a lobby with data) or fails; a failure is
 * retried by the visitor; the reader signs in or out, or switches language, and the same flow
 * loads again. The vertex names whether a member reads it (the sign-in guards read it); the
 * language is left out (a switch always loads again, a vertex already seen), so every state does
 * not get a twin per language.
 */
import type { EventObject } from 'xstate';
import type { HomeData, HomeMachine } from '../../../machines/home/home.machine';
import type { PathModel } from '../registry';

const data: HomeData = { lanes: [], hot: [], recent: [], winners: [] };

export const homeModel: PathModel<HomeMachine> = {
  input: { language: 'es', member: false },
  events: {
    RETRY: [{ type: 'RETRY' }],
    LANGUAGE: [{ type: 'LANGUAGE', language: 'en' } as EventObject],
    SIGNED_IN: [{ type: 'SIGNED_IN' }],
    SIGNED_OUT: [{ type: 'SIGNED_OUT' }],
    'xstate.done.actor.loadHome': [{ type: 'xstate.done.actor.loadHome', output: data } as EventObject],
    'xstate.error.actor.loadHome': [{ type: 'xstate.error.actor.loadHome', error: { messageKey: 'errors:systemBusy' } } as EventObject],
  },
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, member: snapshot.context.member }),
  describeEvent: (event) => (event.type === 'LANGUAGE' ? `LANGUAGE ${(event as { language?: string }).language ?? ''}` : event.type),
};
