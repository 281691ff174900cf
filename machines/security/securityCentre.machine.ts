/**
 * The security centre's overview (/member/securityCenter; API.md "Security centre"):
 * who the member is (nickname, avatar, member ID) and each security item done or to do.
 *
 * - `loading` (the security items and the avatar) → `ready` | `failure` (RETRY).
 * - `ready.idle`: COPY_ID → `ready.copying` (the named `copyMemberId`: the clipboard) →
 *   `ready.copied` (SPEC.md §8: a copy-success dialog) | `ready.copyFailed` (the ID shown to copy by
 *   hand); DISMISS closes either.
 * - OPEN_TASK {task} (only a task the items offer now, `offeredTasks`) → `ready.task`: the task's
 *   dialog (its own chart, securityTask). CLOSE_TASK → `ready.idle`; TASK_DONE → `refreshing`
 *   (the items read again, the page kept) → `ready` with the done task named (`lastDone`), or
 *   `ready` with `refreshFailed` (REFRESH tries again).
 */
import { assign, setup } from 'xstate';
import type { SecurityConfig } from '../../src/api';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';

/** What a security item's button opens: each a dialog run by the securityTask chart. */
export const SECURITY_TASKS = [
  'setPaymentPassword',
  'changePaymentPassword',
  'resetPaymentPassword',
  'verifyMobile',
  'verifyEmail',
  'bindAuthenticator',
  'unbindAuthenticator',
] as const;
export type SecurityTask = (typeof SECURITY_TASKS)[number];

/** The overview's data: the platform's items and the avatar's URL. */
export interface SecurityOverview {
  readonly config: SecurityConfig;
  readonly iconUrl: string;
}

/** The chart's own tags beside the kit's. */
export const SECURITY_CENTRE_TAGS = {
  copying: 'copying',
  copied: 'copied',
  copyFailed: 'copyFailed',
  task: 'task',
  refreshing: 'refreshing',
} as const;

/** The tasks the items offer now: a payment password is set or changed and reset, never both. */
export function offeredTasks(config: SecurityConfig): readonly SecurityTask[] {
  const { items } = config;
  const tasks: SecurityTask[] = [];
  if (items.paymentPassword.enabled) tasks.push(...(items.paymentPassword.isComplete ? (['changePaymentPassword', 'resetPaymentPassword'] as const) : (['setPaymentPassword'] as const)));
  if (items.mobileVerified.enabled && !items.mobileVerified.isComplete) tasks.push('verifyMobile');
  if (items.emailVerified.enabled && !items.emailVerified.isComplete) tasks.push('verifyEmail');
  if (items.authenticator.enabled) tasks.push(items.authenticator.isComplete ? 'unbindAuthenticator' : 'bindAuthenticator');
  return tasks;
}

export interface SecurityCentreContext {
  readonly overview: SecurityOverview | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** The task whose dialog is open. */
  readonly task: SecurityTask | null;
  /** The task finished last (a notice says so until the next one opens). */
  readonly lastDone: SecurityTask | null;
  /** The reload after a task failed: the page shows the items as they were, with a retry. */
  readonly refreshFailed: boolean;
}

export type SecurityCentreEvent =
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  | { type: 'COPY_ID' }
  | { type: 'DISMISS' }
  | { type: 'OPEN_TASK'; task: SecurityTask }
  | { type: 'CLOSE_TASK' }
  | { type: 'TASK_DONE' };

export const securityCentreMachine = setup({
  types: { context: {} as SecurityCentreContext, events: {} as SecurityCentreEvent },
  actors: {
    loadOverview: notProvided<SecurityOverview>('loadOverview'),
    copyMemberId: notProvided<void, { memberId: string }>('copyMemberId'),
  },
  guards: {
    offered: ({ context, event }) => event.type === 'OPEN_TASK' && context.overview !== null && offeredTasks(context.overview.config).includes(event.task),
  },
  actions: {
    storeOverview: assign((_, overview: SecurityOverview) => ({ overview, failureKey: null, failureText: null, refreshFailed: false })),
    storeFailure: storeFailure({ withText: true }),
    openTask: assign((_, task: SecurityTask) => ({ task, lastDone: null })),
    closeTask: assign({ task: null }),
    finishTask: assign(({ context }) => ({ task: null, lastDone: context.task })),
    markRefreshFailed: assign({ refreshFailed: true }),
  },
}).createMachine({
  id: 'securityCentre',
  context: { overview: null, failureKey: null, failureText: null, task: null, lastDone: null, refreshFailed: false },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: { target: 'ready', actions: { type: 'storeOverview', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failure: retryableFailure(),
    refreshing: {
      tags: [TAGS.busy, SECURITY_CENTRE_TAGS.refreshing],
      invoke: {
        id: 'refreshOverview',
        src: 'loadOverview',
        onDone: { target: 'ready', actions: { type: 'storeOverview', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: 'markRefreshFailed' },
      },
    },
    ready: {
      tags: [TAGS.ready],
      initial: 'idle',
      states: {
        idle: {
          on: {
            COPY_ID: 'copying',
            OPEN_TASK: { guard: 'offered', target: 'task', actions: { type: 'openTask', params: ({ event }) => event.task } },
            REFRESH: '#securityCentre.refreshing',
          },
        },
        copying: {
          tags: [SECURITY_CENTRE_TAGS.copying],
          invoke: {
            id: 'copyMemberId',
            src: 'copyMemberId',
            input: ({ context }) => ({ memberId: context.overview?.config.memberId ?? '' }),
            onDone: 'copied',
            onError: 'copyFailed',
          },
        },
        copied: { tags: [SECURITY_CENTRE_TAGS.copied], on: { DISMISS: 'idle' } },
        copyFailed: { tags: [SECURITY_CENTRE_TAGS.copyFailed], on: { DISMISS: 'idle' } },
        task: {
          tags: [SECURITY_CENTRE_TAGS.task],
          on: {
            CLOSE_TASK: { target: 'idle', actions: 'closeTask' },
            TASK_DONE: { target: '#securityCentre.refreshing', actions: 'finishTask' },
          },
        },
      },
    },
  },
});

export type SecurityCentreMachine = typeof securityCentreMachine;
