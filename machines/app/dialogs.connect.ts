/** The dialog manager as views see it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { Send } from '../kit';
import { DIALOG_TAGS, type DialogsEvent, type DialogsMachine, type DialogTier } from './dialogs.machine';

/** A managed dialog's turn: on screen, waiting for it, dropped (not to be shown), or not asked for. */
export type DialogTurn = 'shown' | 'waiting' | 'dropped' | 'none';

export interface DialogsView {
  /** A managed dialog is on screen. */
  readonly showing: boolean;
  /** Any modal is on screen, managed or not (the consent banner steps aside). */
  readonly modalOpen: boolean;
  turnOf(id: string): DialogTurn;
  request(id: string, tier: DialogTier): void;
  release(id: string): void;
  reportOtherModals(count: number, pages?: number): void;
  reportPlace(path: string, signedIn: boolean): void;
  fieldFocused(): void;
  fieldLeft(): void;
}

export function turnIn(snapshot: SnapshotFrom<DialogsMachine>, id: string): DialogTurn {
  const { shown, requests, dropped } = snapshot.context;
  if (shown === id) return 'shown';
  if (dropped.includes(id)) return 'dropped';
  return requests.some((request) => request.id === id) ? 'waiting' : 'none';
}

export function connectDialogs(snapshot: SnapshotFrom<DialogsMachine>, send: Send<DialogsEvent>): DialogsView {
  const showing = snapshot.hasTag(DIALOG_TAGS.showing);
  return {
    showing,
    modalOpen: showing || snapshot.context.others > 0 || snapshot.context.pages > 0,
    turnOf: (id) => turnIn(snapshot, id),
    request: (id, tier) => send({ type: 'REQUEST', id, tier }),
    release: (id) => send({ type: 'RELEASE', id }),
    reportOtherModals: (count, pages = 0) => send({ type: 'OTHER_MODALS', count, pages }),
    reportPlace: (path, signedIn) => send({ type: 'PLACE', path, signedIn }),
    fieldFocused: () => send({ type: 'FIELD_FOCUS' }),
    fieldLeft: () => send({ type: 'FIELD_BLUR' }),
  };
}
