/** The security centre's overview as its view sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { SecurityConfig, SecurityItemId } from '../../src/api';
import { type LoadStatus, type Send, TAGS } from '../kit';
import { offeredTasks, SECURITY_CENTRE_TAGS, type SecurityCentreEvent, type SecurityCentreMachine, type SecurityTask } from './securityCentre.machine';

export type SecurityLevel = 'low' | 'medium' | 'high';

export interface SecurityItemView {
  readonly id: SecurityItemId;
  readonly done: boolean;
}

export interface SecuritySummary {
  readonly done: number;
  readonly total: number;
  readonly level: SecurityLevel;
}

export interface SecurityCentreView {
  readonly status: LoadStatus;
  readonly config: SecurityConfig | null;
  readonly iconUrl: string | null;
  /** The items the platform offers, each done or to do, in the page's order. */
  readonly items: readonly SecurityItemView[];
  readonly summary: SecuritySummary | null;
  /** The tasks the items' buttons may open now. */
  readonly tasks: readonly SecurityTask[];
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly copy: 'idle' | 'copying' | 'copied' | 'failed';
  readonly openTask: SecurityTask | null;
  readonly lastDone: SecurityTask | null;
  readonly refreshing: boolean;
  readonly refreshFailed: boolean;
  retry(): void;
  refresh(): void;
  copyId(): void;
  dismissCopy(): void;
  open(task: SecurityTask): void;
  closeTask(): void;
  taskDone(): void;
}

/** Low below half the offered items done, high when all are, medium between. */
export function securityLevel(done: number, total: number): SecurityLevel {
  if (total === 0 || done >= total) return 'high';
  return done * 2 < total ? 'low' : 'medium';
}

/** The page's order of the items. */
export const SECURITY_ITEM_ORDER: readonly SecurityItemId[] = ['loginPassword', 'paymentPassword', 'payoutAccount', 'mobileVerified', 'emailVerified', 'authenticator'];

function itemsOf(config: SecurityConfig): SecurityItemView[] {
  return SECURITY_ITEM_ORDER.filter((id) => config.items[id].enabled).map((id) => ({ id, done: config.items[id].isComplete }));
}

function copyOf(snapshot: SnapshotFrom<SecurityCentreMachine>): SecurityCentreView['copy'] {
  if (snapshot.hasTag(SECURITY_CENTRE_TAGS.copying)) return 'copying';
  if (snapshot.hasTag(SECURITY_CENTRE_TAGS.copied)) return 'copied';
  if (snapshot.hasTag(SECURITY_CENTRE_TAGS.copyFailed)) return 'failed';
  return 'idle';
}

export function connectSecurityCentre(snapshot: SnapshotFrom<SecurityCentreMachine>, send: Send<SecurityCentreEvent>): SecurityCentreView {
  const { overview, failureKey, failureText, task, lastDone, refreshFailed } = snapshot.context;
  const failed = snapshot.hasTag(TAGS.failed);
  const status: LoadStatus = failed ? 'failed' : overview ? 'ready' : 'loading';
  const config = failed ? null : (overview?.config ?? null);
  const items = config ? itemsOf(config) : [];
  const done = items.filter((item) => item.done).length;
  return {
    status,
    config,
    iconUrl: failed ? null : (overview?.iconUrl ?? null),
    items,
    summary: config ? { done, total: items.length, level: securityLevel(done, items.length) } : null,
    tasks: config && !snapshot.hasTag(SECURITY_CENTRE_TAGS.refreshing) ? offeredTasks(config) : [],
    failureKey: failed ? failureKey : null,
    failureText: failed ? failureText : null,
    copy: copyOf(snapshot),
    openTask: snapshot.hasTag(SECURITY_CENTRE_TAGS.task) ? task : null,
    lastDone,
    refreshing: snapshot.hasTag(SECURITY_CENTRE_TAGS.refreshing),
    refreshFailed: refreshFailed && !snapshot.hasTag(SECURITY_CENTRE_TAGS.refreshing),
    retry: () => send({ type: 'RETRY' }),
    refresh: () => send({ type: 'REFRESH' }),
    copyId: () => send({ type: 'COPY_ID' }),
    dismissCopy: () => send({ type: 'DISMISS' }),
    open: (next) => send({ type: 'OPEN_TASK', task: next }),
    closeTask: () => send({ type: 'CLOSE_TASK' }),
    taskDone: () => send({ type: 'TASK_DONE' }),
  };
}
