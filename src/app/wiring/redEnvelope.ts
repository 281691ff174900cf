/** Wiring of the red envelope: the envelope waiting (checked), one opened (sent once). */
import type { RedEnvelope, RedEnvelopeOpened } from '@api/missions';
import { redEnvelopeMachine } from '@machines/redEnvelope.machine';
import { api } from './missions-api';
import { platformCall } from './platform';

export const redEnvelopeLogic = redEnvelopeMachine.provide({
  actors: {
    checkEnvelope: platformCall<RedEnvelope | null>((_, { signal }) => api.missions.getRedEnvelope({ signal })),
    openEnvelope: platformCall<RedEnvelopeOpened, { envelopeId: string }>(({ envelopeId }, { signal }) => api.missions.openRedEnvelope(envelopeId, { signal })),
  },
});
