/**
 * The path model of the affiliate links: a list of one, none, a failure, or one with a create of
 * this tab kept from before a reload; create (accepted, accepted without the link in its answer, refused,
 * or its answer lost: the check's verdicts, check again), delete (asked, kept or confirmed; accepted or refused), copy (copied or
 * refused, each cleared by the chart's delay), the QR dialog, retry.
 */
import type { PathModel } from '../registry';
import { COPIED_MS, type AffiliateLinkIntent, type AffiliateLinksMachine } from '../../../machines/agent/affiliateLinks.machine';
import { runNow } from '../../today';
import { LINK_A, LINK_B, LINKS_NONE, LINKS_ONE } from './register-samples';

/** An agent link "socios" asked for a few seconds before a reload, while LINK_A was listed; its answer lost. */
export const PENDING_LINK: AffiliateLinkIntent = {
  key: 'path-model-pending-link',
  request: { memberType: 'AGENT', remark: 'socios' },
  sentAt: runNow() - 5_000,
  before: { ids: [LINK_A.id] },
};
/** A dropped connection: the platform may have made the link (machines/outcome.ts). */
const lost = { kind: 'network', messageKey: 'errors:networkAbnormal' };

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;
const failure = (messageKey: string) => ({ kind: 'envelope', errorCode: 'x', messageKey });

const events = {
  [done('loadLinks')]: [
    { type: done('loadLinks'), output: LINKS_ONE },
    { type: done('loadLinks'), output: LINKS_NONE },
    { type: done('loadLinks'), output: { ...LINKS_ONE, pendingLink: PENDING_LINK } },
  ],
  [error('loadLinks')]: [{ type: error('loadLinks'), error: failure('errors:networkAbnormal') }],
  // the link, or an answer without it (API.md does not describe the answer): the links are read for it
  [done('createLink')]: [
    { type: done('createLink'), output: LINK_B },
    { type: done('createLink'), output: null },
  ],
  [error('createLink')]: [
    { type: error('createLink'), error: failure('errors:affiliateLinksFull') },
    { type: error('createLink'), error: lost },
  ],
  // the check's verdict: a new link with the settings asked for (made), none (not made), or the links unreadable
  [done('checkOutcome')]: [
    { type: done('checkOutcome'), output: { kind: 'applied', result: LINK_B } },
    { type: done('checkOutcome'), output: { kind: 'notApplied' } },
    { type: done('checkOutcome'), output: { kind: 'unknown' } },
  ],
  [done('deleteLink')]: [{ type: done('deleteLink'), output: { id: LINK_A.id } }],
  [error('deleteLink')]: [{ type: error('deleteLink'), error: failure('errors:affiliateLinkNotFound') }],
  [done('copyLink')]: [{ type: done('copyLink') }],
  [error('copyLink')]: [{ type: error('copyLink'), error: new Error('clipboard refused') }],
  [`xstate.after.${COPIED_MS}.affiliateLinks.ready.copied`]: [{ type: `xstate.after.${COPIED_MS}.affiliateLinks.ready.copied` }],
  [`xstate.after.${COPIED_MS}.affiliateLinks.ready.copyFailed`]: [{ type: `xstate.after.${COPIED_MS}.affiliateLinks.ready.copyFailed` }],
  RETRY: [{ type: 'RETRY' }],
  CREATE: [{ type: 'CREATE', link: { memberType: 'AGENT', remark: 'socios' } }],
  ASK_DELETE: [{ type: 'ASK_DELETE', id: LINK_A.id }],
  CONFIRM_DELETE: [{ type: 'CONFIRM_DELETE' }],
  CANCEL: [{ type: 'CANCEL' }],
  COPY: [{ type: 'COPY', id: LINK_A.id }],
  SHOW_QR: [{ type: 'SHOW_QR', id: LINK_A.id }],
  CLOSE_QR: [{ type: 'CLOSE_QR' }],
  CHECK_AGAIN: [{ type: 'CHECK_AGAIN' }],
};

function describe(event: { type: string } & Record<string, unknown>): string {
  const { type } = event;
  if (type === done('loadLinks')) {
    const output = event['output'] as { list?: unknown[]; pendingLink?: unknown } | undefined;
    return `${type} (${output?.list?.length ?? 0} link(s)${output?.pendingLink ? ', a create kept' : ''})`;
  }
  if (type === done('checkOutcome')) return `${type} (${(event['output'] as { kind?: string } | undefined)?.kind ?? '?'})`;
  if (type === error('createLink')) return `${type} (${(event['error'] as { kind?: string } | undefined)?.kind ?? '?'})`;
  return type.startsWith('xstate') ? type : JSON.stringify(event);
}

export const affiliateLinksModel: PathModel<AffiliateLinksMachine> = {
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      links: snapshot.context.links.map((link) => link.id).sort(),
      refused: snapshot.context.actionErrorKey !== null,
    }),
  stitchTours: true,
  describeEvent: (event) => describe(event as { type: string } & Record<string, unknown>),
};
