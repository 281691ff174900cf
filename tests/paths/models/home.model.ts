/**
 * The path model of the home chart: the load answers (a lobby with data) or fails; a failure is
 * retried by the visitor.
 */
import type { HomeData, HomeMachine } from '../../../machines/home/home.machine';
import { loadRetryModel } from './load-retry.model';

const data: HomeData = { lanes: [], hot: [], recent: [], winners: [] };

export const homeModel = loadRetryModel<HomeMachine>('loadHome', data);
