/** Announcements, notices, the winner board, raffles, the chat room and live cam. */
import type { CallOptions, PlatformRequester } from './request';
import {
  announcementPageSchema,
  liveCamChatSchema,
  liveCamModelsSchema,
  noticesSchema,
  raffleClaimSchema,
  unreadCountSchema,
  winnerBoardSchema,
} from './schemas';

/** B banners, PL player notices, PU popups, PR promotions, H home (SPEC.md §7). */
import { noticesQuery, SHELL_NOTICE_TYPES, type NoticeType } from './noticesQuery';

export { noticesQuery, SHELL_NOTICE_TYPES, type NoticeType };

export interface AnnouncementQuery {
  readonly pageNo?: number;
  /** 9 per page in the announcement popup. */
  readonly pageSize?: number;
  /** (ours) AGENT: the announcements for agents (the agent centre; an agent's token only). */
  readonly audience?: 'AGENT';
}

export function createContentApi({ request, getLanguage }: PlatformRequester) {
  return {
    /** GET /wps/relay/MCSFE_getListAnnouncements (token optional): a page of announcements. */
    getAnnouncements(query: AnnouncementQuery = {}, options: CallOptions = {}) {
      return request('announcements', {
        schema: announcementPageSchema,
        query: { pageNo: 1, pageSize: 9, ...query, platform: 'W', language: getLanguage() },
        ...options,
      });
    },

    /** GET /wps/relay/MCSFE_getNotices (token optional): banners, notices, popups, promotions. */
    getNotices(params: { types?: readonly NoticeType[]; execution?: string } = {}, options: CallOptions = {}) {
      return request('notices', { schema: noticesSchema, query: noticesQuery(params, getLanguage()), ...options });
    },

    /** GET /wps/relay/ODSFE2_getWinnerBoard: winners, largest win first. */
    getWinnerBoard(params: { gameCategory?: string; limitNum?: number } = {}, options: CallOptions = {}) {
      return request('winnerBoard', {
        schema: winnerBoardSchema,
        query: { gameCategory: 'ALL', limitNum: 20, ...params, language: getLanguage() },
        ...options,
      });
    },

    /**
     * POST /wps/relay/MCSFE_claimRafflePromotion (API.md "Rewards"; POST per SPEC.md §7, routes.ts):
     * claims the raffle's prize (credited to the bonus wallet); a second claim fails
     * (raffle.already.claimed). `prize` in the answer is optional. `idempotencyKey` (ours,
     * routes.ts): one key per intent.
     */
    claimRaffle(payload: { raffleId: string; idempotencyKey?: string }, options: CallOptions = {}) {
      return request('raffleClaim', { schema: raffleClaimSchema, body: payload, ...options });
    },

    /** GET /wps/relay/CBS_modelList: the live-cam models (a signed-in member). */
    getLiveCamModels(options: CallOptions = {}) {
      return request('liveCamModels', { schema: liveCamModelsSchema, query: { language: getLanguage() }, ...options });
    },

    /** GET /wps/relay/CBS_unreadCount: the chat room's unread messages (CHATROOM3). */
    getChatUnreadCount(options: CallOptions = {}): Promise<number> {
      return request('chatUnreadCount', { schema: unreadCountSchema, ...options });
    },

    /**
     * GET /wps/relay/CBS_launchChat: the chat's address (`chatUrl`) — the chat room's without a
     * model (which reads its unread messages), a live-cam model's with `modelId`.
     */
    async launchChat(params: { modelId?: string } = {}, options: CallOptions = {}): Promise<string> {
      const value = await request('launchChat', {
        schema: liveCamChatSchema,
        query: { ...(params.modelId ? { modelId: params.modelId } : {}), language: getLanguage() },
        ...options,
      });
      return value.chatUrl;
    },
  };
}
