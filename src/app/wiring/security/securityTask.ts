/**
 * Wiring of a security task's dialog: what each task saves (the payment password through the
 * withdraw area when none is set, the security area otherwise), the authenticator's new secret,
 * and the code button's send to the member's own mobile or e-mail.
 */
import { createWithdrawApi } from '@api/withdraw';
import { createSecurityApi, type AuthenticatorSecret, type SecurityCodeRequest } from '@api/security';
import type { SecurityTask } from '@machines/security/securityCentre.machine';
import { securityTaskMachine, type SecurityTaskInput, type SecurityTaskValues } from '@machines/security/securityTask.machine';
import { smsCountdownMachine, type SmsSent } from '@machines/auth/smsCountdown.machine';
import { lazyArea, platformCall } from '../platform';

const securityArea = lazyArea('security', createSecurityApi);
const withdrawArea = lazyArea('withdraw', createWithdrawApi);

function codeRequestOf(request: unknown): SecurityCodeRequest {
  const fields = typeof request === 'object' && request !== null ? (request as Record<string, unknown>) : {};
  const { channel, purpose } = fields;
  if ((channel !== 'SMS' && channel !== 'EMAIL') || (purpose !== 'PAYMENT_PASSWORD' && purpose !== 'VERIFY_CONTACT')) throw new TypeError('a security code needs its channel and purpose');
  return { channel, purpose };
}

/** The code button of the security tasks: to the member's own mobile or e-mail. */
export const securityCodeCountdownLogic = smsCountdownMachine.provide({
  actors: {
    sendCode: platformCall<SmsSent, unknown>((request, { signal }) => securityArea().sendCode(codeRequestOf(request), { signal })),
  },
});

async function save(task: SecurityTask, values: SecurityTaskValues, signal: AbortSignal): Promise<void> {
  const newPassword = values.newPassword ?? '';
  const confirmPassword = values.confirmPassword ?? '';
  const code = values.code ?? '';
  switch (task) {
    case 'setPaymentPassword':
      await withdrawArea().setPaymentPassword({ paymentPassword: newPassword, confirmPaymentPassword: confirmPassword }, { signal });
      return;
    case 'changePaymentPassword':
      await securityArea().changePaymentPassword({ oldPassword: values.oldPassword ?? '', newPassword, confirmPassword }, { signal });
      return;
    case 'resetPaymentPassword':
      await securityArea().resetPaymentPassword({ verificationCode: code, newPassword, confirmPassword }, { signal });
      return;
    case 'verifyMobile':
    case 'verifyEmail':
      await securityArea().verifyContact({ channel: task === 'verifyMobile' ? 'SMS' : 'EMAIL', verificationCode: code }, { signal });
      return;
    case 'bindAuthenticator':
      await securityArea().bindAuthenticator(code, { signal });
      return;
    case 'unbindAuthenticator':
      await securityArea().unbindAuthenticator(code, { signal });
      return;
  }
}

export const securityTaskLogic = securityTaskMachine.provide({
  actors: {
    prepareTask: platformCall<AuthenticatorSecret | null, SecurityTaskInput>(async ({ task }, { signal }) =>
      task === 'bindAuthenticator' ? securityArea().issueAuthenticatorSecret({ signal }) : null,
    ),
    saveTask: platformCall<void, { task: SecurityTask; values: SecurityTaskValues }>(({ task, values }, { signal }) => save(task, values, signal)),
    smsCountdown: securityCodeCountdownLogic,
  },
});
