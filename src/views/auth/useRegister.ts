/** The register popup's flow: open while the popup's form shows; the first enabled tab is its input. */
import { connectRegister, type RegisterApi } from '@machines/register.connect';
import type { RegisterTab } from '@machines/register.machine';
import { useFlow } from '../../app/actors';
import { registerLogic } from '../../app/wiring/register';

export function useRegister(firstTab: RegisterTab): RegisterApi {
  return useFlow('register', registerLogic, connectRegister, { tab: firstTab });
}
