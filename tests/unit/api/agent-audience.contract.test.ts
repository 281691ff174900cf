/**
 * The announcements call with the agents' audience (ours: `audience=AGENT`), which the agent
 * centre's announcements page makes: the adapter against the in-process platform as an agent
 * (parses, carries nine a page of the agents' items), as a member and as a visitor (refused with
 * the catalogue's "agents only" text), and under every fault kind (the SPEC.md §8 message). The
 * route's plain call is in contract-cases.ts; this is its second use.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../../schema/platform';
import { PlatformError } from '../../../src/api';
import { arrangeFault, clearFaults, FAULT_EXPECTATIONS, FAULT_KINDS, faultApi } from './fault-kinds';
import { createInProcessHarness } from './in-process';

let platform: Platform;
let counter = 0;
beforeAll(async () => {
  platform = createPlatform();
  await platform.keys;
});
const harnessFor = () => createInProcessHarness(platform, `agent-audience-${(counter += 1)}`);

describe('announcements for agents (audience AGENT)', () => {
  it('gives an agent nine a page of the agents’ announcements', async () => {
    const harness = harnessFor();
    const seeded = platform.catalogue.agentAnnouncements;
    await harness.signIn('agent01');
    const first = await harness.api.content.getAnnouncements({ pageNo: 1, pageSize: 9, audience: 'AGENT' });
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: seeded.length });
    expect(first.items.map((item) => item.id)).toEqual(seeded.slice(0, 9).map((item) => item.id));
    expect(first.items.every((item) => item.title.length > 0 && item.content.length > 0)).toBe(true);
    const second = await harness.api.content.getAnnouncements({ pageNo: 2, pageSize: 9, audience: 'AGENT' });
    expect(second.items).toHaveLength(seeded.length - 9);
  });

  it('refuses a member and a visitor with the agents-only text', async () => {
    const member = harnessFor();
    await member.signIn('member01');
    await expect(member.api.content.getAnnouncements({ audience: 'AGENT' })).rejects.toMatchObject({ errorCode: 'agent.only', messageKey: 'errors:agentsOnly' });
    await expect(harnessFor().api.content.getAnnouncements({ audience: 'AGENT' })).rejects.toBeInstanceOf(PlatformError);
  });

  it.each(FAULT_KINDS)('under %s shows the SPEC.md §8 message', async (kind) => {
    const harness = harnessFor();
    await harness.signIn('agent01');
    await arrangeFault(harness, 'announcements', kind, 50);
    await expect(faultApi(harness, kind).content.getAnnouncements({ audience: 'AGENT' })).rejects.toMatchObject({ messageKey: FAULT_EXPECTATIONS[kind].messageKey });
    await clearFaults(harness);
  });
});
