/**
 * The chart kit: what every chart would otherwise write again, so a new chart states only what is
 * its own (docs/ARCHITECTURE.md "The feature pattern"). Beside this module, two whole-chart
 * factories: `createPagedRecordsMachine` (./pagedRecords.ts) and `createLoadAndClaimMachine`
 * (./loadAndClaim.ts, which builds on machines/outcome.ts, itself built on this module).
 *
 * - `notProvided(name)`: the placeholder of a named call. Charts name their side effects; the
 *   wiring (src/app/wiring) provides the real ones and tests provide fakes under the same names.
 * - `failureKeyOf(error)`, `failureMessage(error)`: the i18n key (and server text) a failed call shows.
 * - `createLoadRetryMachine(...)`: a chart that loads once and answers or fails, a failure
 *   retried by the user, loaded again in another language (a home section, the notices).
 * - `storeFailure()` / `storeFailure({ withText: true })`, `retryableFailure(...)`: the action keeping a
 *   failed call's message (its key, or its key and the server's text) and the
 *   state a failed load waits in for RETRY, for charts that load with more states of their own.
 * - `refreshKeptWhileLoading(event)`: the inside of a load that hears a refresh (a change the
 *   platform pushed, the player's ask) while it runs, so the refresh is not dropped: the load's
 *   answer may predate the change, and it is read again once it ends.
 * - `LoadStatus`, `loadStatusOf(snapshot)` (`ListStatus`, `listStatusOf`): what a connect tells its
 *   view about a load, read from the tags; `firstTagOf(snapshot, [[tag, word], …], fallback)`: any
 *   other one-word reading of the tags.
 * - `TAGS`: the tags connect functions read instead of state names.
 */
import { assign, fromPromise, setup, type ErrorActorEvent, type EventObject, type NonReducibleUnknown, type ProvidedActor } from 'xstate';

/**
 * The tags states carry so that connect functions (machines/*.connect.ts) read what a state means
 * rather than its name: renaming or splitting a state keeps the view right as long as the tags stay.
 */
export const TAGS = {
  /** A call this chart waits on is running: show progress, hold the submit. */
  busy: 'busy',
  /** The last call failed: show its message (and a retry where the chart takes one). */
  failed: 'failed',
  /** The chart's data is loaded and shown. */
  ready: 'ready',
  /** Loaded, but there is nothing to show. */
  empty: 'empty',
  /** The form or flow accepts input. */
  editing: 'editing',
  /** The flow reached its end (the view closes or leaves). */
  done: 'done',
  /** A refresh came while the data loaded: it is read again once this load ends (refreshKeptWhileLoading). */
  outdated: 'outdated',
} as const;

export type Tag = (typeof TAGS)[keyof typeof TAGS];

