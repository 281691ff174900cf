/**
 * Wiring of the register centre's two charts (loaded with its page only): the register settings
 * (session-cached, the player form's rules), the encrypted create-downline call whose refusals are
 * read with the player form's own `fieldFailureOf`, the affiliate-link calls and the clipboard.
 * The agent adapter area is built from the shared requester when the page loads, so none of it is
 * on the first route.
 */
import { createAgentApi } from '@api/agent';
import { toPlatformError } from '@api/errors';
import * as z from 'zod/mini';
import type { AffiliateLink, CreatedDownline, NewDownline } from '@api/index';
import { affiliateLinksMachine, readLinkCreation, type AffiliateLinkCall, type AffiliateLinkIntent, type AffiliateLinksLoad } from '@machines/agent/affiliateLinks.machine';
import { registerDownlineMachine, type DownlineFailure } from '@machines/agent/registerDownline.machine';
import { fieldFailureOf } from '../../../validation/register-form';
import { intentSchema, outcomeCheckWith, pendingIntent } from '../outcome';
import { lazyArea, platformCall } from '../platform';
import { cachedRegisterSettings } from '../session-cache';

const agentArea = lazyArea('agent', createAgentApi);

/** A refused create as the chart reads it: the PlatformError plus the field it names (as the player form reads it). */
function asDownlineFailure(error: unknown): DownlineFailure & Error {
  const platformError = toPlatformError(error);
  const fieldFailure = fieldFailureOf(platformError.errorCode, platformError.value);
  return Object.assign(platformError, { field: fieldFailure?.field ?? null, fieldMessage: fieldFailure?.message ?? null });
}

export const registerDownlineLogic = registerDownlineMachine.provide({
  actors: {
    loadSettings: platformCall(() => cachedRegisterSettings()),
    createDownline: platformCall<CreatedDownline, NewDownline>((downline, { signal }) => agentArea().createDownline(downline, { signal }), asDownlineFailure),
  },
});

/** A link asked for whose outcome was unknown when the page was left or reloaded. */
const pendingLink = pendingIntent<AffiliateLinkIntent>(
  'createAffiliateUrl',
  intentSchema(z.object({ memberType: z.enum(['MEMBER', 'AGENT']), remark: z.optional(z.string()) }), z.object({ ids: z.array(z.string()) })),
);

export const affiliateLinksLogic = affiliateLinksMachine.provide({
  actors: {
    loadLinks: platformCall<AffiliateLinksLoad>(async (_, { signal }) => ({ ...(await agentArea().viewAffiliateUrls({ signal })), pendingLink: pendingLink.read() })),
    createLink: platformCall<AffiliateLink | null, AffiliateLinkCall>((link, { signal }) => agentArea().createAffiliateUrl(link, { signal })),
    deleteLink: platformCall<unknown, { id: string }>(({ id }, { signal }) => agentArea().deleteAffiliateUrl(id, { signal })),
    copyLink: platformCall<void, { url: string }>(async ({ url }) => {
      if (!globalThis.navigator?.clipboard) throw new Error('clipboard unavailable');
      await globalThis.navigator.clipboard.writeText(url);
    }),
    // the links read again: a new one with the settings asked for is the create
    checkOutcome: outcomeCheckWith<AffiliateLinkIntent, AffiliateLink>(async (intent, { signal }) => readLinkCreation(intent, (await agentArea().viewAffiliateUrls({ signal })).list)),
  },
  actions: {
    keepIntent: ({ context }) => pendingLink.keep(context.intent),
    forgetIntent: () => pendingLink.forget(),
  },
});
