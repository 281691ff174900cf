/**
 * The mirror / domain list (/member/domainList): the platform's domains
 * (GET /wps/system/domainRoute), each with a copy and an open button.
 *
 * - `loading` → `ready` | `empty` | `failure` (RETRY).
 * - COPY {url} (a listed domain) → `ready.copying` (the named `copyText`: the clipboard) →
 *   `ready.copied` | `ready.copyFailed`, each shown for COPIED_MS by the chart's own delay, then
 *   `ready.idle`. Opening is a plain link (a new tab).
 */
import { assign, setup } from 'xstate';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';

/** How long "copied" (or its failure) shows beside the domain. */
export const DOMAIN_COPIED_MS = 2500;

export const DOMAIN_TAGS = { copying: 'copying', copied: 'copied', copyFailed: 'copyFailed' } as const;

export interface DomainEntry {
  readonly url: string;
  /** The brand's main domain (the others are mirrors). */
  readonly main: boolean;
}

export interface DomainListContext {
  readonly domains: readonly DomainEntry[];
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly selected: string | null;
}

export type DomainListEvent = { type: 'RETRY' } | { type: 'COPY'; url: string };

export const domainListMachine = setup({
  types: { context: {} as DomainListContext, events: {} as DomainListEvent },
  actors: {
    loadDomains: notProvided<readonly DomainEntry[]>('loadDomains'),
    copyText: notProvided<void, { text: string }>('copyText'),
  },
  guards: {
    known: ({ context, event }) => event.type === 'COPY' && context.domains.some((domain) => domain.url === event.url),
  },
  actions: {
    storeDomains: assign((_, domains: readonly DomainEntry[]) => ({ domains, failureKey: null, failureText: null })),
    storeFailure: storeFailure({ withText: true }),
    select: assign((_, url: string) => ({ selected: url })),
    unselect: assign({ selected: null }),
  },
}).createMachine({
  id: 'domainList',
  context: { domains: [], failureKey: null, failureText: null, selected: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadDomains',
        src: 'loadDomains',
        onDone: [
          { guard: ({ event }) => event.output.length > 0, target: 'ready', actions: { type: 'storeDomains', params: ({ event }) => event.output } },
          { target: 'empty', actions: { type: 'storeDomains', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    failure: retryableFailure(),
    empty: { tags: [TAGS.empty] },
    ready: {
      tags: [TAGS.ready],
      initial: 'idle',
      on: { COPY: { guard: 'known', target: '.copying', actions: { type: 'select', params: ({ event }) => event.url } } },
      states: {
        idle: {},
        copying: {
          tags: [DOMAIN_TAGS.copying],
          invoke: { id: 'copyText', src: 'copyText', input: ({ context }) => ({ text: context.selected ?? '' }), onDone: 'copied', onError: 'copyFailed' },
        },
        copied: { tags: [DOMAIN_TAGS.copied], after: { [DOMAIN_COPIED_MS]: { target: 'idle', actions: 'unselect' } } },
        copyFailed: { tags: [DOMAIN_TAGS.copyFailed], after: { [DOMAIN_COPIED_MS]: { target: 'idle', actions: 'unselect' } } },
      },
    },
  },
});

export type DomainListMachine = typeof domainListMachine;
