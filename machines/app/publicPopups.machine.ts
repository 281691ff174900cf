/**
 * Public popups (SPEC.md §4 "Public popups", §7 notices; DESIGN.md "announcements/popups"): the
 * notices call with the types B, PL, PU, PR, H; its popups filtered by execution — A for a
 * signed-in reader, B for a visitor, F for a signed-in reader on a first login, none for a
 * free-play account; an agent's come from the agents' announcement board (the players' popups
 * are never an agent's) — and shown one after another. Once the reader has closed the last one the audience's flag is set (sessionStorage
 * USER_POPUP / ANONYMOUS_POPUP = "closed", by the wiring's `markClosed`): no popup again for that
 * audience in this browser session, whatever is asked after.
 *
 * `waiting` (the session is not known yet) → VIEWER → `loading` → `showing` (one popup at a time,
 * CLOSE moves on) | `none` (nothing for this reader; at once for a reader who is due none) | `failure` (quiet: nobody asked for a popup)
 * → `closed` after the last one. A VIEWER with another audience, first login or language
 * re-evaluates from anywhere; one whose audience already closed its popups goes to `closed` at once.
 */
import { assign, setup } from 'xstate';
import type { Announcement } from '../../src/api';
import { failureKeyOf, notProvided, TAGS } from '../kit';

/** Whose closed flag a reader's popups keep: anyone signed in (USER_POPUP) or a visitor (ANONYMOUS_POPUP). */
export type PopupAudience = 'member' | 'visitor';

/**
 * What kind of account reads the page, signed in: a player, a free-play (trial) account or an
 * agent. The players' popups (their rebate, their reward centre) are a player's only: a trial
 * account has none of it and is shown none, and an agent is shown the agents' own popups.
 */
export type PopupAccount = 'player' | 'trial' | 'agent';

/** Who reads the page: what decides which popups are due. */
export interface PopupViewer {
  readonly audience: PopupAudience;
  /** The signed-in account's kind (absent: a player, or a visitor). */
  readonly account?: PopupAccount;
  /** A signed-in reader whose login was a first login (the login answered firstTimeLogin). */
  readonly firstLogin: boolean;
  readonly language: string;
}

/** Which audiences closed their popups in this browser session (read from storage when the flow opens). */
export type ClosedPopups = Readonly<Record<PopupAudience, boolean>>;

export interface PublicPopupsInput {
  readonly closed: ClosedPopups;
}

export interface PublicPopupsContext {
  readonly viewer: PopupViewer | null;
  readonly closed: ClosedPopups;
  /** The popups still to show; the first is on screen. */
  readonly queue: readonly Announcement[];
  readonly failureKey: string | null;
}

export type PublicPopupsEvent = { type: 'VIEWER'; viewer: PopupViewer } | { type: 'CLOSE' };

export const POPUP_TAGS = { showing: 'showing' } as const;

/** SPEC.md §4: A signed in, B anonymous, F signed in on a first login; none for a free-play account. */
export function executionsFor(viewer: PopupViewer): readonly string[] {
  if (viewer.audience === 'visitor') return ['B'];
  if (viewer.account === 'trial') return [];
  return viewer.firstLogin ? ['F', 'A'] : ['A'];
}

/** The popups due for a reader, in the order they queue: a first login's own (F) before the rest. */
export function popupsFor(popups: readonly Announcement[], viewer: PopupViewer): Announcement[] {
  const executions = executionsFor(viewer);
  return executions.flatMap((execution) => popups.filter((popup) => (popup.execution ?? '').toUpperCase() === execution));
}

const sameViewer = (left: PopupViewer | null, right: PopupViewer) =>
  left !== null && left.audience === right.audience && (left.account ?? 'player') === (right.account ?? 'player') && left.firstLogin === right.firstLogin && left.language === right.language;

export const publicPopupsMachine = setup({
  types: { context: {} as PublicPopupsContext, events: {} as PublicPopupsEvent, input: {} as PublicPopupsInput },
  actors: {
    /** The notices call's popups in the viewer's language (the wiring asks with every type of SPEC.md §7). */
    loadPopups: notProvided<readonly Announcement[], PopupViewer>('loadPopups'),
  },
  guards: {
    sameViewer: ({ context, event }) => event.type === 'VIEWER' && sameViewer(context.viewer, event.viewer),
    audienceClosed: ({ context, event }) => event.type === 'VIEWER' && context.closed[event.viewer.audience],
    nothingDue: ({ event }) => event.type === 'VIEWER' && executionsFor(event.viewer).length === 0,
    morePopups: ({ context }) => context.queue.length > 1,
  },
  actions: {
    /** Keeps the audience's flag for the browser session (the wiring writes USER_POPUP / ANONYMOUS_POPUP). */
    markClosed: (_, _audience: PopupAudience) => {},
  },
}).createMachine({
  id: 'publicPopups',
  context: ({ input }) => ({ viewer: null, closed: input?.closed ?? { member: false, visitor: false }, queue: [], failureKey: null }),
  initial: 'waiting',
  on: {
    VIEWER: [
      { guard: 'sameViewer' },
      { guard: 'audienceClosed', target: '.closed', actions: assign({ viewer: ({ event }) => event.viewer, queue: [] }) },
      // nothing is ever due for this reader (a free-play account): nothing to ask for
      { guard: 'nothingDue', target: '.none', actions: assign({ viewer: ({ event }) => event.viewer, queue: [] }) },
      { target: '.loading', actions: assign({ viewer: ({ event }) => event.viewer, queue: [] }) },
    ],
  },
  states: {
    waiting: {},
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadPopups',
        src: 'loadPopups',
        input: ({ context }) => context.viewer ?? { audience: 'visitor', firstLogin: false, language: 'es' },
        onDone: [
          {
            guard: ({ context, event }) => context.viewer !== null && popupsFor(event.output, context.viewer).length > 0,
            target: 'showing',
            actions: assign({ queue: ({ context, event }) => (context.viewer ? popupsFor(event.output, context.viewer) : []), failureKey: null }),
          },
          { target: 'none' },
        ],
        onError: { target: 'failure', actions: assign({ failureKey: ({ event }) => failureKeyOf(event.error) }) },
      },
    },
    showing: {
      tags: [POPUP_TAGS.showing],
      on: {
        CLOSE: [
          { guard: 'morePopups', actions: assign({ queue: ({ context }) => context.queue.slice(1) }) },
          {
            target: 'closed',
            actions: [
              assign({
                queue: [],
                closed: ({ context }) => (context.viewer ? { ...context.closed, [context.viewer.audience]: true } : context.closed),
              }),
              { type: 'markClosed', params: ({ context }) => context.viewer?.audience ?? 'visitor' },
            ],
          },
        ],
      },
    },
    none: { tags: [TAGS.empty] },
    failure: { tags: [TAGS.failed] },
    closed: { tags: [TAGS.done] },
  },
});

export type PublicPopupsMachine = typeof publicPopupsMachine;
