/** The live account events: the flow is open while the notice region is mounted (App, signed in). */
import { connectAccountEvents, type AccountEventsApi } from '@machines/accountEvents.connect';
import type { AccountEventsRole } from '@machines/accountEvents.machine';
import { useFlow } from '../../app/actors';
import { accountEventsLogic } from '../../app/wiring/accountEvents';

/** One key per role: a new sign-in as another kind of account is a new flow. */
export const accountEventsFlowKey = (role: AccountEventsRole) => `accountEvents:${role ?? 'visitor'}`;

export function useAccountEvents(role: AccountEventsRole): AccountEventsApi {
  return useFlow(accountEventsFlowKey(role), accountEventsLogic, connectAccountEvents, { role });
}
