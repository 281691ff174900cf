/**
 * The desktop header's categories, each a button opening a panel of its vendors (SPEC.md §2
 * header, §9): a category with more than 10 vendors gets the large, multi-column layout. Loaded
 * and mounted from the `lg` breakpoint only: below it the side menu lists the categories and the
 * header stays uncluttered. Behaviour is the headerVendors chart's; this view maps the keyboard
 * and pointer to its events.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { VendorLane } from '@api/index';
import { connectHeaderVendors, laneTypeOf as laneType } from '@machines/home/headerVendors.connect';
import { useFlow } from '../../app/actors';
import { headerVendorsLogic } from '../../app/wiring/home/headerVendors';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { styled } from '../../ui/theme';
import { categoryHref } from '../games/gameRoutes';
import { FLOW } from '../../app/flowKeys';
import { useLanguage } from '../../ui/useLanguage';

export function HeaderVendorMenu() {
  const { t } = useTranslation(['layout', 'common']);
  const language = useLanguage();
  // told the page's language: the category names are asked again in another one
  const menu = useFlow(FLOW.headerVendors, headerVendorsLogic, connectHeaderVendors, { input: { language }, props: { type: 'LANGUAGE', language } });
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const panelRef = useRef<HTMLDivElement>(null);
  const [panelLeft, setPanelLeft] = useState(0);
  const panelId = useId();
  const edges = useOverflowEdges(navRef);
  const { openType, openLane, openLayout, close } = menu;

  // Escape closes and gives focus back to the category's button; a press outside just closes
  useEffect(() => {
    if (!openType) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
      buttons.current.get(openType)?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (panelRef.current?.contains(target) || navRef.current?.contains(target))) return;
      close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [openType, close]);

  // the panel hangs under its button, kept inside the header (the panel is positioned on the header bar)
  useLayoutEffect(() => {
    if (!openType) return;
    const button = buttons.current.get(openType);
    const bar = navRef.current?.closest('header');
    const panel = panelRef.current;
    if (!button || !bar || !panel) return;
    const barBox = bar.getBoundingClientRect();
    const wanted = button.getBoundingClientRect().left - barBox.left;
    setPanelLeft(Math.max(8, Math.min(wanted, barBox.width - panel.offsetWidth - 8)));
  }, [openType, openLane]);

  if (menu.busy) {
    return <Nav ref={navRef} aria-label={t('header.categories.label')} aria-busy="true" data-testid="header-vendors" data-state="loading" />;
  }
  if (menu.failed) {
    return (
      <Nav ref={navRef} aria-label={t('header.categories.label')} data-testid="header-vendors" data-state="failed">
        <CategoryButton type="button" onClick={menu.retry}>
          {t('header.categories.retry')}
        </CategoryButton>
      </Nav>
    );
  }

  const title = (lane: VendorLane) => lane.name ?? t(`common:gameTypes.${laneType(lane)}`);
  // a row wider than its room says so with arrows at its ends (a fade alone reads as a cut word)
  const step = (direction: 1 | -1) => navRef.current?.scrollBy({ left: direction * navRef.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <>
      {edges.overflowing ? (
        <ScrollArrow type="button" aria-label={t('header.categories.scrollBack')} disabled={!edges.before} onClick={() => step(-1)} data-testid="header-categories-back">
          <ChevronLeftIcon size={16} />
        </ScrollArrow>
      ) : null}
      <Nav ref={navRef} aria-label={t('header.categories.label')} data-testid="header-vendors" data-state={menu.status}>
        {menu.lanes.map((lane) => {
          const gameType = laneType(lane);
          const expanded = openType === gameType;
          return (
            <CategoryButton
              key={gameType}
              type="button"
              ref={(node) => {
                if (node) buttons.current.set(gameType, node);
                else buttons.current.delete(gameType);
              }}
              data-testid={`header-category-${gameType}`}
              aria-expanded={expanded}
              aria-controls={expanded ? panelId : undefined}
              onClick={() => menu.toggle(gameType)}
            >
              {title(lane)}
              <ChevronDownIcon size={14} aria-hidden="true" />
            </CategoryButton>
          );
        })}
      </Nav>
      {edges.overflowing ? (
        <ScrollArrow type="button" aria-label={t('header.categories.scrollOn')} disabled={!edges.after} onClick={() => step(1)} data-testid="header-categories-on">
          <ChevronRightIcon size={16} />
        </ScrollArrow>
      ) : null}
      {openLane && openLayout ? (
        <Panel
          ref={panelRef}
          id={panelId}
          role="region"
          aria-label={t('header.categories.vendorsOf', { name: title(openLane) })}
          data-testid="header-vendor-panel"
          data-layout={openLayout}
          layout={openLayout}
          style={{ left: panelLeft }}
        >
          <AllLink href={categoryHref(laneType(openLane))} onClick={close}>
            {t('header.categories.all', { name: title(openLane) })}
          </AllLink>
          <VendorList layout={openLayout}>
            {openLane.cards.map((card) => (
              <li key={card.vassalage}>
                <VendorLink
                  href={categoryHref(laneType(openLane), card.vassalage)}
                  data-vendor={card.vassalage}
                  onClick={close}
                >
                  {card.displayName ?? card.vassalage}
                </VendorLink>
              </li>
            ))}
          </VendorList>
        </Panel>
      ) : null}
    </>
  );
}

/**
 * Marks which ends of a horizontally scrolling row hide categories (data-more-before /
 * data-more-after) so the row fades there, and lets a mouse wheel scroll the row sideways: in
 * Spanish at 1280 px the categories are wider than the room between the logo and the buttons.
 */
