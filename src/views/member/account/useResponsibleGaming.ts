/** The responsible-gaming page's flow. */
import { connectResponsibleGaming, type ResponsibleGamingApi } from '@machines/member/responsibleGaming.connect';
import { useFlow } from '../../../app/actors';
import { responsibleGamingLogic } from '../../../app/wiring/member/responsibleGaming';
import { FLOW } from '../../../app/flowKeys';

export function useResponsibleGaming(): ResponsibleGamingApi {
  return useFlow(FLOW.responsibleGaming, responsibleGamingLogic, connectResponsibleGaming);
}
