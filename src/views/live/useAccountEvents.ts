/** The live account events: the flow is open while the notice region is mounted (App, a real account signed in). */
import { connectAccountEvents, type AccountEventsApi } from '@machines/inbox/accountEvents.connect';
import { useFlow } from '../../app/actors';
import { accountEventsLogic } from '../../app/wiring/inbox/accountEvents';

export const ACCOUNT_EVENTS_FLOW = 'accountEvents';

export function useAccountEvents(): AccountEventsApi {
  return useFlow(ACCOUNT_EVENTS_FLOW, accountEventsLogic, connectAccountEvents);
}
