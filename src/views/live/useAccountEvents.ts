/** The live account events: the flow is open while the notice region is mounted (App, a real account signed in). */
import { connectAccountEvents, type AccountEventsView } from '@machines/inbox/accountEvents.connect';
import { useFlow } from '../../app/actors';
import { accountEventsLogic } from '../../app/wiring/inbox/accountEvents';
import { FLOW } from '../../app/flowKeys';

export function useAccountEvents(): AccountEventsView {
  return useFlow(FLOW.accountEvents, accountEventsLogic, connectAccountEvents);
}
