/**
 * The path model of the affiliate links: a list of one, none, a failure; create (accepted or
 * refused), delete (asked, kept or confirmed; accepted or refused), copy (copied or refused, each
 * cleared by the chart's delay), the QR dialog, retry.
 */
import type { PathModel } from '../registry';
import { COPIED_MS, type AffiliateLinksMachine } from '../../../machines/affiliateLinks.machine';
import { LINK_A, LINK_B, LINKS_NONE, LINKS_ONE } from './register-samples';

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;
const failure = (messageKey: string) => ({ kind: 'envelope', errorCode: 'x', messageKey });

const events = {
  [done('loadLinks')]: [
    { type: done('loadLinks'), output: LINKS_ONE },
    { type: done('loadLinks'), output: LINKS_NONE },
  ],
  [error('loadLinks')]: [{ type: error('loadLinks'), error: failure('errors:networkAbnormal') }],
  [done('createLink')]: [{ type: done('createLink'), output: LINK_B }],
  [error('createLink')]: [{ type: error('createLink'), error: failure('errors:affiliateLinksFull') }],
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
};

export const affiliateLinksModel: PathModel<AffiliateLinksMachine> = {
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      links: snapshot.context.links.map((link) => link.id).sort(),
      refused: snapshot.context.actionErrorKey !== null,
    }),
  stitchTours: true,
};
