/**
 * connectPendingAction without React: the held and the due action of each state (resolveState, no
 * actor run), and the intents → the chart's events.
 */
import { describe, expect, it, vi } from 'vitest';
import { connectPendingAction } from '../../../machines/auth/pendingAction.connect';
import { pendingActionMachine, type PendingAction } from '../../../machines/auth/pendingAction.machine';

const chosen: PendingAction = { kind: 'filter', page: '/live', filter: 'RECENT' };
const at = (value: 'idle' | 'held' | 'due', action: PendingAction | null) => pendingActionMachine.resolveState({ value, context: { action } });

describe('connectPendingAction', () => {
  it('nothing held or due while idle', () => {
    expect(connectPendingAction(at('idle', null), vi.fn())).toMatchObject({ held: null, due: null });
  });

  it('held while the visitor signs in; due once signed in', () => {
    expect(connectPendingAction(at('held', chosen), vi.fn())).toMatchObject({ held: chosen, due: null });
    expect(connectPendingAction(at('due', chosen), vi.fn())).toMatchObject({ held: null, due: chosen });
  });

  it('sends HOLD, SIGN_IN_SHOWN, DROP and TAKE', () => {
    const send = vi.fn();
    const view = connectPendingAction(at('idle', null), send);
    view.hold(chosen);
    view.signInShown('/');
    view.drop();
    view.take();
    expect(send.mock.calls).toEqual([[{ type: 'HOLD', action: chosen }], [{ type: 'SIGN_IN_SHOWN', page: '/' }], [{ type: 'DROP' }], [{ type: 'TAKE' }]]);
  });
});
