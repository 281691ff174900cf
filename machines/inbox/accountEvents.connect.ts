/**
 * The live account events as the notice region sees them: the connection's status, the notices
 * on screen (each with its text key, tone and, for a waiting confirmation, where its action goes),
 * the unread count, and closing a notice. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import { TAGS, type Send } from '../kit';
import { confirmationHref } from '../withdraw/confirmationAddress';
import { ACCOUNT_EVENTS_TAGS, type AccountEventsEvent, type AccountEventsMachine, type AccountNotice } from './accountEvents.machine';

export type AccountEventsStatus = 'off' | 'connecting' | 'open' | 'reconnecting' | 'offline' | 'refused';

export type NoticeTone = 'success' | 'error' | 'info';

export interface AccountNoticeView extends AccountNotice {
  /** i18n key in the `live` namespace; takes {{amount}} and {{orderNo}}. */
  readonly textKey: string;
  readonly tone: NoticeTone;
  /** The notice's action: where it leads (confirmationWaiting: the withdrawal confirmation). */
  readonly actionHref: string | null;
}

export interface AccountEventsView {
  readonly status: AccountEventsStatus;
  readonly notices: readonly AccountNoticeView[];
  /** Unread messages as the platform last said; null until it said. */
  readonly unread: number | null;
  dismiss(id: string): void;
}

const TONES: Record<AccountNotice['kind'], NoticeTone> = {
  depositCredited: 'success',
  depositRejected: 'error',
  depositFailed: 'error',
  withdrawalApproved: 'success',
  withdrawalRejected: 'error',
  withdrawalFailed: 'error',
  withdrawalPaid: 'success',
  confirmationWaiting: 'info',
};

function statusOf(snapshot: SnapshotFrom<AccountEventsMachine>): AccountEventsStatus {
  if (snapshot.hasTag(TAGS.ready)) return 'open';
  if (snapshot.hasTag(TAGS.busy)) return 'connecting';
  if (snapshot.hasTag(ACCOUNT_EVENTS_TAGS.reconnecting)) return 'reconnecting';
  if (snapshot.hasTag(ACCOUNT_EVENTS_TAGS.offline)) return 'offline';
  if (snapshot.hasTag(ACCOUNT_EVENTS_TAGS.refused)) return 'refused';
  return 'off';
}

export function connectAccountEvents(snapshot: SnapshotFrom<AccountEventsMachine>, send: Send<AccountEventsEvent>): AccountEventsView {
  return {
    status: statusOf(snapshot),
    notices: snapshot.context.notices.map((notice) => ({
      ...notice,
      textKey: `notice.${notice.kind}`,
      tone: TONES[notice.kind],
      actionHref: notice.kind === 'confirmationWaiting' ? confirmationHref(notice.orderNo) : null,
    })),
    unread: snapshot.context.unread,
    dismiss: (id) => send({ type: 'DISMISS', id }),
  };
}