/** The placeholder of a named call: it rejects, saying which implementation is missing. */
export function notProvided<TOutput = void, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is not provided`);
  });
}

/** The fields of a rejected call the charts read (the adapter's PlatformError carries them). */
export interface CallFailure {
  readonly messageKey?: string | undefined;
  readonly serverMessage?: string | null | undefined;
  readonly errorCode?: string | null | undefined;
  /** How the call failed (PlatformError's kind: network, timeout, http, envelope, parse, session, aborted). */
  readonly kind?: string | undefined;
  readonly httpStatus?: number | null | undefined;
}

export function failureOf(error: unknown): CallFailure {
  return typeof error === 'object' && error !== null ? (error as CallFailure) : {};
}

/** The i18n key a failed call shows; 'errors:unknown' when the failure names none. */
export function failureKeyOf(error: unknown): string {
  return failureOf(error).messageKey ?? 'errors:unknown';
}

/** The text a form shows for a failure: the i18n key, and the server's own message when it sent one. */
export function failureMessage(error: unknown): { errorKey: string; errorText: string | null } {
  const failure = failureOf(error);
  return { errorKey: failure.messageKey ?? 'errors:unknown', errorText: failure.serverMessage ?? null };
}

/** Action params: the error of an invoked call's error event. */
export const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

/** Where a chart keeps a failed call's message: the i18n key, and the server's own text when the chart shows it. */
export interface FailureFields {
  readonly failureKey: string | null;
  readonly failureText?: string | null;
}

/** A chart that keeps the key and shows the server's own text beside it. */
export interface FailureTextFields {
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

/**
 * The action storing a failed call's message, its params the error (`errorOf`):
 * `actions: { storeFailure: storeFailure() }`, then `{ type: 'storeFailure', params: errorOf }`.
 * `storeFailure()` keeps the i18n key; `storeFailure({ withText: true })` keeps the server's text
 * too, and only compiles on a context with `failureText` (the chart says which it shows).
 */
export function storeFailure<TContext extends FailureFields & { readonly failureText?: never }, TEvent extends EventObject, TActor extends ProvidedActor>(): StoreFailureAction<TContext, TEvent, TActor>;
export function storeFailure<TContext extends FailureTextFields, TEvent extends EventObject, TActor extends ProvidedActor>(options: {
  readonly withText: true;
}): StoreFailureAction<TContext, TEvent, TActor>;
export function storeFailure<TContext extends FailureFields, TEvent extends EventObject, TActor extends ProvidedActor>(options?: { readonly withText: true }) {
  return assign<TContext, TEvent, unknown, TEvent, TActor>((_, error) => {
    const { errorKey, errorText } = failureMessage(error);
    const withText = options?.withText === true;
    return (withText ? { failureKey: errorKey, failureText: errorText } : { failureKey: errorKey }) as Partial<TContext>;
  });
}

type StoreFailureAction<TContext extends FailureFields, TEvent extends EventObject, TActor extends ProvidedActor> = ReturnType<typeof assign<TContext, TEvent, unknown, TEvent, TActor>>;

export interface LoadRetryContext<TData, TInput = NonReducibleUnknown> {
  readonly data: TData | null;
  readonly failureKey: string | null;
  /** What the flow was opened with (a home section's game type); the load receives it. */
  readonly input: TInput;
  /** The language the data was asked in: the input's `language`, null when it names none (the root's notices). */
  readonly language: string | null;
}

export type LoadRetryEvent =
  | { type: 'RETRY' }
  /** The page's language: another one loads again in it, nothing of the old one shown meanwhile. */
  | { type: 'LANGUAGE'; language: string };

/** The language an input names (`{ language }`), else null. */
function languageOfInput(input: unknown): string | null {
  const language = typeof input === 'object' && input !== null ? (input as { language?: unknown }).language : undefined;
  return typeof language === 'string' ? language : null;
}

/**
 * The state a failed load waits in until the user retries: tagged failed, RETRY goes back to
 * `retryTarget` (the chart's `loading` unless named). `on` adds the state's other transitions.
 * `failure: retryableFailure()`, `loadFailed: retryableFailure('loading', { DISMISS: 'closed' })`.
 */
export function retryableFailure<const TTarget extends string = 'loading', const TOn extends object = Record<never, never>>(retryTarget?: TTarget, on?: TOn) {
  return { tags: [TAGS.failed], on: { ...(on as TOn), RETRY: (retryTarget ?? 'loading') as TTarget } };
}

/**
 * The inside of a loading state that keeps a refresh heard while it runs: `current` until the
 * `refresh` event comes, then `outdated`. When the load answers in `outdated`, the loading state
 * loads again (its first onDone branch: `{ guard: 'refreshHeard', target: 'loading', reenter:
 * true }`, the guard named in the chart's setup as `stateIn('#chart.loading.outdated')`). So a
 * burst of refreshes during one load costs one more load, and a load is never cut short by one (a
 * busy account could otherwise keep its list from ever arriving). Without it, a refresh the
 * loading state did not take was dropped: a status the platform changed while the list loaded
 * stayed old on screen until the next change.
 *
 *   loading: { tags: [TAGS.busy], ...refreshKeptWhileLoading('REFRESH'), invoke: { … } }
 */
export function refreshKeptWhileLoading<const TRefresh extends string>(refresh: TRefresh) {
  return {
    initial: 'current' as const,
    states: {
      /** Nothing heard since the load was asked for. */
      current: { on: { [refresh]: 'outdated' } as { readonly [K in TRefresh]: 'outdated' } },
      /** A refresh came while the load ran: its answer may predate the change. */
      outdated: { tags: [TAGS.outdated] },
    },
  };
}

/** What a loading chart's view is told: still loading, shown, or failed (with a retry). */
export type LoadStatus = 'loading' | 'ready' | 'failed';

/** A list's status: a loaded list may also be empty. */
export type ListStatus = LoadStatus | 'empty';

/** The tags of a snapshot, all a status reads. */
interface Tagged {
  hasTag(tag: string): boolean;
}

/** The load's status from the kit's tags: busy is loading, failed is failed, anything else is ready. */
export function loadStatusOf(snapshot: Tagged): LoadStatus {
  if (snapshot.hasTag(TAGS.busy)) return 'loading';
  if (snapshot.hasTag(TAGS.failed)) return 'failed';
  return 'ready';
}

/** A list's status from the kit's tags: as loadStatusOf, and empty when the loaded list is tagged so. */
export function listStatusOf(snapshot: Tagged): ListStatus {
  const status = loadStatusOf(snapshot);
  return status === 'ready' && snapshot.hasTag(TAGS.empty) ? 'empty' : status;
}

/**
 * The word of the first tag the snapshot carries, else `fallback`: a connect's one-word reading of
 * its chart's tags, in the order given (the first pair that holds wins).
 * `firstTagOf(snapshot, [[TAGS.failed, 'failed'], [TAGS.busy, 'loading']], 'ready')` is
 * `'failed' | 'loading' | 'ready'`.
 */
export function firstTagOf<const TWord extends string, const TFallback extends string>(
  snapshot: Tagged,
  pairs: readonly (readonly [tag: string, word: TWord])[],
  fallback: TFallback,
): TWord | TFallback {
  for (const [tag, word] of pairs) if (snapshot.hasTag(tag)) return word;
  return fallback;
}

/**
 * A chart that loads once and answers or fails, a failure retried by the user:
 * `loading` (busy) → `ready` | `failure` (failed, RETRY → loading); LANGUAGE with another language
 * than the one the data was asked in (the input's `language`) loads again, the old data dropped.
 * The call is the actor `load`, invoked under `loadActorId` so its events read
 * `xstate.done.actor.<loadActorId>`; it receives the chart's input (none for the notices, the game
 * type and language for a home section).
 */
export function createLoadRetryMachine<TData, TInput = NonReducibleUnknown>(options: { readonly id: string; readonly loadActorId: string }) {
  return setup({
    types: { context: {} as LoadRetryContext<TData, TInput>, input: {} as TInput, events: {} as LoadRetryEvent },
    actors: { load: notProvided<TData>(options.loadActorId) },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ data: null, failureKey: null, input, language: languageOfInput(input) }),
    initial: 'loading',
    on: {
      // the platform's texts come in the reader's language: another one is asked for again in it
      LANGUAGE: {
        guard: ({ context, event }) => event.language !== context.language,
        target: '.loading',
        actions: assign({ language: ({ event }) => event.language, data: null }),
      },
    },
    states: {
      loading: {
        tags: [TAGS.busy],
        invoke: {
          id: options.loadActorId,
          src: 'load',
          input: ({ context }) => context.input,
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, failureKey: null }) },
          onError: { target: 'failure', actions: assign({ failureKey: ({ event }) => failureKeyOf(event.error) }) },
        },
      },
      ready: { tags: [TAGS.ready] },
      failure: retryableFailure(),
    },
  });
}

/** What a connect function receives to send: the chart's own events only. */
export type Send<TEvent> = (event: TEvent) => void;
