/**
 * The path model of the live account events chart: the socket opening, authenticating, closing
 * (dropped, token refused, account not allowed), events (an order event that shows a notice, a
 * new message), the browser going offline/online and the page hidden/shown, a notice closed or
 * timing out. The state is the chart's state plus what changes its next steps: whether it was
 * open before (the next open resyncs) and whether the page is hidden. Notices are left out: one
 * runs out on the chart's own clock during a long connect timeout, which changes no step.
 */
import type { EventObject } from 'xstate';
import type { PathModel } from '../registry';
import type { AccountEventsMachine } from '../../../machines/inbox/accountEvents.machine';

export const NOTICE_ID = 'n1';

const events = {
  SOCKET_OPEN: [{ type: 'SOCKET_OPEN' }],
  AUTH_OK: [{ type: 'AUTH_OK' }],
  SOCKET_CLOSED: [
    { type: 'SOCKET_CLOSED', code: 4500 },
    { type: 'SOCKET_CLOSED', code: 4401 },
    { type: 'SOCKET_CLOSED', code: 4403 },
  ],
  ACCOUNT_EVENT: [
    { type: 'ACCOUNT_EVENT', event: { kind: 'depositCredited', orderNo: 'D100', amount: 100, eventId: NOTICE_ID, at: 0 } },
    { type: 'ACCOUNT_EVENT', event: { kind: 'newMessage', unread: 3, eventId: 'm1', at: 0 } },
  ],
  ONLINE: [{ type: 'ONLINE' }],
  OFFLINE: [{ type: 'OFFLINE' }],
  HIDDEN: [{ type: 'HIDDEN' }],
  VISIBLE: [{ type: 'VISIBLE' }],
  DISMISS: [{ type: 'DISMISS', id: NOTICE_ID }],
  NOTICE_EXPIRED: [{ type: 'NOTICE_EXPIRED', id: NOTICE_ID }],
};

export const accountEventsModel: PathModel<AccountEventsMachine> = {
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      before: snapshot.context.connectedBefore,
      hidden: snapshot.context.hidden,
    }),
  describeEvent(event) {
    const e = event as EventObject & { code?: number; event?: { kind: string }; id?: string };
    if (event.type === 'SOCKET_CLOSED') return `socket closed (${e.code ?? '?'})`;
    if (event.type === 'ACCOUNT_EVENT') return `event ${e.event?.kind ?? '?'}`;
    return e.id ? `${event.type} ${e.id}` : event.type;
  },
};
