/**
 * The member's red counts (SPEC.md §2): unread messages, missions and rewards waiting. One chart
 * for the whole signed-in session, opened by the header's messages button (for a real account,
 * never a trial one) and read by the member centre's menu badges, so the header and the menu show
 * the same number from the same call.
 *
 * - `loading` on open; `BADGES_STALE` asks again. The member centre sends it when the window
 *   regains focus or visibility; the live account events (newMessage — a message sent, read or
 *   deleted —, a reward claimed moving money) send it too. A refetch keeps the last counts on show;
 *   a stale signal during a load restarts it, so the counts shown are never older than the last
 *   signal. A failed load is quiet (the counts are a hint, not content: the last counts stay, or
 *   none) and is asked again on the next signal.
 */
import { assign, setup } from 'xstate';
import { refreshOn } from '../accountSignals';
import { notProvided, TAGS } from '../kit';

export interface MemberBadgeCounts {
  readonly unreadMessages: number;
  readonly missions: number;
  readonly rewards: number;
}

export interface MemberBadgesContext {
  /** The last counts loaded (kept across a refetch and a failed one). */
  readonly badges: MemberBadgeCounts | null;
}

/** The counts may have changed: focus or visibility regained, or a live account event. */
export type MemberBadgesEvent = { type: 'BADGES_STALE' };

/**
 * Live events that send BADGES_STALE (accountSignals.ts): a message sent, read or deleted changes
 * the unread count (newMessage carries it); a reward claimed moves money (balanceChanged) and
 * changes the rewards waiting.
 */
export const memberBadgesHearsAccount = refreshOn(['newMessage', 'balanceChanged'], { type: 'BADGES_STALE' } satisfies MemberBadgesEvent);

export const MEMBER_BADGES_TAGS = {
  /** The counts are being asked for. */
  badgesLoading: 'badgesLoading',
} as const;

export const memberBadgesMachine = setup({
  types: {
    context: {} as MemberBadgesContext,
    events: {} as MemberBadgesEvent,
  },
  actors: {
    loadBadges: notProvided<MemberBadgeCounts>('loadBadges'),
  },
  actions: {
    storeBadges: assign((_, badges: MemberBadgeCounts) => ({ badges })),
  },
}).createMachine({
  id: 'memberBadges',
  context: { badges: null },
  initial: 'loading',
  states: {
    loading: {
      tags: [MEMBER_BADGES_TAGS.badgesLoading],
      invoke: {
        id: 'loadBadges',
        src: 'loadBadges',
        onDone: { target: 'shown', actions: { type: 'storeBadges', params: ({ event }) => event.output } },
        onError: { target: 'unavailable' },
      },
      // a signal during a load restarts it: the answer in flight may predate the change
      on: { BADGES_STALE: { target: 'loading', reenter: true } },
    },
    shown: { tags: [TAGS.ready], on: { BADGES_STALE: 'loading' } },
    // failed, quietly: the views keep the last counts and mark nothing as an error
    unavailable: { tags: [TAGS.failed], on: { BADGES_STALE: 'loading' } },
  },
});

export type MemberBadgesMachine = typeof memberBadgesMachine;
