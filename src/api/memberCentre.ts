/** The member centre shell: the menu's count badges (built by the member centre's lazy chunk, not the first page). */
import type { CallOptions, PlatformRequester } from './request';
import { memberBadgesSchema } from './schemas';

export function createMemberCentreApi({ request }: PlatformRequester) {
  return {
    /** GET /wps/member/badges: unread messages, missions and rewards waiting (0 for a trial account). */
    getBadges(options: CallOptions = {}) {
      return request('memberBadges', { schema: memberBadgesSchema, ...options });
    },
  };
}
