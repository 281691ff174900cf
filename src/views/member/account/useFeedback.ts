/** The feedback page's flow. */
import { connectFeedback, type FeedbackApi } from '@machines/inbox/feedback.connect';
import { useFlow } from '../../../app/actors';
import { feedbackLogic } from '../../../app/wiring/inbox/feedback';

export function useFeedback(): FeedbackApi {
  return useFlow('feedback', feedbackLogic, connectFeedback);
}
