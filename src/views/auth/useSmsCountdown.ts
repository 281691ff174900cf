/** An SMS code button: the connect API of the countdown a sign-in chart invoked as its `sms` child. */
import type { ActorRefFrom } from 'xstate';
import { connectSmsCountdown, type SmsCountdownView } from '@machines/auth/smsCountdown.connect';
import type { SmsCountdownMachine } from '@machines/auth/smsCountdown.machine';
import { useConnected } from '../../app/actors';

export type SmsCountdownRef = ActorRefFrom<SmsCountdownMachine>;

export function useSmsCountdown(ref: SmsCountdownRef): SmsCountdownView {
  return useConnected(ref, connectSmsCountdown);
}