function useOverflowEdges(ref: RefObject<HTMLElement | null>): { overflowing: boolean; before: boolean; after: boolean } {
  const [edges, setEdges] = useState({ overflowing: false, before: false, after: false });
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      const max = row.scrollWidth - row.clientWidth;
      const before = row.scrollLeft > 1;
      const after = max - row.scrollLeft > 1;
      row.toggleAttribute('data-more-before', before);
      row.toggleAttribute('data-more-after', after);
      // the arrows take room from the row: once shown they stay until the row fits without them
      setEdges((last) => {
        const overflowing = max > (last.overflowing ? ARROWS_WIDTH : 1);
        return last.overflowing === overflowing && last.before === before && last.after === after ? last : { overflowing, before, after };
      });
    };
    const onWheel = (event: WheelEvent) => {
      if (row.scrollWidth <= row.clientWidth || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
      event.preventDefault();
      row.scrollLeft += event.deltaY;
    };
    update();
    const resize = new ResizeObserver(update);
    resize.observe(row);
    for (const child of row.children) resize.observe(child);
    row.addEventListener('scroll', update, { passive: true });
    row.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      resize.disconnect();
      row.removeEventListener('scroll', update);
      row.removeEventListener('wheel', onWheel);
    };
  });
  return edges;
}

/** Both arrows' width with their gaps (ScrollArrow). */
const ARROWS_WIDTH = 2 * (28 + 4);

const ScrollArrow = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: '$pill',
  border: '1px solid $border',
  color: '$text',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.35, cursor: 'default' },
  '@hover': { '&:hover:not(:disabled)': { backgroundColor: '$surface2' } },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

const FADE = '32px';

const Nav = styled('nav', {
  display: 'flex',
  alignItems: 'center',
  gap: '$1',
  flex: '1 1 auto',
  minWidth: 0,
  height: '100%',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&[data-more-after]': { maskImage: `linear-gradient(to right, #000 calc(100% - ${FADE}), transparent)` },
  '&[data-more-before]': { maskImage: `linear-gradient(to right, transparent, #000 ${FADE})` },
  '&[data-more-before][data-more-after]': {
    maskImage: `linear-gradient(to right, transparent, #000 ${FADE}, #000 calc(100% - ${FADE}), transparent)`,
  },
});

const CategoryButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  flexShrink: 0,
  minHeight: '40px',
  px: '$2',
  borderRadius: '$md',
  color: '$text',
  fontSize: '$sm',
  fontWeight: '$medium',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surface2' },
  '&[aria-expanded="true"]': { color: '$goldText', backgroundColor: '$surface2' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '& > svg': { transition: 'transform $fast' },
  '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
});

const Panel = styled('div', {
  position: 'absolute',
  top: '100%',
  marginTop: '4px',
  padding: '$3',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  boxShadow: '$lg',
  maxHeight: 'calc(100dvh - $sizes$headerHeight - 24px)',
  overflowY: 'auto',
  variants: {
    layout: {
      compact: { width: '260px' },
      large: { width: 'min(760px, calc(100vw - 32px))' },
    },
  },
});

const VendorList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '2px',
  variants: {
    layout: {
      compact: { gridTemplateColumns: '1fr' },
      large: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
});

const linkStyle = {
  display: 'block',
  padding: '$2',
  borderRadius: '$md',
  color: '$text',
  fontSize: '$sm',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '&:hover': { backgroundColor: '$surface2', color: '$goldText' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px' },
} as const;

const VendorLink = styled(Link, linkStyle);
const AllLink = styled(Link, { ...linkStyle, fontWeight: '$bold', color: '$goldText', marginBottom: '$1' });
