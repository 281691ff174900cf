/** The path model of the change-password chart: the change accepted or refused, the info refresh answering or failing. */
import type { PathModel } from '../registry';
import type { ChangePasswordMachine } from '../../../machines/auth/changePassword.machine';

const events = {
  CHANGE: [{ type: 'CHANGE', payload: { oldPassword: 'Member2024', newPassword: 'Fresh2025x', confirmNewPassword: 'Fresh2025x' } }],
  'xstate.done.actor.changePassword': [{ type: 'xstate.done.actor.changePassword', output: undefined }],
  'xstate.error.actor.changePassword': [{ type: 'xstate.error.actor.changePassword', error: { kind: 'envelope', messageKey: 'errors:oldPasswordIncorrect' } }],
  'xstate.done.actor.loadMemberInfo': [{ type: 'xstate.done.actor.loadMemberInfo', output: { id: 'm1', account: 'member01', type: 0 } }],
  'xstate.error.actor.loadMemberInfo': [{ type: 'xstate.error.actor.loadMemberInfo', error: { kind: 'http', httpStatus: 500, messageKey: 'errors:systemBusy' } }],
};

export const changePasswordModel: PathModel<ChangePasswordMachine> = { events, stitchTours: true };
