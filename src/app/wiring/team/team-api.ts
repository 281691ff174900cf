/**
 * The adapter area the team pages call (agent reports), built from the shared requester when the
 * team pages' chunk loads, so none of it is on the first route or in the agent shell.
 */
import { createAgentApi } from '@api/agent';
import { requester } from '../platform';

export const teamApi = createAgentApi(requester);
