/**
 * The dialog manager: one modal dialog at a time, and the one the user most needs first.
 *
 * Every dialog that opens without the user's click at that moment (the login popup of `/login`, a
 * forced password change, a waiting withdrawal confirmation, contract offers, public popups, the
 * announcement popup, the red envelope, …) asks for a turn with REQUEST and gives it back with
 * RELEASE; its view draws it only while the manager shows it. Requests queue by tier:
 *
 * 1. `asked`: what the user just asked for (login, register, forgot or change password);
 * 2. `account`: what must be answered for the account (forced password change, new-IP check,
 *    withdrawal confirmation, contract offers, the agent policy);
 * 3. `info`: information (announcement popup, public popups, red envelope).
 *
 * A higher tier takes the screen from a lower one at once (the lower one waits, and comes back
 * when the higher one is released); within a tier the first to ask goes first. Nothing is shown
 * over a modal the manager did not open (a confirmation the user opened in a page): OTHER_MODALS
 * tells how many are open. A page drawn as a dialog (the member centre on a wide screen) is where
 * the user is, not a question: what was asked for and what the account must answer show over it,
 * information waits until it closes (OTHER_MODALS' `pages`). Information also waits while the user
 * is typing in a field (and a moment after), until the manager knows where the user is (PLACE) and
 * until the first page has been drawn with nothing left loading (PAGE_SETTLED: a popup's code, its
 * sanitiser and its drawing are no part of the first screen, and they had shared the first page's
 * busiest moment with its own code; a view loads a popup's code only in its turn), and is dropped, not shown, where a visitor came to
 * sign in or register (`/login`, `/register`, the agent site's `/agent`): a dropped request stays
 * dropped until it is released.
 *
 * Parallel: `screen` (`clear` | `showing`, following whether a managed dialog is on screen) and
 * `typing` (`idle` → FIELD_FOCUS → `typing` → FIELD_BLUR → `settling` → after a moment → `idle`).
 */
import { assign, setup } from 'xstate';

export type DialogTier = 'asked' | 'account' | 'info';

/** Earlier tiers come first. */
const TIER_RANK: Readonly<Record<DialogTier, number>> = { asked: 0, account: 1, info: 2 };

/** Where a visitor is signing in or registering: information there is dropped, not shown. */
export const INFO_DROPPED_PATHS: readonly string[] = ['/login', '/register', '/agent'];

/** How long information still waits after the user leaves a field (a user tabbing between fields is still typing). */
export const TYPING_SETTLE_MS = 1500;

export interface DialogRequest {
  readonly id: string;
  readonly tier: DialogTier;
  /** The order of asking: first come, first shown within a tier. */
  readonly order: number;
}

export interface DialogsContext {
  /** Dialogs waiting or on screen. */
  readonly requests: readonly DialogRequest[];
  /** Information dropped where it must not show; stays dropped until released. */
  readonly dropped: readonly string[];
  /** The managed dialog on screen, if any. */
  readonly shown: string | null;
  /** Modals on screen that the manager did not open (and that no managed dialog opened). */
  readonly others: number;
  /** Pages drawn as dialogs on screen (the wide member centre): only information waits for them. */
  readonly pages: number;
  /** Where the user is has been told (information waits until it is). */
  readonly placeKnown: boolean;
  /** The first page has been drawn with nothing left loading (information waits until it has). */
  readonly pageSettled: boolean;
  /** A visitor is where information is dropped. */
  readonly infoDropped: boolean;
  /** The user is typing in a field (or left one a moment ago). */
  readonly typing: boolean;
  readonly nextOrder: number;
}

export type DialogsEvent =
  | { type: 'REQUEST'; id: string; tier: DialogTier }
  | { type: 'RELEASE'; id: string }
  /** `count`: modals the user opened; `pages`: pages drawn as dialogs (none when left out). */
  | { type: 'OTHER_MODALS'; count: number; pages?: number }
  /** Where the user is: the path, and whether anyone is signed in. */
  | { type: 'PLACE'; path: string; signedIn: boolean }
  /** The first page has been drawn with nothing left loading (src/ui/pageSettled.ts); once per visit. */
  | { type: 'PAGE_SETTLED' }
  | { type: 'FIELD_FOCUS' }
  | { type: 'FIELD_BLUR' };

export const DIALOG_TAGS = { showing: 'showing', typing: 'typing' } as const;

const byTurn = (left: DialogRequest, right: DialogRequest) => TIER_RANK[left.tier] - TIER_RANK[right.tier] || left.order - right.order;

/** Whether information is dropped at this place. */
export function dropsInformation(path: string, signedIn: boolean): boolean {
  const bare = path.replace(/\/+$/, '') || '/';
  return !signedIn && INFO_DROPPED_PATHS.includes(bare.toLowerCase());
}

