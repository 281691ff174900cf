/** One security task's dialog as its view sees it. Pure (no React). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AuthenticatorSecret } from '../../src/api';
import { TAGS, type Send } from '../kit';
import type { SecurityTask } from './securityCentre.machine';
import { APP_CODE_TASKS, CODE_TASKS, type SecurityTaskEvent, type SecurityTaskField, type SecurityTaskMachine, type SecurityTaskValues } from './securityTask.machine';
import type { SmsCountdownMachine } from '../auth/smsCountdown.machine';

export type SecurityTaskStatus = 'preparing' | 'prepareFailed' | 'editing' | 'saving' | 'done';

/** Where the task's code comes from: an SMS, an e-mail, the authenticator app, or none. */
export type SecurityCodeSource = 'sms' | 'email' | 'app' | null;

export interface SecurityTaskView {
  readonly task: SecurityTask;
  readonly status: SecurityTaskStatus;
  readonly busy: boolean;
  readonly done: boolean;
  readonly codeSource: SecurityCodeSource;
  /** Which password fields the form shows. */
  readonly asksOldPassword: boolean;
  readonly asksNewPassword: boolean;
  readonly secret: AuthenticatorSecret | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** A refusal: at `errorField`, or above the form when it names none. */
  readonly error: { readonly key: string; readonly text: string | null; readonly field: SecurityTaskField | null } | null;
  /** The code button (the chart's `sms` child), for the tasks with a sent code. */
  readonly sms: ActorRefFrom<SmsCountdownMachine> | undefined;
  /** What the code button sends: the channel and purpose of this task's code. */
  readonly codeRequest: { readonly channel: 'SMS' | 'EMAIL'; readonly purpose: 'PAYMENT_PASSWORD' | 'VERIFY_CONTACT' } | null;
  submit(values: SecurityTaskValues): void;
  retry(): void;
}

function statusOf(snapshot: SnapshotFrom<SecurityTaskMachine>): SecurityTaskStatus {
  if (snapshot.hasTag(TAGS.done)) return 'done';
  if (snapshot.hasTag(TAGS.failed)) return 'prepareFailed';
  if (snapshot.hasTag(TAGS.editing)) return snapshot.hasTag(TAGS.busy) ? 'saving' : 'editing';
  return 'preparing';
}

function codeSourceOf(task: SecurityTask): SecurityCodeSource {
  if (APP_CODE_TASKS.includes(task)) return 'app';
  if (!CODE_TASKS.includes(task)) return null;
  return task === 'verifyEmail' ? 'email' : 'sms';
}

export function connectSecurityTask(snapshot: SnapshotFrom<SecurityTaskMachine>, send: Send<SecurityTaskEvent>): SecurityTaskView {
  const { task, secret, failureKey, failureText, errorKey, errorText, errorField } = snapshot.context;
  const status = statusOf(snapshot);
  const codeSource = codeSourceOf(task);
  return {
    task,
    status,
    busy: snapshot.hasTag(TAGS.busy),
    done: status === 'done',
    codeSource,
    asksOldPassword: task === 'changePaymentPassword',
    asksNewPassword: task === 'setPaymentPassword' || task === 'changePaymentPassword' || task === 'resetPaymentPassword',
    secret: task === 'bindAuthenticator' ? secret : null,
    failureKey: status === 'prepareFailed' ? failureKey : null,
    failureText: status === 'prepareFailed' ? failureText : null,
    error: errorKey && status === 'editing' ? { key: errorKey, text: errorText, field: errorField } : null,
    sms: codeSource === 'sms' || codeSource === 'email' ? snapshot.children.sms : undefined,
    codeRequest:
      codeSource === 'sms' || codeSource === 'email'
        ? { channel: codeSource === 'email' ? 'EMAIL' : 'SMS', purpose: task === 'resetPaymentPassword' ? 'PAYMENT_PASSWORD' : 'VERIFY_CONTACT' }
        : null,
    submit: (values) => send({ type: 'SUBMIT', values }),
    retry: () => send({ type: 'RETRY' }),
  };
}
