/**
 * The ledger area (member centre money pages): the transaction record, all game wallets back to
 * main, and money sent to the upline or to a downline with the payment password. Built by the
 * money pages' own wiring from the shared requester, so none of it is on the first route.
 */
import type { CallOptions, PlatformRequester } from './request';
import { accountTransferSchema, balanceOfAnswer, balanceSchema, transactionRecordPageSchema, transferTargetsSchema, walletTransferSchema, type AccountTransfer, type Balance } from './schemas';

/** API.md's codeTypes of the transaction record. */
export const TRANSACTION_CODE_TYPES = ['deposit', 'withdraw', 'betting', 'winning', 'dividend', 'betting_rebate', 'agent_rebate', 'share_bonus', 'daily_wage', 'hour_wage', 'referral_rebate', 'other'] as const;
export type TransactionCodeType = (typeof TRANSACTION_CODE_TYPES)[number];

export interface TransactionRecordQuery {
  /** ms: the start of the first day. */
  readonly startTime: number;
  /** ms: the end of the last day (at most 30 days after startTime). */
  readonly endTime: number;
  readonly page: number;
  /** 10 unless said otherwise. */
  readonly size?: number;
  /** None: every type. */
  readonly codeTypes?: readonly TransactionCodeType[];
}

export interface AccountTransferPayload {
  readonly amount: number;
  /** The payment password; travels encrypted, never kept. */
  readonly password: string;
  readonly remark?: string;
  /**
   * (ours; API.md is silent) One key per intent, made when the user confirms and kept across
   * retries: a platform that honours it applies a repeat once. It travels inside the encrypted
   * payload. One that ignores it is covered by the chart's outcome check (machines/outcome.ts).
   */
  readonly idempotencyKey?: string;
}

export interface DownlineTransferPayload extends AccountTransferPayload {
  readonly downline: string;
}

export function createLedgerApi({ request }: PlatformRequester) {
  return {
    /** GET /wps/relay/MCSFE_getTransactionRecord: a page of the range's movements, newest first, and the range's totals. */
    getTransactionRecord(query: TransactionRecordQuery, options: CallOptions = {}) {
      return request('transactionRecord', {
        schema: transactionRecordPageSchema,
        query: {
          startTime: query.startTime,
          endTime: query.endTime,
          page: query.page,
          size: query.size ?? 10,
          ...(query.codeTypes && query.codeTypes.length > 0 ? { codeTypes: query.codeTypes.join(',') } : {}),
        },
        ...options,
      });
    },

    /**
     * POST /wps/relay/GCS_walletRecallAll: every game wallet back to main in one step; the wallets
     * after it (an answer without them, #12, is followed by the balance call).
     */
    async recallToMain(options: CallOptions = {}): Promise<Balance> {
      const answer = await request('walletRecall', { schema: walletTransferSchema, body: {}, ...options });
      return balanceOfAnswer(answer) ?? request('balance', { schema: balanceSchema, signal: options.signal });
    },

    /** GET /wps/relay/MCSFE_getTransferTargets: the upline, an agent's downlines, whether a payment password is set. */
    getTransferTargets(options: CallOptions = {}) {
      return request('transferTargets', { schema: transferTargetsSchema, ...options });
    },

    /** POST (encrypted) /wps/relay/passwordCheck/MCSFE_transferToUpline (an answer that names no amount: the one sent, #12). */
    async transferToUpline(payload: AccountTransferPayload, options: CallOptions = {}): Promise<AccountTransfer> {
      const sent = await request('transferToUpline', { schema: accountTransferSchema, body: payload, ...options });
      return { ...sent, amount: sent.amount ?? payload.amount };
    },

    /** POST (encrypted) /wps/relay/passwordCheck/MCSFE_transferToDownline (amount and recipient not named: the ones sent, #12). */
    async transferToDownline(payload: DownlineTransferPayload, options: CallOptions = {}): Promise<AccountTransfer> {
      const sent = await request('transferToDownline', { schema: accountTransferSchema, body: payload, ...options });
      return { ...sent, amount: sent.amount ?? payload.amount, recipient: sent.recipient || payload.downline };
    },
  };
}
