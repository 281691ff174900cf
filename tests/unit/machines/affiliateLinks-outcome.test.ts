/**
 * An affiliate link whose create's answer is lost: the chart reads the links instead of
 * saying "failed", tells the truth (the link added, or the failure), and the same link asked again
 * carries the same key.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AffiliateLink } from '../../../src/api';
import { connectAffiliateLinks } from '../../../machines/agent/affiliateLinks.connect';
import { affiliateLinksMachine, readLinkCreation, type AffiliateLinkCall, type AffiliateLinkIntent, type AffiliateLinksLoad } from '../../../machines/agent/affiliateLinks.machine';
import { outcomeCheckMachine, OUTCOME_CHECK_DELAYS_MS, type OutcomeReading } from '../../../machines/outcome';
import { LINK_A } from '../../paths/models/register-samples';

const NOW = Date.parse('2026-11-24T17:00:00Z');

const lost = (kind: 'network' | 'timeout' | 'http', httpStatus: number | null = null) =>
  Object.assign(new Error('lost'), { kind, httpStatus, messageKey: kind === 'timeout' ? 'errors:timeout' : 'errors:networkAbnormal' });
const full = () => Object.assign(new Error('refused'), { kind: 'envelope', httpStatus: 200, errorCode: 'affiliate.links.full', messageKey: 'errors:affiliateLinksFull' });

/** The platform's links: a create adds one made now. */
function makeOn(links: AffiliateLink[], call: AffiliateLinkCall): AffiliateLink {
  const n = links.length + 1;
  const link: AffiliateLink = { id: `link-${n + 10}`, code: `L${n + 10}`, url: `http://localhost/register?affiliateCode=L${n + 10}`, memberType: call.memberType, remark: call.remark ?? '', createdTime: new Date().toISOString() };
  links.push(link);
  return link;
}

function run(options: { create: (call: AffiliateLinkCall, links: AffiliateLink[]) => Promise<AffiliateLink | null>; links?: AffiliateLink[]; pending?: AffiliateLinkIntent | null }) {
  /** `unreadable`: the list cannot be read (still offline). */
  const platform = { links: options.links ?? [LINK_A], unreadable: false };
  const calls: AffiliateLinkCall[] = [];
  const kept: (AffiliateLinkIntent | null)[] = [];
  let forgotten = 0;
  const readings: OutcomeReading<unknown>[] = [];
  const actor = createActor(
    affiliateLinksMachine.provide({
      actors: {
        loadLinks: fromPromise(async (): Promise<AffiliateLinksLoad> => ({ list: [...platform.links], max: 20, pendingLink: options.pending ?? null })),
        createLink: fromPromise(({ input }: { input: AffiliateLinkCall }) => {
          calls.push(input);
          return options.create(input, platform.links);
        }),
        deleteLink: fromPromise<unknown, { id: string }>(async () => ({})),
        copyLink: fromPromise<void, { url: string }>(async () => undefined),
        checkOutcome: outcomeCheckMachine.provide({
          actors: {
            verify: fromPromise(async ({ input }: { input: unknown }): Promise<OutcomeReading<unknown>> => {
              if (platform.unreadable) throw lost('network');
              const reading = readLinkCreation(input as AffiliateLinkIntent, platform.links);
              readings.push(reading);
              return reading;
            }),
          },
        }),
      },
      actions: {
        keepIntent: ({ context }) => void kept.push(context.intent),
        forgetIntent: () => void (forgotten += 1),
      },
    }),
  ).start();
  const view = () => connectAffiliateLinks(actor.getSnapshot(), (event) => actor.send(event));
  return { actor, platform, calls, kept, readings, view, forgotten: () => forgotten };
}

const makeThen = (error: Error) => async (call: AffiliateLinkCall, links: AffiliateLink[]) => {
  makeOn(links, call);
  throw error;
};

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);
const allReadings = () => vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + 100);

