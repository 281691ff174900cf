/** Sample answers of the register centre's and the agent announcements' calls, shared by the path models and the unit tests. */
import type { AffiliateLink, AffiliateLinkList, AnnouncementPage, CreatedDownline, RegisterSettings, UntrustedHtml } from '../../../src/api';

const rule = (patternId: number, acceptedPattern: string, minLength: number, maxLength: number) => ({ acceptedPattern, patternId: String(patternId), minLength, maxLength, show: true, required: true });

/** The seeded register rules of the username and password (schema/seed/settings.ts). */
export const REGISTER_SETTINGS: RegisterSettings = {
  username: rule(2, '^[A-Za-z][A-Za-z0-9]*$', 6, 12),
  password: rule(6, '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d!@#$%^&*._-]+$', 6, 20),
};

export const CREATED_MEMBER: CreatedDownline = { account: 'newmember1', type: 0, upline: 'agent01' };

export const LINK_A: AffiliateLink = { id: 'link-1', code: 'L11', url: 'http://localhost/register?affiliateCode=L11', memberType: 'MEMBER', remark: 'feria', createdTime: '2026-11-20T10:00:00.000Z' };
export const LINK_B: AffiliateLink = { id: 'link-2', code: 'L12', url: 'http://localhost/register?affiliateCode=L12', memberType: 'AGENT', remark: 'socios', createdTime: '2026-11-21T10:00:00.000Z' };

export const LINKS_ONE: AffiliateLinkList = { list: [LINK_A], max: 20 };
export const LINKS_NONE: AffiliateLinkList = { list: [], max: 20 };

const html = (text: string) => text as UntrustedHtml;
const item = (id: string, title: string) => ({ id, title, content: html(`<p>${title}</p>`), announcementImages: [], publishTime: '2026-11-20T10:00:00.000Z' });

/** A first page of two (9 + 2 items). */
export const ANNOUNCEMENTS_PAGE_1: AnnouncementPage = { items: Array.from({ length: 9 }, (_, index) => item(`a-${index + 1}`, `Aviso ${index + 1}`)), pageNum: 1, totalPages: 2, totalCount: 11 };
export const ANNOUNCEMENTS_PAGE_2: AnnouncementPage = { items: [item('a-10', 'Aviso 10'), item('a-11', 'Aviso 11')], pageNum: 2, totalPages: 2, totalCount: 11 };
export const ANNOUNCEMENTS_NONE: AnnouncementPage = { items: [], pageNum: 1, totalPages: 0, totalCount: 0 };
