/**
 * The desktop header's category menu (SPEC.md §2 header, §9: a category with more than 10 vendors
 * uses the large vendor layout): the categories and their vendors come from the session-cached
 * vendor call (the home lobby's load shares it, so the header adds no call of its own), a failure
 * is retried from the menu, and at most one category's vendor panel is open at a time.
 *
 * The category names come in the reader's language: told another one (LANGUAGE), the menu drops
 * the names shown and loads again (the vendors call is cached per language, so the home's call in
 * the new language serves it too).
 */
import { assign, setup } from 'xstate';
import { errorOf, notProvided, retryableFailure, storeFailure, TAGS } from '../kit';
import { askedNow, languageContext, readInOtherLanguage, toldLanguage, type LanguageContext, type LanguageEvent, type LanguageInput } from '../language';
import type { VendorLane } from '../../src/api';

/** SPEC.md §2/§9: more than this many vendors in a category switches its panel to the large layout. */
export const LARGE_VENDOR_LAYOUT_ABOVE = 10;

export type VendorLayout = 'large' | 'compact';

export function vendorLayout(vendorCount: number): VendorLayout {
  return vendorCount > LARGE_VENDOR_LAYOUT_ABOVE ? 'large' : 'compact';
}

/** The chart's own tags, beside the kit's busy/failed/ready. */
export const HEADER_VENDORS_TAGS = {
  /** A category's vendor panel is open. */
  open: 'open',
} as const;

export interface HeaderVendorsContext extends LanguageContext {
  readonly lanes: readonly VendorLane[];
  /** The category whose panel is open (only meaningful in ready.open). */
  readonly openType: string | null;
  readonly failureKey: string | null;
}

export type HeaderVendorsEvent = { type: 'RETRY' } | { type: 'OPEN'; gameType: string } | { type: 'CLOSE' } | LanguageEvent;

export const headerVendorsMachine = setup({
  types: { context: {} as HeaderVendorsContext, events: {} as HeaderVendorsEvent, input: {} as LanguageInput },
  actors: {
    /** Provided by the wiring (src/app/wiring/home/headerVendors.ts). */
    loadVendors: notProvided<readonly VendorLane[]>('loadVendors'),
  },
  actions: {
    storeLanes: assign((_, lanes: readonly VendorLane[]) => ({ lanes, failureKey: null })),
    storeFailure: storeFailure(),
    openCategory: assign((_, gameType: string) => ({ openType: gameType })),
    forgetCategory: assign({ openType: null }),
    storeLanguage: assign((_, language: string) => toldLanguage(language)),
  },
  guards: {
    readInOtherLanguage: ({ context }) => readInOtherLanguage(context),
  },
}).createMachine({
  id: 'headerVendors',
  context: ({ input }) => ({ lanes: [], openType: null, failureKey: null, ...languageContext(input) }),
  initial: 'loading',
  on: { LANGUAGE: { actions: { type: 'storeLanguage', params: ({ event }) => event.language } } },
  states: {
    loading: {
      tags: [TAGS.busy],
      entry: assign(({ context }) => askedNow(context)),
      invoke: {
        id: 'loadVendors',
        src: 'loadVendors',
        onDone: { target: 'ready', actions: { type: 'storeLanes', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'storeFailure', params: errorOf } },
      },
    },
    ready: {
      tags: [TAGS.ready],
      // names read in another language: dropped and asked again, nothing of the old one shown meanwhile
      always: { guard: 'readInOtherLanguage', target: 'loading', actions: assign({ lanes: [], openType: null }) },
      initial: 'closed',
      states: {
        closed: {
          on: { OPEN: { target: 'open', actions: { type: 'openCategory', params: ({ event }) => event.gameType } } },
        },
        open: {
          tags: [HEADER_VENDORS_TAGS.open],
          on: {
            // another category's button moves the one open panel there
            OPEN: { target: 'open', actions: { type: 'openCategory', params: ({ event }) => event.gameType } },
            CLOSE: { target: 'closed', actions: 'forgetCategory' },
          },
        },
      },
    },
    failure: retryableFailure(),
  },
});

export type HeaderVendorsMachine = typeof headerVendorsMachine;
