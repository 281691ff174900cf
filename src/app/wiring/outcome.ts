/**
 * Wiring of unknown outcomes (machines/outcome.ts): a command's reading of the records made into
 * the chart's `checkOutcome` actor, and its intent kept for the tab while the outcome is unknown
 * (sessionStorage `pending:<command>`, read back through a schema: what a reload finds there is
 * checked like any other input).
 */
import * as z from 'zod/mini';
import { outcomeCheckMachine, type OutcomeReading } from '@machines/outcome';
import { readPendingIntent, removePendingIntent, writePendingIntent } from '../../config/storage';
import { platformCall, type CallOptions } from './platform';

/** The chart's `checkOutcome`: the check's readings made of `read` (one reading per call). */
export function outcomeCheckWith<TIntent, TResult>(read: (intent: TIntent, options: CallOptions) => Promise<OutcomeReading<TResult>>) {
  return outcomeCheckMachine.provide({
    // the chart hands the intent it made itself; the check only passes it through
    actors: { verify: platformCall<OutcomeReading<unknown>, unknown>((intent, options) => read(intent as TIntent, options)) },
  });
}

/** One command's intent in sessionStorage: kept when sent, dropped once its outcome is known. */
export function pendingIntent<T>(command: string, schema: z.ZodMiniType<T>) {
  return {
    read(): T | null {
      const parsed = z.safeParse(schema, readPendingIntent(command));
      return parsed.success ? parsed.data : null;
    },
    keep(intent: T | null): void {
      if (intent) writePendingIntent(command, intent);
    },
    forget(): void {
      removePendingIntent(command);
    },
  };
}

/** The fields every intent has (machines/outcome.ts Intent), around the command's request and snapshot. */
export const intentSchema = <R extends z.ZodMiniType, B extends z.ZodMiniType>(request: R, before: B) =>
  z.object({ key: z.string().check(z.minLength(8)), request, sentAt: z.number(), before });
