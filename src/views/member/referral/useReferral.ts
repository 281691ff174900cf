/** The referral page's flow, open while the page is; the REFERRAL3 flag is its input. */
import { connectReferral, type ReferralView } from '@machines/member/referral.connect';
import { useFlow } from '../../../app/actors';
import { useFlag } from '../../../app/system';
import { referralLogic } from '../../../app/wiring/member/referral';
import { FLOW } from '../../../app/flowKeys';

export const REFERRAL_FLAG = 'REFERRAL3';

export const useReferral = (): ReferralView => {
  const enabled = useFlag(REFERRAL_FLAG);
  return useFlow(`${FLOW.referral}:${enabled ? 'on' : 'off'}`, referralLogic, connectReferral, { input: { enabled } });
};
