/**
 * Page numbers to show (SPEC.md §9: pagination margin 2 pages, range 5): the first and last two
 * pages, five around the current one, and null where pages are skipped.
 */
export const PAGE_MARGIN = 2;
export const PAGE_RANGE = 5;

export function visiblePages(current: number, total: number, margin = PAGE_MARGIN, range = PAGE_RANGE): (number | null)[] {
  if (total <= 0) return [];
  const start = Math.max(1, Math.min(current - Math.floor(range / 2), total - range + 1));
  const end = Math.min(total, start + range - 1);
  const pages = new Set<number>();
  for (let page = 1; page <= Math.min(margin, total); page += 1) pages.add(page);
  for (let page = start; page <= end; page += 1) pages.add(page);
  for (let page = Math.max(1, total - margin + 1); page <= total; page += 1) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) result.push(null);
    result.push(page);
  });
  return result;
}
