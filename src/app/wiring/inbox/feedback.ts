/**
 * Wiring of the feedback chart: the form's rules, and PUT /wps/feedback with the images as data
 * URLs (base64 in the JSON body; API.md's route takes no multipart), read from the picked blobs
 * only here, for the one call that sends them.
 */
import { createAccountApi, type FeedbackSettings } from '@api/account';
import { feedbackMachine, type FeedbackImage, type FeedbackRequest } from '@machines/inbox/feedback.machine';
import { api, lazyArea, platformCall } from '../platform';

const accountArea = lazyArea('account', createAccountApi);

function dataUrlOf(image: FeedbackImage): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`could not read ${image.name}`));
    reader.readAsDataURL(image.blob);
  });
}

export const feedbackLogic = feedbackMachine.provide({
  actors: {
    loadSettings: platformCall<FeedbackSettings>((_, { signal }) => accountArea().getFeedbackSettings({ signal })),
    sendFeedback: platformCall<unknown, FeedbackRequest>(async ({ content, images }, { signal }) => {
      const dataUrls = await Promise.all(images.map(dataUrlOf));
      return api.member.sendFeedback({ content, ...(dataUrls.length > 0 ? { images: dataUrls } : {}) }, { signal });
    }),
  },
});
