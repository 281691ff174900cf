/** The responsible-gaming page's flow. */
import { connectResponsibleGaming, type ResponsibleGamingView } from '@machines/member/responsibleGaming.connect';
import { useFlow } from '../../../app/actors';
import { responsibleGamingLogic } from '../../../app/wiring/member/responsibleGaming';
import { FLOW } from '../../../app/flowKeys';

export function useResponsibleGaming(): ResponsibleGamingView {
  return useFlow(FLOW.responsibleGaming, responsibleGamingLogic, connectResponsibleGaming);
}
