/** The red envelope's flow, open while a member is signed in; a reconnect of the live events checks again. */
import { connectRedEnvelope, type RedEnvelopeView } from '@machines/rewards/redEnvelope.connect';
import { redEnvelopeHearsAccount } from '@machines/rewards/redEnvelope.machine';
import { useFlow } from '../../app/actors';
import { redEnvelopeLogic } from '../../app/wiring/rewards/redEnvelope';
import { FLOW } from '../../app/flowKeys';

export const useRedEnvelope = (): RedEnvelopeView => useFlow(FLOW.redEnvelope, redEnvelopeLogic, connectRedEnvelope, { onAccountEvent: redEnvelopeHearsAccount });
