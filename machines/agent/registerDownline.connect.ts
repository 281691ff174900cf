/** The register centre's new-downline form as its view sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { CreatedDownline, NewDownline, RegisterSettings } from '../../src/api';
import { TAGS, type Send } from '../kit';
import type { FieldMessage } from '../auth/register.machine';
import type { RegisterDownlineEvent, RegisterDownlineMachine } from './registerDownline.machine';

export type RegisterDownlineStatus = 'loading' | 'loadFailed' | 'editing' | 'created';

export interface RegisterDownlineView {
  readonly status: RegisterDownlineStatus;
  /** The create call runs: the submit shows progress and takes no second click. */
  readonly submitting: boolean;
  readonly settings: RegisterSettings | null;
  readonly fieldErrors: Readonly<Record<string, FieldMessage>>;
  /** A failure naming no field, shown above the form (or the load's failure). */
  readonly errorKey: string | null;
  readonly errorText: string | null;
  readonly created: CreatedDownline | null;
  /** The form starts empty again whenever this changes. */
  readonly formKey: number;
  submit(downline: NewDownline): void;
  retry(): void;
  another(): void;
}

function statusOf(snapshot: SnapshotFrom<RegisterDownlineMachine>): RegisterDownlineStatus {
  if (snapshot.hasTag(TAGS.failed)) return 'loadFailed';
  if (snapshot.hasTag(TAGS.done)) return 'created';
  if (snapshot.hasTag(TAGS.editing)) return 'editing';
  return 'loading';
}

export function connectRegisterDownline(snapshot: SnapshotFrom<RegisterDownlineMachine>, send: Send<RegisterDownlineEvent>): RegisterDownlineView {
  const { settings, fieldErrors, errorKey, errorText, created, formKey } = snapshot.context;
  const status = statusOf(snapshot);
  return {
    status,
    submitting: status === 'editing' && snapshot.hasTag(TAGS.busy),
    settings,
    fieldErrors,
    errorKey,
    errorText,
    created: status === 'created' ? created : null,
    formKey,
    submit: (downline) => send({ type: 'SUBMIT', downline }),
    retry: () => send({ type: 'RETRY' }),
    another: () => send({ type: 'ANOTHER' }),
  };
}
