/** The member centre shell: its flow is open for as long as /member/<page> is shown. */
import { connectMemberCentre, type MemberCentreView } from '@machines/member/memberCentre.connect';
import type { MemberCentreInput } from '@machines/member/memberCentre.machine';
import { useFlow } from '../../app/actors';
import { memberCentreLogic } from '../../app/wiring/member/memberCentre';
import { FLOW } from '../../app/flowKeys';

/** The input opens the flow; its session access, page and width follow as the chart's events when they change. */
export function useMemberCentre(input: MemberCentreInput): MemberCentreView {
  return useFlow(FLOW.memberCentre, memberCentreLogic, connectMemberCentre, {
    input,
    props: [
      { type: 'ACCESS', access: input.access },
      { type: 'SHOW_PAGE', page: input.page },
      { type: 'VIEWPORT', wide: input.wide },
    ],
  });
}
