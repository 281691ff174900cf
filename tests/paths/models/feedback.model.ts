/**
 * The path model of the feedback form: settings loaded or failed and retried; an image accepted,
 * a 4th / wrong / big one refused, one removed; a text refused or sent (accepted or refused), a
 * refusal checked again as the text changes;
 * another after sending.
 */
import type { PathModel } from '../registry';
import type { FeedbackMachine } from '../../../machines/inbox/feedback.machine';
import { FEEDBACK_SETTINGS } from './account-samples';

const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;
const failure = (messageKey: string) => ({ kind: 'envelope', errorCode: 'x', messageKey });
/** A picked image as the chart holds it (the UI map picks a real file of this name, type and size). */
const image = (name: string, type: string, size: number) => ({ name, type, size, blob: new Blob([new Uint8Array(Math.min(size, 64))], { type }) });

export const FEEDBACK_TEXT = 'El retiro tardó demasiado ayer por la tarde';

const events = {
  [done('loadSettings')]: [{ type: done('loadSettings'), output: FEEDBACK_SETTINGS }],
  [error('loadSettings')]: [{ type: error('loadSettings'), error: failure('errors:networkAbnormal') }],
  [done('sendFeedback')]: [{ type: done('sendFeedback'), output: null }],
  [error('sendFeedback')]: [{ type: error('sendFeedback'), error: failure('errors:networkAbnormal') }],
  RETRY: [{ type: 'RETRY' }],
  ADD_IMAGES: [
    { type: 'ADD_IMAGES', files: [image('captura.png', 'image/png', 2048)] },
    { type: 'ADD_IMAGES', files: [image('animada.gif', 'image/gif', 2048)] },
  ],
  REMOVE_IMAGE: [{ type: 'REMOVE_IMAGE', index: 0 }],
  SUBMIT: [
    { type: 'SUBMIT', content: 'muy corto' },
    { type: 'SUBMIT', content: FEEDBACK_TEXT },
  ],
  // the text changed after a refusal: still too short, then long enough
  EDIT: [
    { type: 'EDIT', content: 'muy corto' },
    { type: 'EDIT', content: FEEDBACK_TEXT },
  ],
  AGAIN: [{ type: 'AGAIN' }],
};

export const feedbackModel: PathModel<FeedbackMachine> = {
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      images: snapshot.context.images.length,
      imageRefused: snapshot.context.imageErrorKey !== null,
      contentRefused: snapshot.context.contentErrorKey !== null,
      failed: snapshot.context.failureKey !== null,
    }),
  describeEvent: (event) => (event.type === 'ADD_IMAGES' ? `ADD_IMAGES ${(event as unknown as { files: { name: string }[] }).files.map((file) => file.name).join(',')}` : event.type),
  stitchTours: true,
};