/**
 * The managed dialog that should be on screen now: the one shown stays unless a higher tier is
 * waiting; a new one is shown only when no other modal is open; information waits while typing,
 * while a page is drawn as a dialog, and until the place is known and the first page has settled.
 */
export function nextShown(context: Pick<DialogsContext, 'requests' | 'shown' | 'others' | 'pages' | 'typing' | 'placeKnown' | 'pageSettled'>): string | null {
  const current = context.shown === null ? undefined : context.requests.find((request) => request.id === context.shown);
  const informationWaits = context.typing || !context.placeKnown || !context.pageSettled || context.pages > 0;
  const best = context.requests.filter((request) => request.tier !== 'info' || !informationWaits || request === current).sort(byTurn)[0];
  if (current) return best && TIER_RANK[best.tier] < TIER_RANK[current.tier] ? best.id : current.id;
  if (context.others > 0) return null;
  return best?.id ?? null;
}

/** The context with `shown` brought up to date. */
const arbitrated = (context: DialogsContext): DialogsContext => ({ ...context, shown: nextShown(context) });

/** Information moved from the queue to the dropped list when the place drops it. */
function withInformationDropped(context: DialogsContext): DialogsContext {
  if (!context.infoDropped) return context;
  const information = context.requests.filter((request) => request.tier === 'info');
  if (information.length === 0) return context;
  return {
    ...context,
    requests: context.requests.filter((request) => request.tier !== 'info'),
    dropped: [...context.dropped, ...information.map((request) => request.id)],
    shown: information.some((request) => request.id === context.shown) ? null : context.shown,
  };
}

export const dialogsMachine = setup({
  types: { context: {} as DialogsContext, events: {} as DialogsEvent },
  delays: { TYPING_SETTLE: TYPING_SETTLE_MS },
  guards: {
    dialogShown: ({ context }) => context.shown !== null,
    noDialogShown: ({ context }) => context.shown === null,
  },
  actions: {
    request: assign(({ context, event }) => {
      if (event.type !== 'REQUEST') return {};
      const known = context.requests.some((request) => request.id === event.id) || context.dropped.includes(event.id);
      if (known) return {};
      if (event.tier === 'info' && context.infoDropped) return { dropped: [...context.dropped, event.id] };
      return arbitrated({ ...context, requests: [...context.requests, { id: event.id, tier: event.tier, order: context.nextOrder }], nextOrder: context.nextOrder + 1 });
    }),
    release: assign(({ context, event }) => {
      if (event.type !== 'RELEASE') return {};
      return arbitrated({
        ...context,
        requests: context.requests.filter((request) => request.id !== event.id),
        dropped: context.dropped.filter((id) => id !== event.id),
        shown: context.shown === event.id ? null : context.shown,
      });
    }),
    countOthers: assign(({ context, event }) => (event.type === 'OTHER_MODALS' ? arbitrated({ ...context, others: Math.max(0, event.count), pages: Math.max(0, event.pages ?? 0) }) : {})),
    place: assign(({ context, event }) =>
      event.type === 'PLACE' ? arbitrated(withInformationDropped({ ...context, placeKnown: true, infoDropped: dropsInformation(event.path, event.signedIn) })) : {},
    ),
    settle: assign(({ context }) => arbitrated({ ...context, pageSettled: true })),
    startTyping: assign({ typing: true }),
    stopTyping: assign(({ context }) => arbitrated({ ...context, typing: false })),
  },
}).createMachine({
  id: 'dialogs',
  context: { requests: [], dropped: [], shown: null, others: 0, pages: 0, placeKnown: false, pageSettled: false, infoDropped: false, typing: false, nextOrder: 0 },
  type: 'parallel',
  on: {
    REQUEST: { actions: 'request' },
    RELEASE: { actions: 'release' },
    OTHER_MODALS: { actions: 'countOthers' },
    PLACE: { actions: 'place' },
    PAGE_SETTLED: { actions: 'settle' },
  },
  states: {
    screen: {
      initial: 'clear',
      states: {
        clear: { always: { guard: 'dialogShown', target: 'showing' } },
        showing: { tags: [DIALOG_TAGS.showing], always: { guard: 'noDialogShown', target: 'clear' } },
      },
    },
    typing: {
      initial: 'idle',
      states: {
        idle: { on: { FIELD_FOCUS: { target: 'typing', actions: 'startTyping' } } },
        typing: { tags: [DIALOG_TAGS.typing], on: { FIELD_BLUR: 'settling' } },
        settling: {
          tags: [DIALOG_TAGS.typing],
          on: { FIELD_FOCUS: 'typing' },
          after: { TYPING_SETTLE: { target: 'idle', actions: 'stopTyping' } },
        },
      },
    },
  },
});

export type DialogsMachine = typeof dialogsMachine;
