/**
 * The change-password chart as the signed-in member's popup sees it: busy while the change (and
 * the info refresh after it) runs, the refusal's text, and the change itself. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { ChangePasswordPayload } from '../../src/api';
import type { ChangePasswordEvent, ChangePasswordMachine } from './changePassword.machine';
import { TAGS, type Send } from '../kit';

export interface ChangePasswordView {
  /** The change or the refresh after it runs: the form holds its submit. */
  readonly busy: boolean;
  /** The flow is over (the popup leaves). */
  readonly done: boolean;
  /** The last refusal: i18n key and the server's own message, when it sent one. */
  readonly errorKey: string | null;
  readonly errorText: string | null;
  change(payload: ChangePasswordPayload): void;
}

export function connectChangePassword(snapshot: SnapshotFrom<ChangePasswordMachine>, send: Send<ChangePasswordEvent>): ChangePasswordView {
  return {
    busy: !snapshot.hasTag(TAGS.editing),
    done: snapshot.hasTag(TAGS.done),
    errorKey: snapshot.context.errorKey,
    errorText: snapshot.context.errorText,
    change: (payload) => send({ type: 'CHANGE', payload }),
  };
}