describe('an affiliate link whose create is lost', () => {
  it.each([
    ['a dropped connection', lost('network')],
    ['a timeout', lost('timeout')],
    ['a 503', lost('http', 503)],
  ])('after %s that the platform applied, shows the new link, made once', async (_, error) => {
    const { actor, calls, view, kept, forgotten, platform } = run({ create: makeThen(error) });
    await settle();
    view().create({ memberType: 'AGENT', remark: 'socios' });
    await settle();
    expect(view()).toMatchObject({ status: 'ready', outcome: 'checking', creating: true, unconfirmed: { memberType: 'AGENT', remark: 'socios' }, actionErrorKey: null });
    // held: a second press sends nothing
    view().create({ memberType: 'AGENT', remark: 'socios' });
    await allReadings();
    const made = platform.links.at(-1);
    expect(view()).toMatchObject({ status: 'ready', outcome: null, creating: false, actionErrorKey: null, lastCreatedId: made?.id });
    expect(view().links.map((link) => link.id)).toEqual([LINK_A.id, made?.id]);
    expect(calls).toHaveLength(1);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ key: calls[0]?.idempotencyKey, request: { memberType: 'AGENT', remark: 'socios' }, before: { ids: [LINK_A.id] } });
    expect(forgotten()).toBe(1);
    actor.stop();
  });

  it('not made (read twice): says the failure, and the same link asked again carries the same key', async () => {
    let attempt = 0;
    const { calls, view, readings, platform } = run({
      links: [],
      create: async (call, links) => {
        attempt += 1;
        if (attempt === 1) throw lost('http', 500);
        return makeOn(links, call);
      },
    });
    await settle();
    expect(view().status).toBe('empty');
    view().create({ memberType: 'MEMBER' });
    await allReadings();
    expect(readings.map((reading) => reading.kind)).toEqual(['notApplied', 'notApplied']);
    expect(view()).toMatchObject({ status: 'empty', outcome: null, creating: false, actionErrorKey: 'errors:networkAbnormal' });
    view().create({ memberType: 'MEMBER' });
    await settle();
    expect(view()).toMatchObject({ status: 'ready', actionErrorKey: null });
    expect(platform.links).toHaveLength(1);
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
    // other settings are another link: a new key
    view().create({ memberType: 'AGENT' });
    await settle();
    expect(calls[2]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });

  it('a refusal the platform answered is said at once, no check; the next try is a new intent', async () => {
    let attempt = 0;
    const { calls, view, readings, forgotten } = run({
      create: async (call, links) => {
        attempt += 1;
        if (attempt === 1) throw full();
        return makeOn(links, call);
      },
    });
    await settle();
    view().create({ memberType: 'MEMBER', remark: 'feria 2' });
    await settle();
    expect(view()).toMatchObject({ status: 'ready', outcome: null, actionErrorKey: 'errors:affiliateLinksFull' });
    expect(readings).toEqual([]);
    expect(forgotten()).toBe(1);
    view().create({ memberType: 'MEMBER', remark: 'feria 2' });
    await settle();
    expect(calls[1]?.idempotencyKey).not.toBe(calls[0]?.idempotencyKey);
  });

  it('when the links cannot be read, says so and holds the form; checking again finds the link', async () => {
    const { calls, view, platform, readings } = run({ create: makeThen(lost('network')) });
    await settle();
    platform.unreadable = true;
    view().create({ memberType: 'AGENT', remark: 'socios' });
    await allReadings();
    expect(readings).toEqual([]);
    expect(view()).toMatchObject({ outcome: 'unknown', creating: true, actionErrorKey: null });
    view().create({ memberType: 'AGENT', remark: 'socios' });
    expect(calls).toHaveLength(1);
    platform.unreadable = false;
    view().checkAgain();
    expect(view().outcome).toBe('checking');
    await vi.advanceTimersByTimeAsync(OUTCOME_CHECK_DELAYS_MS[0]! + 10);
    expect(view()).toMatchObject({ outcome: null, creating: false, lastCreatedId: platform.links.at(-1)?.id });
  });

  it('a create kept from before a reload is checked first, nothing sent', async () => {
    const made: AffiliateLink = { ...LINK_A, id: 'link-9', code: 'L19', memberType: 'AGENT', remark: 'socios', createdTime: new Date(NOW - 4_000).toISOString() };
    const pending: AffiliateLinkIntent = { key: 'key-before-reload', request: { memberType: 'AGENT', remark: 'socios' }, sentAt: NOW - 5_000, before: { ids: [LINK_A.id] } };
    const { calls, view } = run({ create: async (call, links) => makeOn(links, call), links: [LINK_A, made], pending });
    await settle();
    expect(view()).toMatchObject({ outcome: 'checking', creating: true });
    await allReadings();
    expect(view()).toMatchObject({ status: 'ready', outcome: null, lastCreatedId: 'link-9' });
    expect(view().links.map((link) => link.id)).toEqual([LINK_A.id, 'link-9']);
    expect(calls).toEqual([]);
  });
});

