/** connectSession without React: who is signed in, which dialog is due, and the intents. */
import { describe, expect, it, vi } from 'vitest';
import { sessionMachine, type SessionContext, type SessionInfo } from '../../../machines/auth/session.machine';
import { connectSession } from '../../../machines/auth/session.connect';

const member: SessionInfo = { id: '7', account: 'member01', type: 0, nickname: 'Ana' };
const trial: SessionInfo = { id: '8', account: 'trial01', type: 4 };
const agent: SessionInfo = { id: '9', account: 'agent01', type: 1 };
const at = (value: string | Record<string, string>, info: SessionInfo | null = null, context: Partial<SessionContext> = {}) =>
  sessionMachine.resolveState({ value, context: { info, held: null, heldPassword: null, endReason: 'gone', errorKey: null, errorText: null, ...context } });

describe('connectSession', () => {
  it('is restoring until member info for the stored token answers', () => {
    expect(connectSession(at('restoring'), vi.fn())).toMatchObject({ restoring: true, signedIn: false, role: null, dialogDue: false });
  });

  it('a visitor is neither restoring nor signed in', () => {
    expect(connectSession(at({ visitor: 'idle' }), vi.fn())).toMatchObject({ restoring: false, signedIn: false, role: null, info: null });
  });

  it.each([
    ['member', member, 'member'],
    [{ trial: 'idle' }, trial, 'trial'],
    ['agent', agent, 'agent'],
  ] as const)('%o is signed in with its role', (value, info, role) => {
    expect(connectSession(at(value, info), vi.fn())).toMatchObject({ signedIn: true, role, info });
  });

  it('keeps the session while the logout is confirmed, and is busy while it runs', () => {
    expect(connectSession(at('confirmLogout', member), vi.fn())).toMatchObject({ signedIn: true, role: 'member', confirmingLogout: true, loggingOut: false, restoring: false, dialogDue: true });
    expect(connectSession(at('loggingOut', member), vi.fn())).toMatchObject({ confirmingLogout: true, loggingOut: true, restoring: false, dialogDue: true });
  });

  it('shows the not-logged-in notice after a 401 and the real-account notice for a trial', () => {
    expect(connectSession(at({ visitor: 'expired' }), vi.fn())).toMatchObject({ expiredNotice: true, dialogDue: true, signedIn: false });
    expect(connectSession(at({ trial: 'upgradeNotice' }, trial), vi.fn())).toMatchObject({ upgradeNotice: true, dialogDue: true, role: 'trial' });
  });

  it('a session held until its password changes is not signed in, keeps pages waiting, and shows its forced change', () => {
    const held = { held: { reason: 'expired', site: 'main' }, heldPassword: null } as const;
    const editing = connectSession(at({ passwordChange: 'editing' }, null, held), vi.fn());
    expect(editing).toMatchObject({ signedIn: false, role: null, info: null, restoring: true, dialogDue: true, confirmingLogout: false });
    expect(editing.passwordChange).toMatchObject({ reason: 'expired', askOld: true, busy: false, errorKey: null });
    expect(connectSession(at({ passwordChange: 'changing' }, null, { ...held, heldPassword: '123456' }), vi.fn()).passwordChange).toMatchObject({ askOld: false, busy: true });
    expect(connectSession(at('givingUpChange', null, held), vi.fn()).passwordChange).toMatchObject({ busy: true });
    const send = vi.fn();
    editing.passwordChange?.change({ newPassword: 'Fresh2025x', confirmNewPassword: 'Fresh2025x' });
    connectSession(at({ passwordChange: 'editing' }, null, held), send).passwordChange?.signOut();
    expect(send).toHaveBeenCalledWith({ type: 'SIGN_OUT' });
    expect(connectSession(at('member', member), vi.fn()).passwordChange).toBeNull();
  });

  it('says why a 401 ended the session', () => {
    expect(connectSession(at({ visitor: 'expired' }, null, { endReason: 'elsewhere' }), vi.fn()).endReason).toBe('elsewhere');
  });

  it('turns intents into the chart events', () => {
    const send = vi.fn();
    const api = connectSession(at('member', member), send);
    api.logout();
    api.confirmLogout();
    api.cancelLogout();
    api.dismissNotice();
    api.restricted();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['LOGOUT', 'CONFIRM', 'CANCEL', 'DISMISS', 'RESTRICTED']);
  });
});
