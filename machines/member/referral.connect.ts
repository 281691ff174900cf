/** The referral page as its view sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { ReferralFriend } from '../../src/api/promotions';
import type { UntrustedHtml } from '../../src/api/schemas';
import { firstTagOf, TAGS, type Send } from '../kit';
import { REFERRAL_TAGS, type ReferralEvent, type ReferralMachine } from './referral.machine';

export type ReferralStatus = 'loading' | 'ready' | 'unavailable' | 'failed';

export interface ReferralView {
  readonly status: ReferralStatus;
  readonly inviteUrl: string;
  readonly referralCode: string;
  readonly rules: UntrustedHtml | null;
  readonly rewardPerFriend: number;
  readonly friends: readonly ReferralFriend[];
  readonly totals: { readonly friends: number; readonly qualified: number; readonly reward: number };
  readonly copyState: 'idle' | 'copying' | 'copied' | 'failed';
  readonly qrOpen: boolean;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  copy(): void;
  showQr(): void;
  closeQr(): void;
  retry(): void;
}

export function connectReferral(snapshot: SnapshotFrom<ReferralMachine>, send: Send<ReferralEvent>): ReferralView {
  const failed = snapshot.hasTag(TAGS.failed);
  const status: ReferralStatus = firstTagOf(snapshot, [[TAGS.failed, 'failed'], [REFERRAL_TAGS.unavailable, 'unavailable'], [TAGS.ready, 'ready']], 'loading');
  const data = status === 'ready' ? snapshot.context.data : null;
  const copyState = firstTagOf(snapshot, [[REFERRAL_TAGS.copying, 'copying'], [REFERRAL_TAGS.copied, 'copied'], [REFERRAL_TAGS.copyFailed, 'failed']], 'idle');
  return {
    status,
    inviteUrl: data?.inviteUrl ?? '',
    referralCode: data?.referralCode ?? '',
    rules: data?.rules ?? null,
    rewardPerFriend: data?.rewardPerFriend ?? 0,
    friends: data?.friends ?? [],
    totals: { friends: data?.totalFriends ?? 0, qualified: data?.qualifiedFriends ?? 0, reward: data?.totalReward ?? 0 },
    copyState,
    qrOpen: snapshot.hasTag(REFERRAL_TAGS.qr),
    failureKey: failed ? snapshot.context.failureKey : null,
    failureText: failed ? snapshot.context.failureText : null,
    copy: () => send({ type: 'COPY' }),
    showQr: () => send({ type: 'SHOW_QR' }),
    closeQr: () => send({ type: 'CLOSE_QR' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
