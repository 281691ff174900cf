/**
 * The paged-records chart: one page of a list the platform pages (the contract payouts, the points
 * records), the page the chart's own. `loading` (busy) → `ready` | `failure` (failed, RETRY on the
 * same page). From `ready`, `PAGE` asks another page that exists (an integer from 1 to the last
 * page the platform named) and `RELOAD` the page shown again; the last page that loaded stays on
 * screen meanwhile. The load (the actor `load`, invoked under `loadActorId`) is asked the flow's
 * input and the page: `{ kind, page }` for a flow opened with `{ kind }`.
 *
 * Options for what a chart has beside that:
 * - `emptyWhen(records)`: a loaded list with nothing in it rests in `empty` (tagged empty; RELOAD);
 *   without it an empty list is `ready` and its view says so.
 * - `pastEnd: 'lastPage'`: a page past the last (no rows while the list has some: it shrank
 *   meanwhile) loads the last page there is instead.
 */
import { assign, setup } from 'xstate';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from './index';

/** Where a loaded page stands in the whole list, read from the platform's answer. */
export interface PageCount {
  /** Rows on this page. */
  readonly rows: number;
  readonly totalPages: number;
  readonly totalCount: number;
}

/** What a paged flow is opened with: which records (the contract kind, redeems or details). */
export interface PagedRecordsInput<TKind> {
  readonly kind: TKind;
}

/** What the load is asked: the kind and the page (from 1). */
export interface PageRequest<TKind> {
  readonly kind: TKind;
  readonly page: number;
}

export interface PagedRecordsContext<TRecords, TKind> {
  readonly kind: TKind;
  /** The page shown or being loaded, from 1. */
  readonly page: number;
  /** The last page that loaded (kept on screen while another loads). */
  readonly records: TRecords | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
}

export type PagedRecordsEvent = { type: 'RETRY' } | { type: 'RELOAD' } | { type: 'PAGE'; page: number };

export function createPagedRecordsMachine<TRecords, TKind>(options: {
  readonly id: string;
  readonly loadActorId: string;
  /** Where an answer stands in the whole list. */
  readonly countOf: (records: TRecords) => PageCount;
  readonly emptyWhen?: (records: TRecords) => boolean;
  readonly pastEnd?: 'lastPage';
}) {
  const { countOf } = options;
  // the answer is read as unknown where xstate types it: its type is the load's (TRecords), which
  // xstate cannot carry through a generic input; the wiring's provide() checks what the load returns
  const output = ({ event }: { event: { output: unknown } }) => event.output;
  const onDone = [
    ...(options.pastEnd === 'lastPage' ? [{ guard: { type: 'pastLastPage', params: output }, target: 'loading', reenter: true, actions: { type: 'lastPage', params: output } } as const] : []),
    ...(options.emptyWhen ? [{ guard: { type: 'isEmpty', params: output }, target: 'empty', actions: { type: 'storeRecords', params: output } } as const] : []),
    { target: 'ready', actions: { type: 'storeRecords', params: output } } as const,
  ];
  return setup({
    types: { context: {} as PagedRecordsContext<TRecords, TKind>, events: {} as PagedRecordsEvent, input: {} as PagedRecordsInput<TKind> },
    actors: { load: notProvided<TRecords, PageRequest<TKind>>(options.loadActorId) },
    guards: {
      /** Another page that exists (an integer from 1 to the last page the platform named). */
      pageExists: ({ context, event }) =>
        event.type === 'PAGE' && Number.isInteger(event.page) && event.page !== context.page && event.page >= 1 && event.page <= (context.records === null ? 1 : countOf(context.records).totalPages),
      /** A page past the last: no rows, but the list has some. */
      pastLastPage: ({ context }, records: unknown) => context.page > 1 && countOf(records as TRecords).rows === 0 && countOf(records as TRecords).totalCount > 0,
      isEmpty: (_, records: unknown) => options.emptyWhen?.(records as TRecords) ?? false,
    },
    actions: {
      setPage: assign(({ event }) => (event.type === 'PAGE' ? { page: event.page } : {})),
      lastPage: assign(({ context }, records: unknown) => ({ page: Math.max(1, Math.min(context.page - 1, countOf(records as TRecords).totalPages)) })),
      storeRecords: assign((_, records: unknown) => ({ records: records as TRecords, failureKey: null, failureText: null })),
      storeFailure: storeFailure({ withText: true }),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ kind: input.kind, page: 1, records: null, failureKey: null, failureText: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: [TAGS.busy],
        invoke: {
          id: options.loadActorId,
          src: 'load',
          input: ({ context }): PageRequest<TKind> => ({ kind: context.kind, page: context.page }),
          onDone,
          onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
        },
      },
      ready: {
        tags: [TAGS.ready],
        on: { RELOAD: 'loading', PAGE: { guard: 'pageExists', target: 'loading', actions: 'setPage' } },
      },
      ...(options.emptyWhen ? { empty: { tags: [TAGS.empty], on: { RELOAD: 'loading' } } } : {}),
      failure: retryableFailure(),
    },
  });
}
