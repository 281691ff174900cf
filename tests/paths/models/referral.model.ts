/**
 * The path model of the referral page: on (loaded with friends, failed and retried,
 * not available from the platform) and the link copied (or refused) and shown as a QR code.
 */
import type { PathModel } from '../registry';
import type { UntrustedHtml } from '../../../src/api/schemas';
import type { ReferralMachine, ReferralView } from '../../../machines/member/referral.machine';

export const REFERRAL_SAMPLE: ReferralView = {
  referralCode: 'RFTEST01',
  inviteUrl: 'http://localhost/register?referralCode=RFTEST01',
  rewardPerFriend: 15,
  rules: '<ol><li>Comparte tu enlace.</li></ol>' as UntrustedHtml,
  friends: [
    { username: 'lu****8', registeredTime: '2025-05-02T10:00:00.000Z', status: 'QUALIFIED', reward: 15 },
    { username: 'ma****v', registeredTime: '2025-06-12T10:00:00.000Z', status: 'REGISTERED', reward: 0 },
  ],
  totalFriends: 2,
  qualifiedFriends: 1,
  totalReward: 15,
};

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;

const events = {
  // the empty friends list is held to in Vitest (tests/unit/connect/referral.test.ts)
  [done('loadReferral')]: [{ type: done('loadReferral'), output: REFERRAL_SAMPLE }],
  [error('loadReferral')]: [
    { type: error('loadReferral'), error: { kind: 'envelope', errorCode: '#727', messageKey: 'errors:systemBusy' } },
    { type: error('loadReferral'), error: { kind: 'envelope', errorCode: '#543', messageKey: 'errors:functionNotAvailable' } },
  ],
  [done('copyText')]: [{ type: done('copyText') }],
  [error('copyText')]: [{ type: error('copyText'), error: new Error('clipboard refused') }],
  RETRY: [{ type: 'RETRY' }],
  COPY: [{ type: 'COPY' }],
  SHOW_QR: [{ type: 'SHOW_QR' }],
  CLOSE_QR: [{ type: 'CLOSE_QR' }],
};

export const referralModel: PathModel<ReferralMachine> = {
  events,
  input: { enabled: true },
  stitchTours: true,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};
