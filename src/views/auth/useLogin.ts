/**
 * The login forms' flow: open while the /login popup or the /agent page is shown, one per site.
 * The site and the forced-change policy (PWDEXPFORCECHANGE3) are its input, read when it opens.
 */
import { connectLogin, type LoginView } from '@machines/auth/login.connect';
import type { LoginSite } from '@machines/auth/login.machine';
import { useFlow } from '../../app/actors';
import { useFlag } from '../../app/system';
import { loginLogic } from '../../app/wiring/auth/login';
import { FLOW } from '../../app/flowKeys';

export function useLogin(site: LoginSite): LoginView {
  const forceChange = useFlag('PWDEXPFORCECHANGE3');
  return useFlow(site === 'agent' ? `${FLOW.login}:agent` : FLOW.login, loginLogic, connectLogin, { input: { site, forceChange } });
}
