/** The adapter areas the points mall calls: the first page's areas plus the points area, built when the mall's chunk loads. */
import { createPointsApi } from '@api/points';
import { api as core, requester } from '../platform';

export const api = { ...core, points: createPointsApi(requester) };
