/**
 * The adapter areas the money pages call: the first page's areas plus the ledger area, built from
 * the shared requester when the money pages load (so none of it is on the first route).
 */
import { createLedgerApi } from '@api/ledger';
import { api as core, requester } from '../platform';

export const api = { ...core, ledger: createLedgerApi(requester) };
