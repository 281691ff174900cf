/** The home lobby's chart: the home flow is open for as long as the home lobby is shown. */
import { connectHome, type HomeView } from '@machines/home/home.connect';
import { useFlow } from '../../app/actors';
import { useSession } from '../../app/session';
import { homeLogic } from '../../app/wiring/home/home';
import { FLOW } from '../../app/flowKeys';
import { hasSessionToken } from '../../config/storage';

export function useHome(): HomeView {
  const session = useSession();
  // What frames the home differs for a member (the recent games): a member's home is its own flow,
  // opened when the session signs in (or while a stored token is checked, so a reload loads once),
  // so signing in from the home loads the member's recent games without a reload, and signing out drops them.
  const member = session.signedIn || (session.restoring && hasSessionToken());
  return useFlow(member ? `${FLOW.home}:member` : FLOW.home, homeLogic, connectHome);
}
