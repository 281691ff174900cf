/** connectChatRoom without React, and the chart: the count polled and refreshed (a failure quiet), the chat launched (count cleared), a failed launch said and retried, closed. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectChatRoom } from '../../../machines/support/chatRoom.connect';
import { CHAT_POLL_MS, chatRoomMachine } from '../../../machines/support/chatRoom.machine';
import { chatRoomOffered } from '../../../machines/support/chatRoom.access';

const URL_ROOM = 'https://platform.example/__platform/chatroom?lang=es';

function run(counts: (number | Error)[], launches: (string | Error)[] = []) {
  const calls = { count: 0, launch: 0 };
  const actor = createActor(
    chatRoomMachine.provide({
      actors: {
        loadUnread: fromPromise(async () => {
          calls.count += 1;
          const answer = counts.shift() ?? 0;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        launchChat: fromPromise(async () => {
          calls.launch += 1;
          const answer = launches.shift() ?? URL_ROOM;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
  ).start();
  const api = () => connectChatRoom(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, api, calls };
}

const failure = Object.assign(new Error('down'), { messageKey: 'errors:functionNotAvailable' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the chat room', () => {
  it('shows the unread count, asks again every poll and on a refresh, and keeps the last after a failed count', async () => {
    const { api, calls } = run([4, 120, new Error('blip'), 2]);
    expect(api()).toMatchObject({ counting: true, unread: null, panel: 'closed' });
    await settle();
    expect(api()).toMatchObject({ counting: false, unread: 4, unreadText: '4' });
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    expect(api()).toMatchObject({ unread: 120, unreadText: '99+' });
    api().refresh();
    await settle();
    expect(api()).toMatchObject({ counting: false, unread: 120 });
    api().refresh();
    await settle();
    expect(api().unread).toBe(2);
    expect(calls.count).toBe(4);
  });

  it('a refresh while a count is out asks again: the later answer is the one shown', async () => {
    // the first count is still out when the window regains focus (new messages may have come since it was asked)
    const { api, calls } = run([4, 7]);
    expect(api().counting).toBe(true);
    api().refresh();
    await settle();
    expect(api()).toMatchObject({ counting: false, unread: 7 });
    expect(calls.count).toBe(2);
  });

  it('opens the chat with the platform’s address and clears the count; closing asks the count again', async () => {
    const { api, calls } = run([3, 0]);
    await settle();
    api().open();
    expect(api()).toMatchObject({ panel: 'launching', chatUrl: null });
    await settle();
    expect(api()).toMatchObject({ panel: 'open', chatUrl: URL_ROOM, unread: null, unreadText: null });
    // no poll while the chat is open
    await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 2);
    expect(calls.count).toBe(1);
    api().close();
    expect(api()).toMatchObject({ panel: 'closed', counting: true, chatUrl: null });
    await settle();
    expect(calls).toEqual({ count: 2, launch: 1 });
  });

  it('says why a launch failed and launches again on retry; closing the failure goes back', async () => {
    const { api, calls } = run([1], [failure, URL_ROOM]);
    await settle();
    api().open();
    await settle();
    expect(api()).toMatchObject({ panel: 'failed', failureKey: 'errors:functionNotAvailable', unread: 1 });
    api().retry();
    await settle();
    expect(api()).toMatchObject({ panel: 'open', failureKey: null });
    expect(calls.launch).toBe(2);
  });

  it('is offered to a real account with CHATROOM3 only', () => {
    expect(chatRoomOffered('member', true)).toBe(true);
    expect(chatRoomOffered('agent', true)).toBe(true);
    expect(chatRoomOffered('member', false)).toBe(false);
    expect(chatRoomOffered('trial', true)).toBe(false);
    expect(chatRoomOffered(null, true)).toBe(false);
  });
});
