/**
 * Changing the password of a signed-in member (SPEC.md §4 change password success, §5): old, new
 * and confirmation are sent; on success the login info is refreshed, the popup closes and the
 * member goes home. A refusal keeps the form as typed and says why.
 */
import { assign, setup } from 'xstate';
import type { ChangePasswordPayload } from '../../src/api';
import { errorOf, failureMessage, notProvided, TAGS } from '../kit';
import type { SessionInfo } from './session.machine';

export interface ChangePasswordContext {
  readonly errorKey: string | null;
  readonly errorText: string | null;
}

export type ChangePasswordEvent = { type: 'CHANGE'; payload: ChangePasswordPayload };

export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
  actors: {
    changePassword: notProvided<void, ChangePasswordPayload>('changePassword'),
    loadMemberInfo: notProvided<SessionInfo>('loadMemberInfo'),
  },
  actions: {
    storeFailure: assign((_, error: unknown) => failureMessage(error)),
    clearError: assign({ errorKey: null, errorText: null }),
    /** Hands the refreshed info (null when it could not load) to the session, closes the popup, goes home. */
    finish: (_, _info: SessionInfo | null) => {},
  },
}).createMachine({
  id: 'changePassword',
  context: { errorKey: null, errorText: null },
  initial: 'editing',
  states: {
    editing: { tags: [TAGS.editing], on: { CHANGE: { target: 'saving', actions: 'clearError' } } },
    saving: {
      tags: [TAGS.busy],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => (event.type === 'CHANGE' ? event.payload : { newPassword: '', confirmNewPassword: '' }),
        onDone: 'refreshing',
        onError: { target: 'editing', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    refreshing: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadMemberInfo',
        src: 'loadMemberInfo',
        onDone: { target: 'done', actions: { type: 'finish', params: ({ event }) => event.output } },
        // The password is changed either way; the session keeps the info it had.
        onError: { target: 'done', actions: { type: 'finish', params: null } },
      },
    },
    done: { type: 'final', tags: [TAGS.done] },
  },
});

export type ChangePasswordMachine = typeof changePasswordMachine;
