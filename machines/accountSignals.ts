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

/**
 * What the accountEvents chart tells its parent (the root forwards them to the flows that asked),
 * and `ACCOUNT_CHANGED_HERE`: a flow changed the account itself and knows it from its own call's
 * answer (a message read or deleted), so the other flows that would refresh on the platform's
 * event of that kind refresh now. The platform's event may come later, or never reach this page:
 * the socket opens only once the page has settled, and an event sent before it authenticated is
 * not sent again.
 */
export type AccountSignal =
  | { type: 'ACCOUNT_EVENT'; event: AccountEvent }
  | { type: 'ACCOUNT_RESYNC' }
  | { type: 'ACCOUNT_CHANGED_HERE'; kind: AccountEventKind };

/**
 * How a flow hears account events: the flow's own event for a signal, or null to ignore it. A
 * module-level value (it travels in the open event).
 */
export type AccountEventListener = (signal: AccountSignal) => EventObject | null;

/**
 * A listener that sends `event` for the kinds that concern a page, from the platform or changed
 * here, and for every resync (what was missed while cut off may have been any of them).
 */
export function refreshOn<Event extends EventObject>(kinds: readonly AccountEventKind[], event: Event): AccountEventListener {
  return (signal) => (signal.type === 'ACCOUNT_RESYNC' || kinds.includes(signal.type === 'ACCOUNT_EVENT' ? signal.event.kind : signal.kind) ? event : null);
}
