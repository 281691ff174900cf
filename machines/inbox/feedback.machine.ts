/**
 * The feedback form (/member/feedback, SPEC.md §5). The rules come from the platform
 * (`loadSettings`: word bounds, image count, size and types) and are checked here before the call:
 *
 * - `loading` → `editing` | `loadFailed` (RETRY).
 * - ADD_IMAGES {files}: refused as a whole, with the reason (`imageErrorKey`), when one is not an
 *   allowed type, is empty or larger than the bound, or they would make more than the bound;
 *   else appended. REMOVE_IMAGE {index} (a picked one). The images stay in memory (blobs) for the form's life.
 * - SUBMIT {content}: empty or outside the word bounds stays in `editing` with the reason
 *   (`contentErrorKey`); else `sending` (the named `sendFeedback`; no SUBMIT taken, so a double
 *   click sends once) → `sent` (AGAIN → `editing`, the form emptied) or back to `editing` with the
 *   refusal, the images kept (the view keeps the text).
 * - EDIT {content} (each change of the text): a refusal on screen is checked again against the
 *   new text, so it goes as soon as the text meets the bounds (and says the new reason if it
 *   still does not); before the first SUBMIT nothing is said while the member types.
 */
import { assign, setup } from 'xstate';
import type { FeedbackSettings } from '../../src/api';
import { countWords } from './feedbackWords';
import { imagePickProblem, type ImageProblem } from '../imageFile';
import { errorOf, failureMessage, notProvided, retryableFailure, TAGS } from '../kit';

export const FEEDBACK_TAGS = { sending: 'sending', sent: 'sent' } as const;

/** A picked image, kept in memory until sent (the wiring reads it as a data URL). */
export interface FeedbackImage {
  readonly name: string;
  /** What the file's first bytes show (imageFile.ts), '' when no image: never the name's guess. */
  readonly type: string;
  readonly size: number;
  readonly blob: Blob;
}

export interface FeedbackRequest {
  readonly content: string;
  readonly images: readonly FeedbackImage[];
}

export interface FeedbackContext {
  readonly settings: FeedbackSettings | null;
  readonly images: readonly FeedbackImage[];
  readonly imageErrorKey: string | null;
  readonly contentErrorKey: string | null;
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** Changes when a sent form starts again (the view empties its text). */
  readonly formKey: number;
}

export type FeedbackEvent =
  | { type: 'RETRY' }
  | { type: 'ADD_IMAGES'; files: readonly FeedbackImage[] }
  | { type: 'REMOVE_IMAGE'; index: number }
  | { type: 'SUBMIT'; content: string }
  | { type: 'EDIT'; content: string }
  | { type: 'AGAIN' };

const IMAGE_PROBLEMS: Readonly<Record<ImageProblem, string>> = { type: 'account:feedback.images.type', size: 'account:feedback.images.size', count: 'account:feedback.images.count' };

/** Why a pick is refused (i18n key), or null. */
export function imageProblem(settings: FeedbackSettings | null, current: readonly FeedbackImage[], files: readonly FeedbackImage[]): string | null {
  if (!settings) return 'account:feedback.images.type';
  const problem = imagePickProblem({ types: settings.imageTypes, maxBytes: settings.maxImageBytes, maxCount: settings.maxImages }, current.length, files);
  return problem ? IMAGE_PROBLEMS[problem] : null;
}

/** Why a text is refused (i18n key), or null. */
export function contentProblem(settings: FeedbackSettings | null, content: string): string | null {
  const words = countWords(content);
  if (words === 0) return 'account:feedback.content.required';
  if (settings && words < settings.minWords) return 'account:feedback.content.tooShort';
  if (settings && words > settings.maxWords) return 'account:feedback.content.tooLong';
  return null;
}

