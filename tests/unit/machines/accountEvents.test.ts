/**
 * The live account events chart with a fake WebSocket (through the wiring's own `socket` actor)
 * and a fake clock: token as the first message, exact backoff delays (1 s, 2 s, 4 s … 30 s),
 * RESYNC on every reconnect, no retry after a refused token, offline/online and a hidden page,
 * notices shown and gone after their time, and no connection at all for a trial account or a
 * visitor.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromCallback, setup, type AnyActorRef, type EventObject, type SnapshotFrom } from 'xstate';
import {
  accountEventsMachine,
  backoffMs,
  BACKOFF_CAP_MS,
  hasLiveEvents,
  CONNECT_TIMEOUT_MS,
  MAX_NOTICES,
  NOTICE_MS,
  withJitter,
  type AccountEventsMachine,
  type AccountSignal,
  type SignalEvent,
} from '../../../machines/inbox/accountEvents.machine';
import { connectAccountEvents } from '../../../machines/inbox/accountEvents.connect';
import { socketActor } from '../../../src/app/wiring/inbox/accountEvents';
import { ACCOUNT_SOCKET_CLOSE } from '../../../src/api/routes';

/** A browser WebSocket as the wiring uses it; the test plays the platform's side. */
export class FakeSocket {
  static all: FakeSocket[] = [];
  readonly sent: string[] = [];
  closedByClient: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close(code = 1000) {
    this.closedByClient = code;
  }
  // the platform's side
  accept() {
    this.onopen?.(new Event('open'));
  }
  push(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) } as MessageEvent);
  }
  cut(code: number = ACCOUNT_SOCKET_CLOSE.dropped) {
    this.onclose?.({ code } as CloseEvent);
  }
}

const latest = () => {
  const socket = FakeSocket.all.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
};

function start(token: string | null = 'tok-1') {
  const signals: { send: (event: SignalEvent) => void } = { send: () => undefined };
  const logic = accountEventsMachine.provide({
    actors: {
      socket: socketActor({ WebSocket: FakeSocket as unknown as new (url: string) => WebSocket, url: () => 'ws://app.test/wps/ws/account', token: () => token }),
      signals: fromCallback<EventObject>(({ sendBack }) => {
        signals.send = (event) => sendBack(event);
      }),
    },
  });
  // a parent that keeps what the chart tells it (the root forwards these to flows)
  const parent = setup({
    types: { context: {} as { heard: AccountSignal[] } },
    actors: { live: logic },
  }).createMachine({
    context: { heard: [] },
    invoke: { id: 'live', src: 'live' },
    on: {
      ACCOUNT_EVENT: { actions: assign({ heard: ({ context, event }) => [...context.heard, event as AccountSignal] }) },
      ACCOUNT_RESYNC: { actions: assign({ heard: ({ context, event }) => [...context.heard, event as AccountSignal] }) },
    },
  });
  const root = createActor(parent).start();
  const child = () => root.getSnapshot().children.live as AnyActorRef;
  const snapshot = () => child().getSnapshot() as SnapshotFrom<AccountEventsMachine>;
  const api = () => connectAccountEvents(snapshot(), (event) => child().send(event));
  const heard = () => root.getSnapshot().context.heard;
  const resyncs = () => heard().filter((signal) => signal.type === 'ACCOUNT_RESYNC').length;
  return { root, child, snapshot, api, heard, resyncs, signals };
}

/** Opens and authenticates the latest socket. */
function open() {
  latest().accept();
  latest().push({ type: 'auth-ok' });
}

const event = (fields: Record<string, unknown>) => ({ eventId: `e-${Math.random()}`, at: 1, ...fields });

