/** The visitor's forgot-password popup: its flow is open while the popup shows; CHNGPASSVERIF3 and PWDEXPFORCECHANGE3 are its input. */
import { connectForgotPassword, type ForgotPasswordView } from '@machines/auth/forgotPassword.connect';
import { useFlow } from '../../app/actors';
import { useFlag } from '../../app/system';
import { forgotPasswordLogic } from '../../app/wiring/auth/forgotPassword';
import { FLOW } from '../../app/flowKeys';

export function useForgotPassword(): ForgotPasswordView {
  const phoneRecovery = useFlag('CHNGPASSVERIF3');
  const forceChange = useFlag('PWDEXPFORCECHANGE3');
  return useFlow(FLOW.forgotPassword, forgotPasswordLogic, connectForgotPassword, { input: { phoneRecovery, forceChange } });
}
