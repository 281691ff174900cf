/**
 * connectAccountEvents without React: snapshots of the live events chart (resolveState, nothing
 * run) → the notice region's status, notices (text key, tone, action) and unread count; closing a
 * notice sends DISMISS.
 */
import { describe, expect, it, vi } from 'vitest';
import { accountEventsMachine, type AccountEventsContext, type AccountNotice } from '../../../machines/inbox/accountEvents.machine';
import { connectAccountEvents } from '../../../machines/inbox/accountEvents.connect';

const base: AccountEventsContext = { attempt: 0, connectedBefore: false, hidden: false, notices: [], unread: null, lastCloseCode: null };
const at = (value: unknown, context: Partial<AccountEventsContext> = {}) =>
  accountEventsMachine.resolveState({ value: value as never, context: { ...base, ...context } });

const credited: AccountNotice = { id: 'e1', kind: 'depositCredited', orderNo: 'D1', amount: 100 };
const rejected: AccountNotice = { id: 'e2', kind: 'withdrawalRejected', orderNo: 'W1', amount: 20 };
const waiting: AccountNotice = { id: 'e3', kind: 'confirmationWaiting', orderNo: 'W 9/1', amount: 50 };

describe('connectAccountEvents', () => {
  it.each([
    ['off', 'off'],
    [{ live: { online: 'connecting' } }, 'connecting'],
    [{ live: { online: 'authenticating' } }, 'connecting'],
    [{ live: { online: 'open' } }, 'open'],
    [{ live: 'reconnecting' }, 'reconnecting'],
    [{ live: 'paused' }, 'reconnecting'],
    [{ live: 'offline' }, 'offline'],
    [{ live: 'refused' }, 'refused'],
  ])('state %j reads as %s', (value, status) => {
    expect(connectAccountEvents(at(value), vi.fn()).status).toBe(status);
  });

  it('gives each notice its text, tone and, for a waiting confirmation, the link that answers it', () => {
    const api = connectAccountEvents(at({ live: { online: 'open' } }, { notices: [credited, rejected, waiting] }), vi.fn());
    expect(api.notices.map(({ textKey, tone, actionHref }) => ({ textKey, tone, actionHref }))).toEqual([
      { textKey: 'notice.depositCredited', tone: 'success', actionHref: null },
      { textKey: 'notice.withdrawalRejected', tone: 'error', actionHref: null },
      { textKey: 'notice.confirmationWaiting', tone: 'info', actionHref: '/member/withdraw?confirm=W%209%2F1' },
    ]);
  });

  it('keeps the notices and the unread count while reconnecting', () => {
    const api = connectAccountEvents(at({ live: 'reconnecting' }, { notices: [credited], unread: 3 }), vi.fn());
    expect(api).toMatchObject({ status: 'reconnecting', unread: 3 });
    expect(api.notices).toHaveLength(1);
  });

  it('closes a notice by its id', () => {
    const send = vi.fn();
    connectAccountEvents(at({ live: { online: 'open' } }, { notices: [credited] }), send).dismiss('e1');
    expect(send).toHaveBeenCalledWith({ type: 'DISMISS', id: 'e1' });
  });
});
