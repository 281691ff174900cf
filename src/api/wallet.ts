/** Balances and transfers. */
import { errorKey, PlatformError } from './errors';
import type { Balance } from './schemas';
import type { CallOptions, PlatformRequester, QueryParams } from './request';
import {
  balanceOfAnswer,
  balanceSchema,
  merchantWalletSchema,
  transactionPageSchema,
  walletTransferSchema,
} from './schemas';

export interface WalletTransferPayload {
  readonly amount: number;
  /** Account type ids of the wallets (see Balance.balance[].accountTypeId). */
  readonly fromAccountTypeId?: string;
  readonly toAccountTypeId?: string;
  /** Agent → downline or member → upline transfers name the other account. */
  readonly targetAccount?: string;
  readonly remark?: string;
  /**
   * (ours; API.md is silent) One key per intent, made when the user confirms and kept across
   * retries: a platform that honours it applies a repeat once. One that ignores it is covered by
   * the chart's outcome check (machines/outcome.ts).
   */
  readonly idempotencyKey?: string;
}

export interface TransactionQuery extends QueryParams {
  readonly pageNo?: number;
  readonly pageSize?: number;
  readonly startTime?: string;
  readonly endTime?: string;
  readonly type?: string;
}

export function createWalletApi({ request }: PlatformRequester) {
  return {
    /** GET /wps/v2/wallets/balance: sumBalance and one entry per wallet. */
    getBalance(options: CallOptions = {}) {
      return request('balance', { schema: balanceSchema, ...options });
    },

    /** GET /wps/member/info/funds/consolidated: only when AGENTPOLICY3 is on, never for trial accounts. */
    async getConsolidatedFunds(options: CallOptions = {}) {
      // its schema (the contracts by game type) is loaded with the first call, off the first route;
      // a chunk that cannot be fetched (offline) is the network's failure, said as such
      const { consolidatedFundsSchema } = await import('./fundsSchema').catch((error: unknown) => {
        throw new PlatformError({ kind: 'network', messageKey: errorKey('networkAbnormal'), route: 'consolidatedFunds', cause: error });
      });
      return request('consolidatedFunds', { schema: consolidatedFundsSchema, ...options });
    },

    /**
     * POST /wps/relay/GCS_walletTransfer: the wallets after it. API.md does not describe the answer:
     * one without the wallets (null, true, an order number) is followed by the
     * balance call; if that read fails, the caller's outcome check reads it again.
     */
    async transfer(payload: WalletTransferPayload, options: CallOptions = {}): Promise<Balance> {
      const answer = await request('walletTransfer', { schema: walletTransferSchema, body: payload, ...options });
      return balanceOfAnswer(answer) ?? request('balance', { schema: balanceSchema, signal: options.signal });
    },

    /** GET /wps/relay/GCS_merchantWallet: isSingle (one wallet, no transfers). Callers cache it per session. */
    getMerchantWallet(options: CallOptions = {}) {
      return request('merchantWallet', { schema: merchantWalletSchema, ...options });
    },

    /** GET /wps/relay/GCS_transactionDetail: a page of the member's transactions. */
    getTransactionDetail(query: TransactionQuery = {}, options: CallOptions = {}) {
      return request('transactionDetail', { schema: transactionPageSchema, query, ...options });
    },
  };
}
