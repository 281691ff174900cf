/** The live-cam page as its list and its chat panel see it: the models, the panel's state, the intents. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { LiveCamModel } from '../../src/api';
import { firstTagOf, TAGS, type Send } from '../kit';
import { LIVE_CAM_TAGS, type LiveCamEvent, type LiveCamMachine } from './liveCam.machine';

export type LiveCamStatus = 'checking' | 'signIn' | 'loading' | 'ready' | 'empty' | 'failed';
export type LiveCamPanel = 'closed' | 'launching' | 'open' | 'failed';

export interface LiveCamView {
  readonly status: LiveCamStatus;
  /** Online models first, then by viewers. */
  readonly models: readonly LiveCamModel[];
  readonly panel: LiveCamPanel;
  /** The model whose chat is launching or shown. */
  readonly model: LiveCamModel | null;
  readonly chatUrl: string | null;
  /** The list's failure (status failed) or the launch's (panel failed). */
  readonly failureKey: string | null;
  readonly failureText: string | null;
  watch(modelId: string): void;
  close(): void;
  retry(): void;
}

const byOnlineThenViewers = (left: LiveCamModel, right: LiveCamModel) =>
  Number(right.online) - Number(left.online) || (right.viewers ?? 0) - (left.viewers ?? 0);

export function connectLiveCam(snapshot: SnapshotFrom<LiveCamMachine>, send: Send<LiveCamEvent>): LiveCamView {
  const inPanel = snapshot.hasTag(LIVE_CAM_TAGS.panel);
  // the panel's states lie inside ready, so a failed launch reads as the panel's failure, never the list's
  const status: LiveCamStatus = firstTagOf(
    snapshot,
    [
      [LIVE_CAM_TAGS.signIn, 'signIn'],
      [TAGS.ready, 'ready'],
      [TAGS.empty, 'empty'],
      [TAGS.failed, 'failed'],
      [LIVE_CAM_TAGS.checking, 'checking'],
    ],
    'loading',
  );
  const panel: LiveCamPanel = inPanel
    ? firstTagOf(snapshot, [[LIVE_CAM_TAGS.watching, 'open'], [TAGS.failed, 'failed']], 'launching')
    : 'closed';
  const { models, modelId, chatUrl, failureKey, failureText } = snapshot.context;
  const failed = status === 'failed' || panel === 'failed';
  return {
    status,
    models: status === 'ready' ? [...models].sort(byOnlineThenViewers) : [],
    panel,
    model: inPanel ? (models.find((candidate) => candidate.modelId === modelId) ?? null) : null,
    chatUrl: panel === 'open' ? chatUrl : null,
    failureKey: failed ? failureKey : null,
    failureText: failed ? failureText : null,
    watch: (id) => send({ type: 'WATCH', modelId: id }),
    close: () => send({ type: 'CLOSE' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