export const feedbackMachine = setup({
  types: { context: {} as FeedbackContext, events: {} as FeedbackEvent },
  actors: {
    loadSettings: notProvided<FeedbackSettings>('loadSettings'),
    sendFeedback: notProvided<unknown, FeedbackRequest>('sendFeedback'),
  },
  guards: {
    imagesRefused: ({ context, event }) => event.type === 'ADD_IMAGES' && imageProblem(context.settings, context.images, event.files) !== null,
    hasImage: ({ context, event }) => event.type === 'REMOVE_IMAGE' && context.images[event.index] !== undefined,
    contentRefused: ({ context, event }) => event.type === 'SUBMIT' && contentProblem(context.settings, event.content) !== null,
    /** A refusal of the text is on screen: the text typed since is checked again. */
    contentRefusalShown: ({ context }) => context.contentErrorKey !== null,
  },
  actions: {
    storeSettings: assign((_, settings: FeedbackSettings) => ({ settings, failureKey: null, failureText: null })),
    storeLoadFailure: assign((_, error: unknown) => {
      const { errorKey, errorText } = failureMessage(error);
      return { failureKey: errorKey, failureText: errorText };
    }),
    refuseImages: assign(({ context, event }) => ({ imageErrorKey: event.type === 'ADD_IMAGES' ? imageProblem(context.settings, context.images, event.files) : null })),
    addImages: assign(({ context, event }) => ({ images: event.type === 'ADD_IMAGES' ? [...context.images, ...event.files] : context.images, imageErrorKey: null })),
    removeImage: assign(({ context, event }) => ({ images: event.type === 'REMOVE_IMAGE' ? context.images.filter((_, index) => index !== event.index) : context.images, imageErrorKey: null })),
    refuseContent: assign(({ context, event }) => ({ contentErrorKey: event.type === 'SUBMIT' ? contentProblem(context.settings, event.content) : null })),
    recheckContent: assign(({ context, event }) => ({ contentErrorKey: event.type === 'EDIT' ? contentProblem(context.settings, event.content) : context.contentErrorKey })),
    startSending: assign({ contentErrorKey: null, failureKey: null, failureText: null }),
    storeSendFailure: assign((_, error: unknown) => {
      const { errorKey, errorText } = failureMessage(error);
      return { failureKey: errorKey, failureText: errorText };
    }),
    startAgain: assign(({ context }) => ({ images: [], imageErrorKey: null, contentErrorKey: null, failureKey: null, failureText: null, formKey: context.formKey + 1 })),
  },
}).createMachine({
  id: 'feedback',
  context: { settings: null, images: [], imageErrorKey: null, contentErrorKey: null, failureKey: null, failureText: null, formKey: 0 },
  initial: 'loading',
  states: {
    loading: {
      tags: [TAGS.busy],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'editing', actions: { type: 'storeSettings', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'storeLoadFailure', params: errorOf } },
      },
    },
    loadFailed: retryableFailure(),
    editing: {
      tags: [TAGS.editing],
      on: {
        ADD_IMAGES: [{ guard: 'imagesRefused', actions: 'refuseImages' }, { actions: 'addImages' }],
        REMOVE_IMAGE: { guard: 'hasImage', actions: 'removeImage' },
        SUBMIT: [{ guard: 'contentRefused', actions: 'refuseContent' }, { target: 'sending', actions: 'startSending' }],
        EDIT: { guard: 'contentRefusalShown', actions: 'recheckContent' },
      },
    },
    sending: {
      tags: [TAGS.busy, FEEDBACK_TAGS.sending],
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context, event }) => ({ content: event.type === 'SUBMIT' ? event.content.trim() : '', images: context.images }),
        onDone: 'sent',
        onError: { target: 'editing', actions: { type: 'storeSendFailure', params: errorOf } },
      },
    },
    sent: { tags: [TAGS.done, FEEDBACK_TAGS.sent], on: { AGAIN: { target: 'editing', actions: 'startAgain' } } },
  },
});

export type FeedbackMachine = typeof feedbackMachine;
