/**
 * Wiring of the live account events chart: the browser's WebSocket behind the named `socket`
 * actor, the browser's online/offline and page visibility behind `signals`, and jitter on the
 * reconnect delay. Loaded with the notice region, only once a real account is signed in.
 */
import { fromCallback, type EventObject } from 'xstate';
import { accountEventsMachine, backoffMs, withJitter, type AccountEventsContext, type SignalEvent, type SocketEvent } from '@machines/inbox/accountEvents.machine';
import { accountSocketAuthMessage, parseAccountSocketMessage } from '@api/accountEvents';
import { ACCOUNT_EVENTS_PATH } from '@api/routes';
import { readToken } from '../../../config/storage';

/** The socket's address: same origin as the app (or VITE_API_BASE's host), ws: or wss: to match. */
export function accountEventsUrl(base: string, pageUrl: string): string {
  const url = new URL(ACCOUNT_EVENTS_PATH, base || pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** Kinds this app does not know are ignored and said once per page (a newer platform). */
const reportedKinds = new Set<string>();
function reportUnknownKind(kind: string): void {
  if (reportedKinds.has(kind)) return;
  reportedKinds.add(kind);
  console.warn(`account event "${kind}" is not known to this app; ignored`);
}

export interface SocketDeps {
  /** The WebSocket constructor (tests pass a fake). */
  readonly WebSocket: new (url: string) => WebSocket;
  readonly url: () => string;
  readonly token: () => string | null;
}

/**
 * The account socket as a callback actor: opens, sends the token as its first message (never in
 * the URL), reports SOCKET_OPEN, AUTH_OK, each parsed ACCOUNT_EVENT and SOCKET_CLOSED, and closes
 * the socket when the chart leaves the state that runs it.
 */
export function socketActor({ WebSocket: Socket, url, token }: SocketDeps) {
  return fromCallback<EventObject>(({ sendBack }) => {
    const report = (event: SocketEvent) => sendBack(event);
    let socket: WebSocket;
    try {
      socket = new Socket(url());
    } catch {
      // a URL the browser refuses: a closed socket (1006, abnormal), retried with the backoff
      queueMicrotask(() => report({ type: 'SOCKET_CLOSED', code: 1006 }));
      return () => undefined;
    }
    let closed = false;
    socket.onopen = () => {
      report({ type: 'SOCKET_OPEN' });
      const current = token();
      if (current) socket.send(accountSocketAuthMessage(current));
      else socket.close(1000, 'no session');
    };
    socket.onmessage = (message: MessageEvent) => {
      if (typeof message.data !== 'string') return;
      const parsed = parseAccountSocketMessage(message.data);
      if (parsed.type === 'authOk') report({ type: 'AUTH_OK' });
      else if (parsed.type === 'event') report({ type: 'ACCOUNT_EVENT', event: parsed.event });
      else if (parsed.type === 'unknown') reportUnknownKind(parsed.kind);
    };
    socket.onclose = (event: CloseEvent) => {
      closed = true;
      report({ type: 'SOCKET_CLOSED', code: event.code });
    };
    // an error is always followed by close; the close reports it
    socket.onerror = () => undefined;
    return () => {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      if (!closed) socket.close(1000, 'left');
    };
  });
}

/** The browser's online/offline and page visibility as SignalEvents (and how things stand at the start). */
export const signalsActor = fromCallback<EventObject>(({ sendBack }) => {
  const report = (event: SignalEvent) => sendBack(event);
  const online = () => report({ type: 'ONLINE' });
  const offline = () => report({ type: 'OFFLINE' });
  const visibility = () => report({ type: document.visibilityState === 'hidden' ? 'HIDDEN' : 'VISIBLE' });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  document.addEventListener('visibilitychange', visibility);
  if (document.visibilityState === 'hidden') report({ type: 'HIDDEN' });
  if (!navigator.onLine) offline();
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    document.removeEventListener('visibilitychange', visibility);
  };
});

export const accountEventsLogic = accountEventsMachine.provide({
  actors: {
    socket: socketActor({
      WebSocket: globalThis.WebSocket,
      url: () => accountEventsUrl(import.meta.env.VITE_API_BASE ?? '', window.location.href),
      token: readToken,
    }),
    signals: signalsActor,
  },
  delays: {
    // many pages cut at once do not all come back in the same second
    reconnectDelay: ({ context }: { context: AccountEventsContext }) => withJitter(backoffMs(context.attempt), Math.random()),
  },
});
