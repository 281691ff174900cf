/** The signed-in member's change-password popup: its flow is open while the popup shows. */
import { connectChangePassword, type ChangePasswordView } from '@machines/auth/changePassword.connect';
import { useFlow } from '../../app/actors';
import { changePasswordLogic } from '../../app/wiring/auth/changePassword';
import { FLOW } from '../../app/flowKeys';

export function useChangePassword(): ChangePasswordView {
  return useFlow(FLOW.changePassword, changePasswordLogic, connectChangePassword);
}
