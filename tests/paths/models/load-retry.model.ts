/**
 * The path model of a chart that loads once and answers or fails, a failure retried by the user
 * (a home section, notices), loaded again on a switch of language: the done event carries a sample
 * of the chart's data.
 */
import type { AnyStateMachine, EventObject } from 'xstate';
import type { PathModel } from '../registry';

export function loadRetryModel<TMachine extends AnyStateMachine>(loadActorId: string, sample: unknown): PathModel<TMachine> {
  const done = `xstate.done.actor.${loadActorId}`;
  const error = `xstate.error.actor.${loadActorId}`;
  return {
    events: {
      RETRY: [{ type: 'RETRY' }],
      // a switch of language: loaded again in it (the vertex is the state alone, a switch lands on a seen one)
      LANGUAGE: [{ type: 'LANGUAGE', language: 'en' } as EventObject],
      [done]: [{ type: done, output: sample } as EventObject],
      [error]: [{ type: error, error: { messageKey: 'errors:systemBusy' } } as EventObject],
    },
    serializeState: (snapshot) => JSON.stringify((snapshot as { value: unknown }).value),
    describeEvent: (event) => event.type,
  };
}
