/**
 * The load-and-claim chart: a page that loads what the member may claim and claims one thing at a
 * time, once (the manual rebate, the mission leaderboard). The money moves on the platform, which
 * pushes balanceChanged; the chart loads again to show what is left, and tells the root at once
 * (`tellBalanceChanged`, accountSignals.ts) so the header balance does not wait for that event.
 *
 * `loading` (busy; the load is the actor `load`, invoked under `loadActorId`) → `ready` | `failure`
 * (failed, RETRY). `ready.idle`: CLAIM (only what `canClaim` allows) → `claiming` (the actor
 * `claim`, under `claimActorId`; no second CLAIM, so a double click claims once) → `loading` with
 * the answer kept for its notice (`claimed`), or back to `idle` with the refusal
 * (`actionFailureKey`). A reload keeps the last data on show.
 *
 * A claim whose answer is lost (a dropped connection, a timeout, a 5xx) is an unknown outcome, not a
 * failure (machines/outcome.ts): the chart's `unknownState` runs the check (`checkOutcome`) until
 * it finds the claim made (the notice the claim would have shown), not made (the failure; claiming
 * the same again carries the same idempotency key) or the readings run out ("do not claim again",
 * every claim button held). One key per intent, made when the member presses claim; the wiring
 * keeps the intent for the tab while its outcome is unknown (the actions `keepIntent` and
 * `forgetIntent`), and a load that finds one kept (`pendingClaim`) resumes its check.
 *
 * Options for what a page has beside that:
 * - `claimsPages(data)`: the claims made are listed a page at a time; CLAIMS_PAGE (from `idle`)
 *   loads another page that exists, the load is asked `{ claimsPage }`, and a claim made shows
 *   the first page again (where it is, on top).
 * - `clockMs`: the data counts down (periods with time left as of the load): the chart reads the
 *   clock when the load lands (`loadedAt`) and every `clockMs` in `idle` (`now`).
 * - `reload: true`: RELOAD (a bet or any money movement) loads again from `idle`.
 * - `language: true`: the data comes in the reader's language; the view keeps the chart told it
 *   (LANGUAGE; the first one told is the one the data is in). Back in `idle` with data asked in
 *   another language, the data is dropped and loaded again; a claim under way finishes first.
 */
import { assign, setup } from 'xstate';
import { errorOf, failureMessage, notProvided, retryableFailure, TAGS } from './index';
import { appliedResult, newIntentKey, outcomeCheckMachine, outcomeGuards, outcomeUnknownState, type Intent } from '../outcome';
import { tellBalanceChanged } from '../accountSignals';

/** What a load answers: the data, and a claim kept from before a reload whose outcome is unknown (checked first). */
export type ClaimLoad<TData, TIntent> = TData & { readonly pendingClaim?: TIntent | null };

/** What the load is asked: the page of the claims made (1 on a page that does not list them). */
export interface ClaimLoadInput {
  readonly claimsPage: number;
}

export interface LoadAndClaimContext<TData, TRequest, TBefore, TAnswer> {
  readonly data: TData | null;
  /** The page of the claims made on show (with `claimsPages`; 1 otherwise). */
  readonly claimsPage: number;
  /** The clock when the data landed, and now: the countdowns run between the two (with `clockMs`; 0 otherwise). */
  readonly loadedAt: number;
  readonly now: number;
  /** The last claim made (its notice), null for none. */
  readonly claimed: TAnswer | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** A claim refused, or found not made (its message). */
  readonly actionFailureKey: string | null;
  /** The claim being sent or checked (its key is reused by a retry of the same claim). */
  readonly intent: Intent<TRequest, TBefore> | null;
  /** A claim the check found not made: claiming the same again carries its key. */
  readonly retryable: Intent<TRequest, TBefore> | null;
  /** The lost answer's message, shown if the check finds the claim not made. */
  readonly lostAnswer: string | null;
  /** The page's language as last told, and the one the data shown was asked in (with `language`; null until told). */
  readonly language?: string | null;
  readonly dataLanguage?: string | null;
}

/** A claim: what it names (a mission) is the chart's, read by its `canClaim` and `requestOf`. */
export type ClaimEvent = { readonly type: 'CLAIM' } & { readonly [field: string]: unknown };

export type LoadAndClaimEvent =
  | { type: 'RETRY' }
  | ClaimEvent
  | { type: 'CLAIMS_PAGE'; page: number }
  | { type: 'RELOAD' }
  /** Read again after the checks of a lost answer ran out. */
  | { type: 'CHECK_AGAIN' }
  /** The page's language (with `language`). */
  | { type: 'LANGUAGE'; language: string };

/** A state config under a name the chart gives (typed by that name, so the state value keeps it). */
function named<const TName extends string, TConfig>(name: TName, config: TConfig): { [K in TName]: TConfig } {
  return { [name]: config } as { [K in TName]: TConfig };
}

