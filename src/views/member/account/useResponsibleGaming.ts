/** The responsible-gaming page's flow. */
import { connectResponsibleGaming, type ResponsibleGamingApi } from '@machines/responsibleGaming.connect';
import { useFlow } from '../../../app/actors';
import { responsibleGamingLogic } from '../../../app/wiring/responsibleGaming';

export function useResponsibleGaming(): ResponsibleGamingApi {
  return useFlow('responsibleGaming', responsibleGamingLogic, connectResponsibleGaming);
}
