/** Content: announcements, notices (banners, marquee, popups, promotions), winners, raffle, chat room and live cams. */
import { z } from 'zod';
import { hashString } from '../infra/prng.js';
import { BONUS_WALLET, isAgentType, TRIAL_TYPE } from '../seed/accounts.js';
import { chatUnread, CHAT_ROOM_FLAG, readChatRoom } from '../domain/chat.js';
import { rebateAvailable } from '../domain/inbox.js';
import { CHAT_PAGE_PATH, CHAT_ROOM_PAGE_PATH } from '../seed/site.js';
import { isGameType } from '../seed/vendors.js';
import type { ContentItemOverride, ContentResource, Scenario } from '../state/scenario.js';
import type { NoticeRecord } from '../seed/content.js';
import type { Language } from '../seed/text.js';
import { roundMoney } from '../infra/units.js';
import { ERROR, PlatformError, defineHandlers, field, input, ok, paginate, requireFlag, requireRealMember } from './http.js';

/** Notice types of the notices call (SPEC.md §7): banner, player notice, popup, promotion, headline. */
type NoticeType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter(Boolean);

/** The scenario's replacement items of a resource (control setContent), or undefined for the catalogue's. */
export function contentOverride(scenario: Scenario, resource: ContentResource): readonly (ContentItemOverride & { readonly id: string; readonly index: number })[] | undefined {
  return scenario.content.get(resource)?.map((item, index) => ({ ...item, id: `${resource.toLowerCase()}-set-${index + 1}`, index }));
}

/** The marquee's notices (type PL, or their control replacement) in the shape of announcement items. */
function playerNoticesAsAnnouncements(context: { scenario: Scenario; catalogue: { notices: readonly NoticeRecord[] }; language: Language }) {
  const replaced = contentOverride(context.scenario, 'NOTICE');
  if (replaced) return replaced.map((item) => ({ id: item.id, title: item.title, content: item.content, announcementImages: [], promotionType: null, memberOnly: false, publishTime: '' }));
  return context.catalogue.notices
    .filter((notice) => notice.type === 'PL')
    .map((notice) => ({ id: notice.id, title: notice.title[context.language], content: notice.content[context.language], announcementImages: [], promotionType: null, memberOnly: false, publishTime: notice.publishTime }));
}

