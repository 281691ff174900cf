/**
 * Wiring of the deposit chart (loaded with the deposit page): the deposit area of the adapter
 * (`lazyArea`, so none of it is on the first route), the order call picked by
 * the channel's kind, and the provider's window. The window is opened empty in the submit click's
 * own gesture (`reserveProviderWindow`, a browser opens windows only then) and sent to the
 * provider's page once the order answers; a browser that refused it leaves none, which the chart
 * shows as blocked with a link.
 *
 * An order whose answer was lost is checked against the newest records (readDeposit: the records
 * are a route of ours, audit #24; where a platform answers it 404 each reading fails and the check
 * ends "still unknown, see your records", never "failed" and never a second order), and
 * kept for the tab meanwhile (sessionStorage `pending:deposit`, with its key), so a reload checks
 * it again before offering a new order.
 */
import { fromPromise } from 'xstate';
import * as z from 'zod/mini';
import { createDepositApi } from '@api/deposit';
import type { DepositOrder } from '@api/index';
import { depositMachine, readDeposit, type DepositIntent, type DepositLoad, type DepositRequest } from '@machines/deposit/deposit.machine';
import { intentSchema, outcomeCheckWith, pendingIntent } from '../outcome';
import { lazyArea, platformCall, type CallOptions } from '../platform';

const depositArea = lazyArea('deposit', createDepositApi);

/** Records shown on the page (the newest). */
export const DEPOSIT_RECORDS_SHOWN = 20;
/** Records a check of a lost answer reads: the newest page (an order made since the send is among them). */
export const DEPOSIT_RECORDS_CHECKED = 10;

/** The window reserved by the last submit: undefined none asked for, null refused by the browser. */
let reservedWindow: Window | null | undefined;

function closeReserved(): void {
  if (reservedWindow && !reservedWindow.closed) reservedWindow.close();
  reservedWindow = undefined;
}

/** A deposit whose outcome was unknown when the page was left or reloaded. */
const pendingDeposit = pendingIntent<DepositIntent>(
  'deposit',
  intentSchema(
    z.object({
      channelId: z.string(),
      amount: z.number(),
      promotionId: z.nullable(z.string()),
      derivedId: z.optional(z.boolean()),
      bankCode: z.optional(z.string()),
      vendorId: z.optional(z.string()),
    }),
    z.array(z.string()),
  ),
);

const newestRecords = async (pageSize: number, { signal }: CallOptions) => (await depositArea().getRecords({ pageNo: 1, pageSize }, { signal })).items;

export const depositLogic = depositMachine.provide({
  actors: {
    loadSettings: platformCall<DepositLoad>(async (_, { signal }) => ({ ...(await depositArea().getSettings({ signal })), pendingDeposit: pendingDeposit.read() })),
    createDeposit: platformCall<DepositOrder, DepositRequest>(({ kind, ...payload }, { signal }) => {
      switch (kind) {
        case 'BANK':
          return depositArea().depositByBankTransfer(payload, { signal });
        // a kind not told (OTHER): API.md's launch call, whose answer (a page or a QR) the chart reads
        case 'EWALLET':
        case 'OTHER':
          return depositArea().depositByLaunchUrl(payload, { signal });
        case 'CRYPTO':
        case 'QR':
          return depositArea().depositByQRImageUrl(payload, { signal });
      }
    }),
    openProvider: fromPromise<void, string>(async ({ input }) => {
      const target = reservedWindow;
      reservedWindow = undefined;
      if (!target || target.closed || !input) {
        // an answer with no page to open (API.md's answer may be a QR alone, or say nothing): no blank tab is left
        if (target && !target.closed) target.close();
        throw new Error('popup.blocked');
      }
      target.location.href = input;
    }),
    loadRecords: platformCall<readonly DepositOrder[]>((_, options) => newestRecords(DEPOSIT_RECORDS_SHOWN, options)),
    checkOutcome: outcomeCheckWith<DepositIntent, DepositOrder>(async (intent, options) => readDeposit(intent, await newestRecords(DEPOSIT_RECORDS_CHECKED, options))),
    cancelDeposit: platformCall<DepositOrder, string>((orderNo, { signal }) => depositArea().cancel(orderNo, { signal })),
  },
  actions: {
    reserveProviderWindow: () => {
      closeReserved();
      // no 'noopener': its handle would always be null and a block could not be told apart
      const opened = typeof window === 'undefined' ? null : window.open('about:blank', '_blank');
      if (opened) opened.opener = null;
      reservedWindow = opened;
    },
    releaseProviderWindow: () => closeReserved(),
    keepIntent: ({ context }) => pendingDeposit.keep(context.intent),
    forgetIntent: () => pendingDeposit.forget(),
  },
});

/** A fresh prefix for a flow's idempotency keys. */
export function newDepositKeyPrefix(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `dep-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
