/**
 * The adapter areas the member records pages call: the first page's areas plus the records area,
 * built from the shared requester when the records pages load (so none of it is on the first route).
 */
import { createRecordsApi } from '@api/records';
import { api as core, requester } from '../platform';

export const api = { ...core, records: createRecordsApi(requester) };
