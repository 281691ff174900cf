/**
 * The path model of a home category section's chart (the slots section): its games load when it
 * comes near the viewport and answer or fail; a failure is retried in the section.
 */
import type { Game } from '../../../src/api';
import type { HomeSectionMachine } from '../../../machines/home/homeSection.machine';
import { loadRetryModel } from './load-retry.model';

const games: readonly Game[] = [];

export const homeSectionModel = { ...loadRetryModel<HomeSectionMachine>('loadSection', games), input: { gameType: 'RNG', language: 'es' } };
