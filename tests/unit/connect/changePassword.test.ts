/** connectChangePassword without React: each state (resolveState) → busy, refusal text; the change → CHANGE. */
import { describe, expect, it, vi } from 'vitest';
import { connectChangePassword } from '../../../machines/auth/changePassword.connect';
import { changePasswordMachine, type ChangePasswordContext } from '../../../machines/auth/changePassword.machine';

const none: ChangePasswordContext = { errorKey: null, errorText: null };
const at = (value: 'editing' | 'saving' | 'refreshing' | 'done', context = none) => changePasswordMachine.resolveState({ value, context });

describe('connectChangePassword', () => {
  it('takes the form when editing, and shows the last refusal', () => {
    expect(connectChangePassword(at('editing'), vi.fn())).toMatchObject({ busy: false, done: false, errorKey: null });
    expect(connectChangePassword(at('editing', { errorKey: 'errors:oldPasswordIncorrect', errorText: null }), vi.fn())).toMatchObject({ errorKey: 'errors:oldPasswordIncorrect', errorText: null });
  });

  it('is busy while the change and the info refresh run, and after', () => {
    expect(connectChangePassword(at('saving'), vi.fn()).busy).toBe(true);
    expect(connectChangePassword(at('refreshing'), vi.fn()).busy).toBe(true);
    expect(connectChangePassword(at('done'), vi.fn())).toMatchObject({ busy: true, done: true });
  });

  it('sends CHANGE with the payload', () => {
    const send = vi.fn();
    const payload = { oldPassword: 'Member2024', newPassword: 'Fresh2025x', confirmNewPassword: 'Fresh2025x' };
    connectChangePassword(at('editing'), send).change(payload);
    expect(send).toHaveBeenCalledWith({ type: 'CHANGE', payload });
  });
});
