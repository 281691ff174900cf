/** How the charts read a rejected call: the adapter's PlatformError carries these fields. */
import type { ErrorActorEvent } from 'xstate';

export interface CallFailure {
  readonly messageKey?: string | undefined;
  readonly serverMessage?: string | null | undefined;
  readonly errorCode?: string | null | undefined;
}

export function failureOf(error: unknown): CallFailure {
  return typeof error === 'object' && error !== null ? (error as CallFailure) : {};
}

/** The text a form shows for a failure: the i18n key, and the server's own message when it sent one. */
export function failureMessage(error: unknown): { errorKey: string; errorText: string | null } {
  const failure = failureOf(error);
  return { errorKey: failure.messageKey ?? 'errors:unknown', errorText: failure.serverMessage ?? null };
}

/** Action params: the error of an invoked call's error event. */
export const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;
