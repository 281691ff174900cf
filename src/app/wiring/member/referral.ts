/**
 * Wiring of the referral page: the details, with the invite link built from the referral code
 * (this site's register page with ?referralCode=…, which the register form sends on; never a
 * token), and the clipboard.
 */
import { createPromotionsApi } from '@api/promotions';
import { PlatformError } from '@api/errors';
import { referralMachine, type ReferralView } from '@machines/member/referral.machine';
import { lazyArea, platformCall } from '../platform';

const promotionsArea = lazyArea('promotions', createPromotionsApi);

/** The register page of this site carrying the code (the register payload's referralCode). */
export const inviteUrlOf = (origin: string, referralCode: string): string => `${origin}/register?referralCode=${encodeURIComponent(referralCode)}`;

export const referralLogic = referralMachine.provide({
  actors: {
    loadReferral: platformCall<ReferralView, { enabled: boolean }>(async ({ enabled }, { signal }) => {
      // the whitelabel has the referral off: not available, as the platform would answer
      if (!enabled) throw new PlatformError({ kind: 'envelope', messageKey: 'errors:functionNotAvailable', errorCode: 'function.not.available', route: 'referralDetails' });
      const details = await promotionsArea().getReferralDetails({ signal });
      return { ...details, inviteUrl: inviteUrlOf(globalThis.location?.origin ?? '', details.referralCode) };
    }),
    copyText: platformCall<void, { text: string }>(async ({ text }) => {
      if (!globalThis.navigator?.clipboard) throw new Error('clipboard unavailable');
      await globalThis.navigator.clipboard.writeText(text);
    }),
  },
});
