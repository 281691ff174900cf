/** The home lobby's chart: the home flow is open for as long as the home lobby is shown. */
import { connectHome, type HomeView } from '@machines/home/home.connect';
import { useFlow } from '../../app/actors';
import { useSession } from '../../app/session';
import { homeLogic } from '../../app/wiring/home/home';
import { FLOW } from '../../app/flowKeys';
import { hasSessionToken } from '../../config/storage';
import { useLanguage } from '../../ui/useLanguage';

/**
 * Who reads the home and in which language are told to the one home flow (SIGNED_IN / SIGNED_OUT,
 * LANGUAGE), which loads again for them: signing in from the home shows the member's recent games
 * without a reload, signing out drops them. A stored session being checked counts as signed in,
 * so a reload of a member's home loads once, not twice.
 */
export function useHome(): HomeView {
  const session = useSession();
  const language = useLanguage();
  const member = session.signedIn || (session.restoring && hasSessionToken());
  return useFlow(FLOW.home, homeLogic, connectHome, {
    input: { language, member },
    props: [{ type: 'LANGUAGE', language }, { type: member ? 'SIGNED_IN' : 'SIGNED_OUT' }],
    drawn: 'inTransition',
  });
}
