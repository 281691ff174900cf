/**
 * The adapter areas the messages, reward-centre and rebate pages call: the first page's
 * areas plus the inbox area, built from the shared requester when those pages load (so none of
 * it is on the first route).
 */
import { createInboxApi } from '@api/inbox';
import { api as core, requester } from '../platform';

export const api = { ...core, inbox: createInboxApi(requester) };
