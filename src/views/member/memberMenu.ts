/**
 * The member centre menu: every page of MEMBER_PAGES once, in four groups (labels
 * member:centre.groups.<id>, entries layout:memberPages.<page>). tests/unit/member checks that no
 * page is left out or listed twice.
 */
import { DEFAULT_MEMBER_PAGE, MEMBER_PAGES, type MemberPageName } from './memberPages';

export interface MemberMenuGroup {
  readonly id: 'money' | 'records' | 'rewards' | 'account';
  readonly pages: readonly MemberPageName[];
}

export const MEMBER_MENU: readonly MemberMenuGroup[] = [
  { id: 'money', pages: ['depositv2', 'withdraw', 'transferFund', 'transferUpline'] },
  { id: 'records', pages: ['transactionHistory', 'personalHistoryCopy', 'personalProfit', 'bonusDetails'] },
  { id: 'rewards', pages: ['rewardCenter', 'missionLeaderboard', 'manualRebate', 'referral', 'vip'] },
  { id: 'account', pages: ['securityCenter', 'messageV2', 'responsibleGaming', 'feedback', 'appDownload', 'domainList'] },
];

/** The page of a /member path (case-insensitive, as the route matches); /member alone is the default page. */
export function memberPageOfPath(path: string): MemberPageName {
  const segment = /^\/member\/([^/?#]+)/i.exec(path)?.[1]?.toLowerCase();
  return (segment && MEMBER_PAGES.find((page) => page.toLowerCase() === segment)) || DEFAULT_MEMBER_PAGE;
}

export const memberPagePath = (page: MemberPageName): string => `/member/${page}`;

/** What decides whether a menu entry is offered (SPEC.md §6): the session's member info. */
export interface MemberMenuAccess {
  readonly hasVip: boolean;
}

/** Entries offered only with a flag: VIP only with hasVip (its URL says it is not available). */
export function memberPageOffered(page: MemberPageName, access: MemberMenuAccess): boolean {
  return page !== 'vip' || access.hasVip;
}
