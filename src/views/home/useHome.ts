/** The home lobby's chart: the home flow is open for as long as the home lobby is shown. */
import { connectHome, type HomeView } from '@machines/home/home.connect';
import { useFlow } from '../../app/actors';
import { homeLogic } from '../../app/wiring/home/home';
import { FLOW } from '../../app/flowKeys';

export function useHome(): HomeView {
  return useFlow(FLOW.home, homeLogic, connectHome);
}