/**
 * API.md does not describe the create's answer, so a real platform may answer `null`,
 * `true` or an object without the link (the adapter's null). The link was made: the chart reads
 * the links for it, as after a lost answer, instead of failing or listing an empty row.
 */
describe('an affiliate link whose create answers without the link', () => {
  it('is read from the links: the new link shown, made once, nothing said', async () => {
    const { actor, calls, view, readings, platform, forgotten } = run({
      create: async (call, links) => {
        makeOn(links, call);
        return null;
      },
    });
    await settle();
    view().create({ memberType: 'AGENT', remark: 'socios' });
    await settle();
    expect(view()).toMatchObject({ outcome: 'checking', creating: true, unconfirmed: { memberType: 'AGENT', remark: 'socios' }, actionErrorKey: null });
    view().create({ memberType: 'AGENT', remark: 'socios' });
    await allReadings();
    const made = platform.links.at(-1);
    expect(readings.map((reading) => reading.kind)).toEqual(['applied']);
    expect(view()).toMatchObject({ status: 'ready', outcome: null, creating: false, actionErrorKey: null, lastCreatedId: made?.id });
    expect(view().links.map((link) => link.id)).toEqual([LINK_A.id, made?.id]);
    expect(calls).toHaveLength(1);
    expect(forgotten()).toBe(1);
    actor.stop();
  });

  it('no new link in the list (read twice): "unknown error", and the same link asked again carries the same key', async () => {
    let attempt = 0;
    const { calls, view, readings } = run({
      create: async (call, links) => {
        attempt += 1;
        return attempt === 1 ? null : makeOn(links, call);
      },
    });
    await settle();
    view().create({ memberType: 'MEMBER', remark: 'feria' });
    await allReadings();
    expect(readings.map((reading) => reading.kind)).toEqual(['notApplied', 'notApplied']);
    expect(view()).toMatchObject({ status: 'ready', outcome: null, creating: false, actionErrorKey: 'errors:unknown' });
    expect(view().links.map((link) => link.id)).toEqual([LINK_A.id]);
    view().create({ memberType: 'MEMBER', remark: 'feria' });
    await settle();
    expect(calls[1]?.idempotencyKey).toBe(calls[0]?.idempotencyKey);
    expect(view()).toMatchObject({ status: 'ready', actionErrorKey: null });
  });
});

describe('readLinkCreation', () => {
  const intent: AffiliateLinkIntent = { key: 'k-12345678', request: { memberType: 'AGENT', remark: 'socios' }, sentAt: NOW, before: { ids: [LINK_A.id] } };
  const link = (id: string, fields: Partial<AffiliateLink> = {}): AffiliateLink => ({ ...LINK_A, id, memberType: 'AGENT', remark: 'socios', createdTime: new Date(NOW + 1_000).toISOString(), ...fields });
  it('a link not listed at the send, with the settings asked for, made since, is the create (the newest)', () => {
    expect(readLinkCreation(intent, [LINK_A, link('n1'), link('n2')])).toEqual({ kind: 'applied', result: link('n2') });
    // no createdTime from the platform: the settings and the new id decide
    expect(readLinkCreation(intent, [LINK_A, link('n1', { createdTime: undefined })])).toMatchObject({ kind: 'applied' });
  });
  it('a listed link, other settings, or one made well before the send is not it', () => {
    expect(readLinkCreation(intent, [LINK_A])).toEqual({ kind: 'notApplied' });
    expect(readLinkCreation(intent, [LINK_A, link('n1', { memberType: 'MEMBER' }), link('n2', { remark: 'otro' })])).toEqual({ kind: 'notApplied' });
    expect(readLinkCreation(intent, [LINK_A, link('n1', { createdTime: new Date(NOW - 3_600_000).toISOString() })])).toEqual({ kind: 'notApplied' });
    expect(readLinkCreation({ ...intent, before: { ids: [LINK_A.id, 'n1'] } }, [LINK_A, link('n1')])).toEqual({ kind: 'notApplied' });
  });
});