export function createLoadAndClaimMachine<TData, TClaim extends { readonly type: 'CLAIM' }, TRequest, TBefore, TCall, TAnswer, const TUnknown extends string>(options: {
  readonly id: string;
  readonly loadActorId: string;
  readonly claimActorId: string;
  /** The state under `ready` a claim whose answer was lost waits in (its view's path names it). */
  readonly unknownState: TUnknown;
  /** The tag of the states a claim runs in (sent or checked): every claim button holds. */
  readonly claimingTag: string;
  /** Whether this CLAIM claims something there is to claim. */
  readonly canClaim: (context: LoadAndClaimContext<TData, TRequest, TBefore, TAnswer>, event: TClaim) => boolean;
  /** What the claim asks, and what its check compares against (as shown when it was sent). */
  readonly requestOf: (context: LoadAndClaimContext<TData, TRequest, TBefore, TAnswer>, event: TClaim) => TRequest;
  readonly beforeOf: (context: LoadAndClaimContext<TData, TRequest, TBefore, TAnswer>, request: TRequest) => TBefore;
  /** Whether a claim found not made asks what this one does (then it carries the same key); always, unless said. */
  readonly sameClaim?: (kept: TRequest, request: TRequest) => boolean;
  /** What the claim call receives. */
  readonly callOf: (intent: Intent<TRequest, TBefore> | null) => TCall;
  readonly claimsPages?: (data: TData) => { readonly page: number; readonly totalPages: number };
  readonly clockMs?: number;
  readonly reload?: true;
  readonly language?: true;
}) {
  type Context = LoadAndClaimContext<TData, TRequest, TBefore, TAnswer>;
  type ClaimIntent = Intent<TRequest, TBefore>;
  const { id, claimsPages, clockMs } = options;
  // an answer is read as unknown where xstate types it: its type is the actor's, which xstate cannot
  // carry through the generic inputs; the wiring's provide() checks what the actors return
  const output = ({ event }: { event: { output: unknown } }) => event.output;
  const loaded = (answer: unknown) => answer as ClaimLoad<TData, ClaimIntent>;
  const idle = {
    ...(clockMs === undefined ? {} : { after: { [clockMs]: { target: 'idle', reenter: true, actions: 'readClock' } as const } }),
    // data asked in another language than the page's: dropped (nothing of the old one shown) and loaded again
    ...(options.language ? { always: { guard: 'readInOtherLanguage', target: `#${id}.loading`, actions: assign({ data: null }) } as const } : {}),
    on: {
      CLAIM: { guard: { type: 'claimable', params: ({ event }: { event: ClaimEvent }) => event }, target: 'claiming', actions: { type: 'begin', params: ({ event }: { event: ClaimEvent }) => event } } as const,
      ...(claimsPages ? { CLAIMS_PAGE: { guard: { type: 'otherClaimsPage', params: ({ event }: { event: { page: number } }) => event.page }, target: `#${id}.loading`, actions: { type: 'showClaimsPage', params: ({ event }: { event: { page: number } }) => event.page } } as const } : {}),
      ...(options.reload ? { RELOAD: { target: `#${id}.loading` } } : {}),
    },
  };
  return setup({
    types: { context: {} as Context, events: {} as LoadAndClaimEvent },
    actors: {
      load: notProvided<ClaimLoad<TData, ClaimIntent>, ClaimLoadInput>(options.loadActorId),
      claim: notProvided<TAnswer, TCall>(options.claimActorId),
      checkOutcome: outcomeCheckMachine,
    },
    guards: {
      ...outcomeGuards,
      // the chart's own claim event (the fields its CLAIM carries)
      claimable: ({ context }, event: ClaimEvent) => options.canClaim(context, event as TClaim),
      otherClaimsPage: ({ context }, page: number) => page !== context.claimsPage && page >= 1 && page <= (context.data !== null && claimsPages ? claimsPages(context.data).totalPages : 1),
      resumed: (_, output: unknown) => Boolean(loaded(output).pendingClaim),
      readInOtherLanguage: ({ context }) => context.language != null && context.dataLanguage !== context.language,
    },
    actions: {
      storeLoad: assign(({ context }, output: unknown) => {
        const { pendingClaim: _pending, ...rest } = loaded(output);
        // the data without the kept claim, which the context holds as the intent once resumed
        const data = rest as unknown as TData;
        const now = Date.now();
        return { data, claimsPage: claimsPages ? claimsPages(data).page : context.claimsPage, ...(clockMs === undefined ? {} : { loadedAt: now, now }), failureKey: null, failureText: null };
      }),
      storeLoadFailure: assign((_, error: unknown) => {
        const { errorKey, errorText } = failureMessage(error);
        return { failureKey: errorKey, failureText: errorText };
      }),
      resume: assign((_, output: unknown) => ({ intent: loaded(output).pendingClaim ?? null, claimed: null, actionFailureKey: null })),
      readClock: assign(() => ({ now: Date.now() })),
      showClaimsPage: assign((_, page: number) => ({ claimsPage: page, claimed: null, actionFailureKey: null })),
      begin: assign(({ context }, event: ClaimEvent) => {
        const request = options.requestOf(context, event as TClaim);
        // the same claim again after a check found it not made: the same intent, the same key
        const again = context.retryable;
        const same = again !== null && (options.sameClaim?.(again.request, request) ?? true);
        const intent: ClaimIntent = { key: same ? again.key : newIntentKey(), request, sentAt: Date.now(), before: options.beforeOf(context, request) };
        return { intent, retryable: null, lostAnswer: null, claimed: null, actionFailureKey: null };
      }),
      // an amount the answer left out stays unknown (null): the notice says claimed, never "claimed 0"
      claimed: assign((_, answer: unknown) => ({ claimed: answer as TAnswer, claimsPage: 1, intent: null, retryable: null, lostAnswer: null })),
      refused: assign((_, error: unknown) => ({ actionFailureKey: failureMessage(error).errorKey, intent: null })),
      rememberLostAnswer: assign((_, error: unknown) => ({ lostAnswer: failureMessage(error).errorKey })),
      claimNotDone: assign(({ context }) => ({ actionFailureKey: context.lostAnswer ?? 'errors:networkAbnormal', retryable: context.intent, intent: null, lostAnswer: null })),
      // the first language told is the one the data (being) asked is in
      storeLanguage: assign(({ context }, language: string) => (context.language == null ? { language, dataLanguage: language } : { language })),
      askedNow: assign(({ context }) => ({ dataLanguage: context.language ?? null })),
      /** Kept for the tab while the outcome may be unknown (the wiring writes sessionStorage). */
      keepIntent: () => undefined,
      tellBalanceChanged,
      forgetIntent: () => undefined,
    },
  }).createMachine({
    id,
    context: { data: null, claimsPage: 1, loadedAt: 0, now: 0, claimed: null, failureKey: null, failureText: null, actionFailureKey: null, intent: null, retryable: null, lostAnswer: null, language: null, dataLanguage: null },
    initial: 'loading',
    ...(options.language ? { on: { LANGUAGE: { actions: { type: 'storeLanguage', params: ({ event }: { event: { language: string } }) => event.language } } } as const } : {}),
    states: {
      loading: {
        tags: [TAGS.busy],
        ...(options.language ? { entry: 'askedNow' as const } : {}),
        invoke: {
          id: options.loadActorId,
          src: 'load',
          input: ({ context }): ClaimLoadInput => ({ claimsPage: context.claimsPage }),
          onDone: [
            {
              guard: { type: 'resumed', params: output },
              target: `#${id}.ready.${options.unknownState}`,
              actions: [
                { type: 'storeLoad', params: output },
                { type: 'resume', params: output },
              ],
            },
            { target: 'ready', actions: { type: 'storeLoad', params: output } },
          ],
          onError: { target: 'failure', actions: { type: 'storeLoadFailure', params: errorOf } },
        },
      },
      failure: retryableFailure(),
      ready: {
        tags: [TAGS.ready],
        initial: 'idle',
        states: {
          idle,
          // No CLAIM (nor anything else) while a claim runs: a second press claims nothing.
          claiming: {
            tags: [options.claimingTag],
            entry: 'keepIntent',
            invoke: {
              id: options.claimActorId,
              src: 'claim',
              input: ({ context }): TCall => options.callOf(context.intent),
              onDone: { target: `#${id}.loading`, actions: [{ type: 'claimed', params: output }, 'forgetIntent', 'tellBalanceChanged'] },
              onError: [
                { guard: { type: 'outcomeUnknown', params: errorOf }, target: options.unknownState, actions: { type: 'rememberLostAnswer', params: errorOf } },
                { target: 'idle', actions: [{ type: 'refused', params: errorOf }, 'forgetIntent'] },
              ],
            },
          },
          /** The claim's answer was lost: read until it shows whether the claim was made; every claim button holds. */
          ...named(
            options.unknownState,
            outcomeUnknownState({
              tags: [options.claimingTag],
              applied: { target: `#${id}.loading`, actions: [{ type: 'claimed', params: appliedResult<TAnswer> }, 'forgetIntent', 'tellBalanceChanged'] },
              notApplied: { target: `#${id}.ready.idle`, actions: ['claimNotDone', 'forgetIntent'] },
            }),
          ),
        },
      },
    },
  });
}
