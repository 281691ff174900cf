/** The notices call's query (no imports: index.html's early calls script builds the same one, src/boot). */
export type NoticeType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
export const ALL_NOTICE_TYPES: readonly NoticeType[] = ['B', 'PL', 'PU', 'PR', 'H'];
/** What every route's shell shows: the banners and the notice marquee (the notices chart's call). */
export const SHELL_NOTICE_TYPES: readonly NoticeType[] = ['B', 'PL'];

export function noticesQuery(params: { types?: readonly NoticeType[]; execution?: string }, language: string) {
  return { types: (params.types ?? ALL_NOTICE_TYPES).join(','), platform: 'W', execution: params.execution ?? 'B', language };
}
