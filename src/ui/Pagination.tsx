import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { visiblePages } from './pagination';
import { styled } from './theme';

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'onChange'> {
  /** The page shown, from 1. */
  current: number;
  /** How many pages there are; nothing is rendered for fewer than 1. */
  total: number;
  onChange: (page: number) => void;
}

/**
 * Page buttons from `visiblePages` (SPEC.md §9: margin 2, range 5): previous, the first and last
 * two pages, five around the current one (aria-current="page"), gaps as "…", next.
 */
export function Pagination({ current, total, onChange, ...rest }: PaginationProps) {
  const { t } = useTranslation('common');
  if (total < 1) return null;
  return (
    <PageNav aria-label={t('ui.pagination.label')} {...rest}>
      <PageButton type="button" disabled={current <= 1} onClick={() => onChange(current - 1)} aria-label={t('ui.pagination.previous')}>
        <ChevronLeftIcon size={16} />
      </PageButton>
      {visiblePages(current, total).map((page, index) =>
        page === null ? (
          <Gap key={`gap${index}`} aria-hidden="true">
            …
          </Gap>
        ) : (
          <PageButton
            key={page}
            type="button"
            aria-current={page === current ? 'page' : undefined}
            aria-label={t('ui.pagination.page', { page })}
            onClick={() => onChange(page)}
          >
            {page}
          </PageButton>
        ),
      )}
      <PageButton type="button" disabled={current >= total} onClick={() => onChange(current + 1)} aria-label={t('ui.pagination.next')}>
        <ChevronRightIcon size={16} />
      </PageButton>
    </PageNav>
  );
}

// one line at every width: on a phone the buttons narrow (to 28 px) before the next arrow would wrap below
const PageNav = styled('nav', { display: 'flex', flexWrap: 'nowrap', justifyContent: 'center', gap: '2px', minWidth: 0, '@md': { gap: '4px' } });

const PageButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  flex: '0 1 36px',
  minWidth: '28px',
  minHeight: '36px',
  '@md': { flex: 'none', minWidth: '36px' },
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: '$md',
  border: '1px solid $border',
  fontSize: '$sm',
  cursor: 'pointer',
  '&[aria-current="page"]': { backgroundColor: '$gold', color: '$onGold', borderColor: '$gold' },
  '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

const Gap = styled('span', { flex: '0 1 24px', minWidth: '12px', textAlign: 'center', color: '$textMuted', alignSelf: 'center' });
