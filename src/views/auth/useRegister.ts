/** The register popup's flow: open while the popup's form shows; the first enabled tab and the forced-change policy (PWDEXPFORCECHANGE3) are its input. */
import { connectRegister, type RegisterView } from '@machines/auth/register.connect';
import type { RegisterTab } from '@machines/auth/register.machine';
import { useFlow } from '../../app/actors';
import { useFlag } from '../../app/system';
import { registerLogic } from '../../app/wiring/auth/register';
import { FLOW } from '../../app/flowKeys';

export function useRegister(firstTab: RegisterTab): RegisterView {
  const forceChange = useFlag('PWDEXPFORCECHANGE3');
  return useFlow(FLOW.register, registerLogic, connectRegister, { input: { tab: firstTab, forceChange } });
}