describe('accountEvents chart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('connects, sends the token as its first message (never in the URL) and is open on auth-ok', () => {
    const live = start();
    expect(live.api().status).toBe('connecting');
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().url).not.toContain('tok-1');
    latest().accept();
    expect(latest().sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok-1' })]);
    expect(live.api().status).toBe('connecting');
    latest().push({ type: 'auth-ok' });
    expect(live.api().status).toBe('open');
    expect(live.resyncs()).toBe(0);
  });

  it('is for real accounts only: a trial account or a visitor never opens it, and a refused account stops for good', async () => {
    expect([hasLiveEvents('member'), hasLiveEvents('agent'), hasLiveEvents('trial'), hasLiveEvents(null)]).toEqual([true, true, false, false]);
    const live = start();
    latest().accept();
    latest().cut(ACCOUNT_SOCKET_CLOSE.notAllowed);
    expect(live.api().status).toBe('off');
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS * 2);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('treats a socket the browser cannot make as closed, and tries again after the backoff', async () => {
    let made = 0;
    const throwing = accountEventsMachine.provide({
      actors: {
        socket: socketActor({
          WebSocket: function Refused() {
            made += 1;
            throw new SyntaxError('bad url');
          } as unknown as new (url: string) => WebSocket,
          url: () => 'nope',
          token: () => 't',
        }),
      },
    });
    const actor = createActor(throwing).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(connectAccountEvents(actor.getSnapshot(), () => undefined).status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(made).toBe(2);
  });

  it('reconnects after 1 s, 2 s, 4 s, … capped at 30 s, and resyncs on every reconnect', async () => {
    const live = start();
    open();
    const waits = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const [index, wait] of waits.entries()) {
      latest().cut();
      expect(live.api().status).toBe('reconnecting');
      const sockets = FakeSocket.all.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(FakeSocket.all, `attempt ${index + 1} is not due before ${wait} ms`).toHaveLength(sockets);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.all, `attempt ${index + 1} after exactly ${wait} ms`).toHaveLength(sockets + 1);
      // not opened this time: the next failure waits longer
      latest().cut(1006);
    }
    // once open again, the next break starts from 1 s and the open resyncs
    const before = live.resyncs();
    await vi.advanceTimersByTimeAsync(30_000);
    open();
    expect(live.api().status).toBe('open');
    expect(live.resyncs()).toBe(before + 1);
    latest().cut();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(live.api().status).toBe('connecting');
  });

  it('gives up on a connection that does not open or authenticate in time', async () => {
    const live = start();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(live.api().status).toBe('reconnecting');
    expect(FakeSocket.all[0]?.closedByClient).toBe(1000);
    await vi.advanceTimersByTimeAsync(1_000);
    latest().accept();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(live.api().status).toBe('reconnecting');
  });

  it('stops after a refused token, without retrying', async () => {
    const live = start();
    latest().accept();
    latest().cut(ACCOUNT_SOCKET_CLOSE.authRefused);
    expect(live.api().status).toBe('refused');
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS * 2);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('waits while offline and connects at once when back online (a reconnect: resync)', async () => {
    const live = start();
    open();
    live.signals.send({ type: 'OFFLINE' });
    expect(live.api().status).toBe('offline');
    expect(latest().closedByClient).toBe(1000);
    await vi.advanceTimersByTimeAsync(BACKOFF_CAP_MS * 2);
    expect(FakeSocket.all).toHaveLength(1);
    live.signals.send({ type: 'ONLINE' });
    expect(FakeSocket.all).toHaveLength(2);
    open();
    expect(live.resyncs()).toBe(1);
  });

  it('holds a due reconnect while the page is hidden and connects when it is shown', async () => {
    const live = start();
    open();
    live.signals.send({ type: 'HIDDEN' });
    latest().cut();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(live.api().status).toBe('reconnecting');
    live.signals.send({ type: 'VISIBLE' });
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('tells its parent every event; order events become notices that go after their time or when closed', async () => {
    const live = start();
    open();
    latest().push(event({ type: 'depositCredited', orderNo: 'D1', amount: 100, eventId: 'a' }));
    latest().push(event({ type: 'balanceChanged', balance: 200 }));
    latest().push(event({ type: 'newMessage', unread: 4 }));
    latest().push(event({ type: 'confirmationWaiting', orderNo: 'W1', amount: 50, eventId: 'b' }));
    latest().push({ type: 'somethingNew', eventId: 'x', at: 1 });
    latest().push('not json');
    expect(live.heard().map((signal) => (signal.type === 'ACCOUNT_EVENT' ? signal.event.kind : signal.type))).toEqual([
      'depositCredited',
      'balanceChanged',
      'newMessage',
      'confirmationWaiting',
    ]);
    expect(live.api().unread).toBe(4);
    expect(live.api().notices.map((notice) => [notice.kind, notice.textKey, notice.actionHref])).toEqual([
      ['depositCredited', 'notice.depositCredited', null],
      ['confirmationWaiting', 'notice.confirmationWaiting', '/member/withdraw?confirm=W1'],
    ]);
    live.api().dismiss('b');
    expect(live.api().notices.map((notice) => notice.id)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(NOTICE_MS - 1);
    expect(live.api().notices).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.api().notices).toHaveLength(0);
  });

  it(`keeps at most ${MAX_NOTICES} notices, the newest`, () => {
    const live = start();
    open();
    for (const orderNo of ['1', '2', '3', '4']) latest().push(event({ type: 'withdrawalPaid', orderNo, amount: 1 }));
    expect(live.api().notices.map((notice) => notice.orderNo)).toEqual(['2', '3', '4']);
  });

  it('closes the socket when the flow stops (sign-out)', () => {
    const live = start();
    open();
    live.root.stop();
    expect(latest().closedByClient).toBe(1000);
  });
});

describe('backoff', () => {
  it('doubles from 1 s and stops at 30 s; jitter adds at most 20 %, never less, and stays under the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(backoffMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(withJitter(1_000, 0)).toBe(1_000);
    expect(withJitter(1_000, 0.999)).toBeLessThanOrEqual(1_200);
    expect(withJitter(30_000, 0.999)).toBe(30_000);
  });
});
