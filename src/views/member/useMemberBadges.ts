/**
 * The member's red counts: the signed-in header opens the flow for a real account (useMemberBadges),
 * the member centre's menu reads the same flow (useMemberBadgesApi).
 */
import { connectMemberBadges, type MemberBadgesView } from '@machines/member/memberBadges.connect';
import { memberBadgesHearsAccount } from '@machines/member/memberBadges.machine';
import { useFlow, useFlowApi } from '../../app/actors';
import { memberBadgesLogic } from '../../app/wiring/member/memberBadges';
import { FLOW } from '../../app/flowKeys';

export function useMemberBadges(): MemberBadgesView {
  return useFlow(FLOW.memberBadges, memberBadgesLogic, connectMemberBadges, { onAccountEvent: memberBadgesHearsAccount });
}

export function useMemberBadgesApi(): MemberBadgesView {
  return useFlowApi(FLOW.memberBadges, memberBadgesLogic, connectMemberBadges);
}
