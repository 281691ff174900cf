/**
 * Wiring of the red envelope: the envelope waiting (checked), one opened (sent once, with the
 * intent's idempotency key); a lost answer checked by reading the envelope waiting and the
 * transaction record, the opening kept for the tab meanwhile.
 */
import { createLedgerApi } from '@api/ledger';
import * as z from 'zod/mini';
import { createMissionsApi, type RedEnvelope, type RedEnvelopeOpened } from '@api/missions';
import { dayOf, rangeTimes } from '@machines/money';
import { readEnvelopeOpening, redEnvelopeMachine, type EnvelopeOpenCall, type RedEnvelopeIntent } from '@machines/rewards/redEnvelope.machine';
import { intentSchema, outcomeCheckWith, pendingIntent } from '../outcome';
import { lazyArea, platformCall } from '../platform';

const ledgerArea = lazyArea('ledger', createLedgerApi);
const missionsArea = lazyArea('missions', createMissionsApi);

/** An opening whose outcome was unknown when the page was left or reloaded. */
const pendingOpening = pendingIntent<RedEnvelopeIntent>('redEnvelopeOpen', intentSchema(z.object({ envelopeId: z.string() }), z.object({ expiresAt: z.number() })));

const DAY_MS = 86_400_000;

/** The days the credit of an opening sent at `sentAt` may be filed under (a day either side: the platform's clock and zone are its own). */
const creditDays = (sentAt: number, now: number) => rangeTimes(dayOf(new Date(sentAt - DAY_MS)), dayOf(new Date(now + DAY_MS)));

export const redEnvelopeLogic = redEnvelopeMachine.provide({
  actors: {
    resumeOpening: platformCall<RedEnvelopeIntent | null>(async () => pendingOpening.read()),
    checkEnvelope: platformCall<RedEnvelope | null>((_, { signal }) => missionsArea().getRedEnvelope({ signal })),
    openEnvelope: platformCall<RedEnvelopeOpened, EnvelopeOpenCall>(({ envelopeId, idempotencyKey }, { signal }) => missionsArea().openRedEnvelope(envelopeId, { signal }, idempotencyKey)),
    checkOutcome: outcomeCheckWith<RedEnvelopeIntent, RedEnvelopeOpened>(async (intent, { signal }) => {
      const now = Date.now();
      const [waiting, record] = await Promise.all([
        missionsArea().getRedEnvelope({ signal }),
        // the newest movements first: the credit of an opening made seconds ago is on the first page
        ledgerArea().getTransactionRecord({ ...creditDays(intent.sentAt, now), page: 1 }, { signal }),
      ]);
      return readEnvelopeOpening(intent, waiting, record.list, now);
    }),
  },
  actions: {
    keepIntent: ({ context }) => pendingOpening.keep(context.intent),
    forgetIntent: () => pendingOpening.forget(),
  },
});
