/** The feedback page's flow. */
import { connectFeedback, type FeedbackView } from '@machines/inbox/feedback.connect';
import { useFlow } from '../../../app/actors';
import { feedbackLogic } from '../../../app/wiring/inbox/feedback';
import { FLOW } from '../../../app/flowKeys';

export function useFeedback(): FeedbackView {
  return useFlow(FLOW.feedback, feedbackLogic, connectFeedback);
}
