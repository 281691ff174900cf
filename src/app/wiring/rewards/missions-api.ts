/**
 * The adapter areas the mission, VIP and red-envelope parts call: the first page's
 * areas plus the missions area, built from the shared requester when those parts load (so none
 * of it is on the first route).
 */
import { createMissionsApi } from '@api/missions';
import { api as core, requester } from '../platform';

export const api = { ...core, missions: createMissionsApi(requester) };