export const contentHandlers = defineHandlers({
  announcements: (context) => {
    const fields = input(context, z.object({ pageNo: field.page(1), pageSize: field.page(9, 100), audience: field.optionalText() }));
    const { language } = context;
    // (ours) audience=AGENT: the announcements for agents (SPEC.md §2 agentAnnouncement), to an agent only
    const forAgents = fields.audience?.toUpperCase() === 'AGENT';
    if (forAgents && !(context.member && isAgentType(context.member.type))) throw new PlatformError(ERROR.agentOnly);
    // (ours) the marquee's player notices head the players' list under their own ids, so a click on
    // a notice opens its announcement (SPEC.md §2 "Announcement popup")
    const notices = forAgents ? [] : playerNoticesAsAnnouncements(context);
    const replaced = contentOverride(context.scenario, 'ANNOUNCEMENT');
    if (replaced) {
      const items = replaced.map((item) => ({ id: item.id, title: item.title, content: item.content, announcementImages: [], promotionType: item.promotionType ?? null, memberOnly: false, publishTime: '' }));
      const { page, totalPages, totalCount } = paginate([...notices, ...items], fields.pageNo, fields.pageSize);
      return ok({ list: page, pageNum: fields.pageNo, totalPages, totalCount });
    }
    const visible = forAgents ? context.catalogue.agentAnnouncements : context.catalogue.announcements.filter((item) => !item.memberOnly || context.member !== undefined);
    const localized = [...notices, ...visible.map((item) => ({ ...item, title: item.title[language], content: item.content[language] }))];
    const { page, totalPages, totalCount } = paginate(localized, fields.pageNo, fields.pageSize);
    return ok({
      list: page,
      pageNum: fields.pageNo,
      totalPages,
      totalCount,
    });
  },

  notices: (context) => {
    const fields = input(context, z.object({ types: field.optionalText(), platform: field.optionalText(), execution: field.optionalText(), groupName: field.optionalText() }));
    const { catalogue, language, member } = context;
    const requested = listOf(fields.types);
    const wants = (type: NoticeType) => requested.length === 0 || requested.includes(type);
    // Popups by audience (SPEC.md §4): A logged in, B anonymous, F first-time login.
    const executions = listOf(fields.execution);
    const audience = executions.length > 0 ? executions : member ? ['A', ...(member.firstTimeLogin ? ['F'] : [])] : ['B'];
    const bannerPrefix = fields.platform?.toUpperCase() === 'M' ? 'm_' : 'w_';
    const value: Record<string, unknown> = {};
    if (wants('B')) {
      value.banners = catalogue.banners
        .filter((banner) => (fields.groupName ? banner.groupName === fields.groupName : banner.groupName.startsWith(bannerPrefix)))
        .map((banner) => ({ ...banner, title: banner.title[language] }));
    }
    const replaced = (resource: ContentResource) => contentOverride(context.scenario, resource);
    const noticeView = (type: 'PL' | 'H') =>
      replaced(type === 'PL' ? 'NOTICE' : 'HEADLINE')?.map((item) => ({ id: item.id, type, title: item.title, content: item.content, publishTime: '' })) ??
      catalogue.notices.filter((notice) => notice.type === type).map((notice) => ({ ...notice, title: notice.title[language], content: notice.content[language] }));
    if (wants('PL')) value.notices = noticeView('PL');
    if (wants('H')) value.headlines = noticeView('H');
    if (wants('PU')) {
      // a replacement popup goes to its execution's audience; one without goes to whichever audience asks
      value.popups =
        replaced('POPUP')
          ?.filter((item) => !item.execution || audience.includes(item.execution))
          .map((item) => ({ id: item.id, execution: item.execution ?? audience[0] ?? 'B', title: item.title, content: item.content, imageUrl: null })) ??
        catalogue.popups
          .filter((popup) => audience.includes(popup.execution))
          .filter((popup) => !popup.rebateWaiting || (member !== undefined && !isAgentType(member.type) && member.type !== TRIAL_TYPE && rebateAvailable(context.scenario, member).total > 0))
          // the picture's words in the reader's language, as a promotion's
          .map(({ rebateWaiting: _audience, ...popup }) => ({ ...popup, title: popup.title[language], content: popup.content[language], imageUrl: popup.imageUrl && `${popup.imageUrl}?lang=${language}` }));
    }
    if (wants('PR')) {
      value.promotions =
        replaced('PROMOTION')?.map((item) => ({ id: item.id, promotionType: `SET${item.index + 1}`, title: item.title, content: item.content, imageUrl: '' })) ??
        catalogue.promotions.map((promotion) => ({ ...promotion, title: promotion.title[language] }));
    }
    return ok(value);
  },

  winnerBoard: (context) => {
    const fields = input(context, z.object({ gameCategory: field.optionalText(), limitNum: field.page(20, 100) }));
    const category = fields.gameCategory?.toUpperCase();
    const list = context.catalogue.winners
      .filter((winner) => !category || category === 'ALL' || !isGameType(category) || winner.gameType === category)
      .toSorted((left, right) => right.winAmount - left.winAmount)
      .slice(0, fields.limitNum)
      .map(({ id, ...vo }) => ({ id, vo }));
    return ok({ list });
  },

  raffleClaim: (context) => {
    requireRealMember(context);
    const { scenario, member } = context;
    // The raffle is named by the caller: defaulting one let a claim with a misnamed field go through.
    const { raffleId } = input(context, z.object({ raffleId: z.string().trim().min(1) }));
    if (member.claimedRaffles.has(raffleId)) throw new PlatformError(ERROR.raffleClaimed);
    member.claimedRaffles.add(raffleId);
    // The prize is fixed per member and raffle, so a retried test sees the same amount.
    const prize = roundMoney(5 + (hashString(`${member.username}:${raffleId}:${context.catalogue.seed}`) % 9500) / 100);
    scenario.postMovement(member, { type: 'RAFFLE', amount: prize, wallet: BONUS_WALLET, remark: raffleId, orderNo: scenario.nextId('RAF') });
    return ok({ raffleId, prize });
  },

  chatUnreadCount: (context) => {
    requireFlag(context, CHAT_ROOM_FLAG);
    return ok({ count: context.member.type === TRIAL_TYPE ? 0 : chatUnread(context.scenario, context.member) });
  },

  // The chat room (no modelId: CHATROOM3, and its unread messages are read) or a live-cam model's chat.
  launchChat: (context) => {
    requireRealMember(context);
    const { modelId } = input(context, z.object({ modelId: field.optionalText() }));
    const language = context.language;
    if (!modelId) {
      requireFlag(context, CHAT_ROOM_FLAG);
      readChatRoom(context.scenario, context.member);
      return ok({ chatUrl: new URL(`${CHAT_ROOM_PAGE_PATH}?lang=${language}`, context.origin).toString() });
    }
    if (!context.catalogue.liveCamModels.some((model) => model.modelId === modelId)) throw new PlatformError(ERROR.gameNotFound);
    return ok({ chatUrl: new URL(`${CHAT_PAGE_PATH}/${encodeURIComponent(modelId)}?lang=${language}`, context.origin).toString() });
  },

  liveCamModels: (context) => {
    requireRealMember(context);
    return ok({ list: context.catalogue.liveCamModels });
  },
});
