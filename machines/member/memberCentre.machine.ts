/**
 * The member centre shell (SPEC.md §2 "Member centre pages", §6): the gate, the page that is open,
 * overlay or full page, and the menu's red count badges.
 *
 * - Gate (§6: a token and a non-trial account). The session's verdict reaches the chart as
 *   `ACCESS` (the view reads the session): `checking` waits; a visitor is sent to the login popup
 *   with the page asked for as its return-to (`sendToLogin`, the page path only, never a token);
 *   a trial account is reported as a restricted action (the session's real-account notice) and
 *   leaves for the page beneath; a member (or an agent) gets the centre. A session lost while the
 *   centre is open (any 401) is sent to the login popup the same way.
 * - Page: `/member/<page>` is the deep link; the view reports the URL's page with `SHOW_PAGE`.
 * - Presentation: from the lg breakpoint up (`wide`) the centre is an overlay (a modal dialog) over
 *   the page beneath, which `CLOSE` returns to; on a phone it is a full page (no close: the header
 *   and side menu lead away). `VIEWPORT` follows a resize.
 * - Badges: the menu's counts are the memberBadges chart's (machines/member/memberBadges.machine.ts),
 *   the flow the header opens for a real account, so the header and the menu show one number.
 */
import { assign, not, setup } from 'xstate';
import { TAGS } from '../kit';

/** The session as the gate reads it. */
export type MemberAccess = 'checking' | 'visitor' | 'trial' | 'member';

export interface MemberCentreInput {
  /** The page of the URL (a SPEC.md §2 page name; the route only matches those). */
  readonly page: string;
  readonly access: MemberAccess;
  /** At least the lg breakpoint (1024 px): the centre opens as an overlay. */
  readonly wide: boolean;
  /** The page the overlay sits over (path and query), null after a reload or a direct visit (the home lobby). */
  readonly beneath: string | null;
}

export interface MemberCentreContext {
  readonly page: string;
  readonly access: MemberAccess;
  readonly wide: boolean;
  readonly beneath: string | null;
}

export type MemberCentreEvent =
  | { type: 'ACCESS'; access: MemberAccess }
  | { type: 'SHOW_PAGE'; page: string }
  | { type: 'VIEWPORT'; wide: boolean }
  | { type: 'CLOSE' };

/** Where a closed overlay or a refused trial account goes: the page beneath, else the home lobby. */
export const pageBeneath = (context: Pick<MemberCentreContext, 'beneath'>): string => context.beneath ?? '/';

export const memberCentreMachine = setup({
  types: {
    context: {} as MemberCentreContext,
    events: {} as MemberCentreEvent,
    input: {} as MemberCentreInput,
  },
  actions: {
    /** The login popup, with `/member/<page>` to come back to after a successful login. */
    sendToLogin: (_, _params: { returnTo: string }) => undefined,
    /** A trial account's restricted action: the session shows the real-account notice. */
    reportRestricted: () => undefined,
    /** Leaves the member centre for a path (the overlay's page beneath). */
    leave: (_, _params: { to: string }) => undefined,
    storeAccess: assign((_, access: MemberAccess) => ({ access })),
    storePage: assign((_, page: string) => ({ page })),
    storeViewport: assign((_, wide: boolean) => ({ wide })),
  },
  guards: {
    isChecking: ({ context }) => context.access === 'checking',
    isVisitor: ({ context }) => context.access === 'visitor',
    isTrial: ({ context }) => context.access === 'trial',
    isOverlay: ({ context }) => context.wide,
    lostSession: (_, access: MemberAccess) => access === 'visitor',
  },
}).createMachine({
  id: 'memberCentre',
  context: ({ input }) => ({ page: input.page, access: input.access, wide: input.wide, beneath: input.beneath }),
  initial: 'gate',
  states: {
    gate: {
      tags: [TAGS.busy],
      // while the session is checked (a stored token being restored) the gate waits for ACCESS
      always: [
        { guard: 'isVisitor', target: 'toLogin' },
        { guard: 'isTrial', target: 'refused' },
        { guard: not('isChecking'), target: 'open' },
      ],
      on: {
        ACCESS: { target: 'gate', reenter: true, actions: { type: 'storeAccess', params: ({ event }) => event.access } },
        SHOW_PAGE: { actions: { type: 'storePage', params: ({ event }) => event.page } },
        VIEWPORT: { actions: { type: 'storeViewport', params: ({ event }) => event.wide } },
      },
    },
    toLogin: {
      type: 'final',
      tags: [TAGS.done],
      entry: { type: 'sendToLogin', params: ({ context }) => ({ returnTo: `/member/${context.page}` }) },
    },
    refused: {
      type: 'final',
      tags: [TAGS.done],
      entry: ['reportRestricted', { type: 'leave', params: ({ context }) => ({ to: pageBeneath(context) }) }],
    },
    open: {
      tags: [TAGS.ready],
      on: {
        ACCESS: {
          guard: { type: 'lostSession', params: ({ event }) => event.access },
          target: 'toLogin',
          actions: { type: 'storeAccess', params: ({ event }) => event.access },
        },
        SHOW_PAGE: { actions: { type: 'storePage', params: ({ event }) => event.page } },
        VIEWPORT: { actions: { type: 'storeViewport', params: ({ event }) => event.wide } },
        CLOSE: { guard: 'isOverlay', target: 'closed' },
      },
    },
    closed: {
      type: 'final',
      tags: [TAGS.done],
      entry: { type: 'leave', params: ({ context }) => ({ to: pageBeneath(context) }) },
    },
  },
});

export type MemberCentreMachine = typeof memberCentreMachine;
