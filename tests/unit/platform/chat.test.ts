/** The platform's chat room and live cam (schema/domain/chat.ts, schema/rest/content.ts): CHATROOM3, the seeded unread count, reading it, the control endpoint, who may launch. */
import { describe, expect, it } from 'vitest';
import { callRoute, controlFor, createTestPlatform, freshScenario, tokenFor } from './support';

const { platform } = createTestPlatform();

async function member(label: string) {
  const scenario = freshScenario(label);
  const token = await tokenFor(platform, 'member01', 'Member2024', { scenario });
  return { scenario, token };
}

describe('the chat room on the platform', () => {
  it('counts member01’s seeded unread messages, reads them when the chat room opens, and takes the count control sets', async () => {
    const session = await member('chat-count');
    const count = async () => (await callRoute<{ count: number }>(platform, 'chatUnreadCount', session)).body.value?.count;
    expect(await count()).toBe(4);
    const room = await callRoute<{ chatUrl: string }>(platform, 'launchChat', { ...session, query: { language: 'en' }, headers: { Language: 'en' } });
    expect(room.body.value?.chatUrl).toMatch(/\/__platform\/chatroom\?lang=en$/);
    expect(await count()).toBe(0);
    expect(await controlFor(platform, session.scenario).setChatUnread('member01', 9)).toBe(9);
    expect(await count()).toBe(9);
    expect(await controlFor(platform, session.scenario).chatUnread('member01')).toBe(9);
  });

  it('is function.not.available while CHATROOM3 is off; a live-cam model’s chat still opens', async () => {
    const session = await member('chat-off');
    await controlFor(platform, session.scenario).setFlag('CHATROOM3', false);
    expect((await callRoute(platform, 'chatUnreadCount', session)).body.errorCode).toBe('function.not.available');
    expect((await callRoute(platform, 'launchChat', session)).body.errorCode).toBe('function.not.available');
    const modelId = platform.catalogue.liveCamModels[0]?.modelId ?? '';
    expect((await callRoute<{ chatUrl: string }>(platform, 'launchChat', { ...session, query: { modelId } })).body.value?.chatUrl).toContain(`/__platform/chat/${modelId}`);
  });

  it('asks a visitor to sign in for the models and the chat, and knows no other model', async () => {
    const scenario = freshScenario('chat-visitor');
    expect((await callRoute(platform, 'liveCamModels', { scenario })).status).toBe(401);
    expect((await callRoute(platform, 'launchChat', { scenario })).status).toBe(401);
    const session = await member('chat-unknown');
    expect((await callRoute(platform, 'launchChat', { ...session, query: { modelId: 'nobody' } })).body.success).toBe(false);
  });
});
