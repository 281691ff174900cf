/** The feedback form as its page sees it. Pure (no React). */
import type { SnapshotFrom } from 'xstate';
import type { FeedbackSettings } from '../../src/api';
import { TAGS, type Send } from '../kit';
import { FEEDBACK_TAGS, type FeedbackEvent, type FeedbackImage, type FeedbackMachine } from './feedback.machine';

export type FeedbackStatus = 'loading' | 'loadFailed' | 'editing' | 'sending' | 'sent';

export interface FeedbackView {
  readonly status: FeedbackStatus;
  /** The platform's rules, shown with the form. */
  readonly settings: FeedbackSettings | null;
  readonly images: readonly FeedbackImage[];
  /** More images may be added (the bound not reached, the form editable). */
  readonly canAddImage: boolean;
  readonly imageErrorKey: string | null;
  readonly contentErrorKey: string | null;
  /** The load's failure (loadFailed) or the send's refusal (editing). */
  readonly failureKey: string | null;
  readonly failureText: string | null;
  readonly busy: boolean;
  readonly formKey: number;
  addImages(files: readonly FeedbackImage[]): void;
  removeImage(index: number): void;
  submit(content: string): void;
  /** The text changed (a refusal on screen is checked again). */
  edit(content: string): void;
  again(): void;
  retry(): void;
}

function statusOf(snapshot: SnapshotFrom<FeedbackMachine>): FeedbackStatus {
  if (snapshot.hasTag(TAGS.failed)) return 'loadFailed';
  if (snapshot.hasTag(FEEDBACK_TAGS.sent)) return 'sent';
  if (snapshot.hasTag(FEEDBACK_TAGS.sending)) return 'sending';
  if (snapshot.hasTag(TAGS.editing)) return 'editing';
  return 'loading';
}

export function connectFeedback(snapshot: SnapshotFrom<FeedbackMachine>, send: Send<FeedbackEvent>): FeedbackView {
  const { settings, images, imageErrorKey, contentErrorKey, failureKey, failureText, formKey } = snapshot.context;
  const status = statusOf(snapshot);
  return {
    status,
    settings,
    images,
    canAddImage: status === 'editing' && settings !== null && images.length < settings.maxImages,
    imageErrorKey,
    contentErrorKey,
    failureKey,
    failureText,
    busy: snapshot.hasTag(TAGS.busy),
    formKey,
    addImages: (files) => send({ type: 'ADD_IMAGES', files }),
    removeImage: (index) => send({ type: 'REMOVE_IMAGE', index }),
    submit: (content) => send({ type: 'SUBMIT', content }),
    edit: (content) => send({ type: 'EDIT', content }),
    again: () => send({ type: 'AGAIN' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
