/**
 * What the live account events mean to the open pages ("the header
 * balance and the open pages update without a reload ... events missed while disconnected are not
 * lost"). The accountEvents chart reports each event and each resync after a break to the root,
 * which hands them to every open flow that asked (FLOW_OPEN's `onAccountEvent`). Each chart says
 * here which events concern it and which of its own events they become, so no chart knows
 * another and the rule sits with the chart, not in a view.
 *
 * Its own module (types and small functions) so that a page's chart does not pull the socket
 * chart into its chunk.
 */
import { enqueueActions, type AnyActorRef, type EventObject } from 'xstate';
import type { AccountEvent, AccountEventKind } from '../src/api/accountEvents';

/**
 * What the accountEvents chart tells its parent (the root forwards them to the flows that asked),
 * and `ACCOUNT_CHANGED_HERE`: a flow changed the account itself and knows it from its own call's
 * answer (a message read or deleted), so the other flows that would refresh on the platform's
 * event of that kind refresh now. The platform's event may come later, or never reach this page:
 * the socket opens only once the page has settled, and an event sent before it authenticated is
 * not sent again. `from` is the flow that made the change: the root does not tell it its own news
 * (it already shows the answer, and one that hears that kind would ask again for nothing).
 */
export type AccountSignal =
  | { type: 'ACCOUNT_EVENT'; event: AccountEvent }
  | { type: 'ACCOUNT_RESYNC' }
  | { type: 'ACCOUNT_CHANGED_HERE'; kind: AccountEventKind; from: AnyActorRef };

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

/**
 * A chart's action that tells its parent (the root, which forwards it) a signal made from its own
 * actor: the accountEvents chart's events and resyncs, a flow's own change of the account. A chart
 * run on its own (its unit and path tests) has no parent to tell.
 *
 * Put in any chart's `setup`: typed by what it reads (its actor and its params), not by the chart's
 * context and events, which it never touches. The value is xstate's own enqueueActions action (the
 * interpreter runs its sendParent); only its static type is narrowed, because xstate infers the
 * chart's types for an action written inline in that setup, not for one made by a shared function.
 */
export function tellParent<TParams = undefined>(signalOf: (self: AnyActorRef, params: TParams) => AccountSignal): SignalAction<TParams> {
  return enqueueActions(({ self, enqueue }, params: TParams) => {
    if (self._parent) enqueue.sendParent(signalOf(self, params));
  }) as unknown as SignalAction<TParams>;
}

/** What tellParent makes, as a chart's setup sees it: an action reading only its actor and params. */
export type SignalAction<TParams> = (args: { readonly self: AnyActorRef }, params: TParams) => void;

/**
 * A chart's action for a change it made to the account and knows from its call's answer (a claim
 * paid, a transfer or a withdrawal made, a message read): the flows that would refresh on the
 * platform's event of that kind refresh now (the header balance, the badges, the records).
 */
export function tellAccountChanged(kind: AccountEventKind): SignalAction<undefined> {
  return tellParent((self) => ({ type: 'ACCOUNT_CHANGED_HERE', kind, from: self }));
}

/**
 * The money charts' action (a claim paid, a transfer, a conversion, a withdrawal made or cancelled):
 * money moved here, the call's answer says so, so the header balance and the pages that count money
 * ask again at once.
 */
export const tellBalanceChanged = tellAccountChanged('balanceChanged');
