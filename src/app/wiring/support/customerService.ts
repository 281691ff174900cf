/**
 * Wiring of customer service: the permission info's sealed paths opened with the adapter's
 * SealedTextOpener (CUSTOMER_SERVICE_PATH_KEY, src/api/routes.ts), web addresses kept; a new tab
 * opened with window.open inside the click (the chart invokes `openTab` synchronously), the
 * opener link cut. No platform call: the entries came with the status call.
 */
import { createSealedTextOpener } from '@api/sealedText';
import { safeUrl } from '@api/safeUrl';
import { CUSTOMER_SERVICE_PATH_KEY } from '@api/routes';
import { customerServiceMachine, modeOf, type Contact, type SealedContact } from '@machines/support/customerService.machine';
import { fromPromise } from 'xstate';
import { toPlatformError } from '@api/errors';

const opener = createSealedTextOpener(CUSTOMER_SERVICE_PATH_KEY);

export async function openContacts(entries: readonly SealedContact[]): Promise<Contact[]> {
  const contacts: Contact[] = [];
  for (const entry of entries) {
    const sealed = entry.path?.trim();
    if (!sealed) continue;
    // an absolute address the allow-list lets through (src/api/safeUrl.ts); in-app chat ids and the
    // like are nothing a browser opens, and any other scheme is refused
    const url = safeUrl(await opener.open(sealed));
    if (!url || !/^https?:\/\//i.test(url)) continue;
    const csType = (entry.csType ?? '').trim().toUpperCase() || 'LIVECHAT';
    contacts.push({ csType, url, mode: modeOf(csType) });
  }
  return contacts;
}

export class PopupBlockedError extends Error {
  override readonly name = 'PopupBlockedError';
}

export const customerServiceLogic = customerServiceMachine.provide({
  actors: {
    openContacts: fromPromise<readonly Contact[], { entries: readonly SealedContact[] }>(async ({ input }) => {
      try {
        return await openContacts(input.entries);
      } catch (error) {
        throw toPlatformError(error);
      }
    }),
    openTab: fromPromise<void, { url: string }>(({ input }) => {
      // Called synchronously from the click's OPEN, so the browser sees the user's gesture.
      const opened = window.open(input.url, '_blank');
      if (!opened) return Promise.reject(new PopupBlockedError(input.url));
      opened.opener = null;
      return Promise.resolve();
    }),
  },
});
