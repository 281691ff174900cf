/**
 * What the live account events mean to the open pages ("the header
 * balance and the open pages update without a reload ... events missed while disconnected are not
 * lost"). The accountEvents chart reports each event and each resync after a break to the root,
 * which hands them to every open flow that asked (FLOW_OPEN's `onAccountEvent`). Each chart says
 * here which events concern it and which of its own events they become, so no chart knows
 * another and the rule sits with the chart, not in a view.
 *
 * Its own module (types and one small function) so that a page's chart does not pull the socket
 * chart into its chunk.
 */
import type { EventObject } from 'xstate';
import type { AccountEvent, AccountEventKind } from '../src/api/accountEvents';

/** What the accountEvents chart tells its parent (the root forwards them to the flows that asked). */
export type AccountSignal = { type: 'ACCOUNT_EVENT'; event: AccountEvent } | { type: 'ACCOUNT_RESYNC' };

/**
 * How a flow hears account events: the flow's own event for a signal, or null to ignore it. A
 * module-level value (it travels in the open event).
 */
export type AccountEventListener = (signal: AccountSignal) => EventObject | null;

/**
 * A listener that sends `event` for the kinds that concern a page, and for every resync (what was
 * missed while cut off may have been any of them).
 */
export function refreshOn<Event extends EventObject>(kinds: readonly AccountEventKind[], event: Event): AccountEventListener {
  return (signal) => (signal.type === 'ACCOUNT_RESYNC' || kinds.includes(signal.event.kind) ? event : null);
}
