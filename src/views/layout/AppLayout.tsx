/**
 * The page shell (SPEC.md §2): skip link, header, side menu (a column from `lg` up, a drawer
 * opened from the header's hamburger below), banner slot, main content and footer, each shown
 * or hidden by the route's LayoutRules.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AfterFirstDraw } from '../../ui/AfterFirstDraw';
import { LazyDialog } from '../../ui/LazyDialog';
import { styled } from '../../ui/theme';
import { MEDIA, useMediaQuery } from '../../ui/useMediaQuery';
import { BannerSlot } from './BannerSlot';
import { Footer } from './Footer';
import { Header } from './Header';
import type { LayoutRules } from './layoutRules';
import { Logo } from './Logo';
import { ScrollManager } from './ScrollManager';
import { SideMenu } from './SideMenu';
import { useSessionView } from './useSessionView';

export const MAIN_CONTENT_ID = 'main-content';
const DRAWER_ID = 'side-menu-drawer';

export interface AppLayoutProps {
  rules: LayoutRules;
  children: ReactNode;
}

export function AppLayout({ rules, children }: AppLayoutProps) {
  const { t } = useTranslation('layout');
  const session = useSessionView();
  const desktop = useMediaQuery(MEDIA.lg);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const [pathname] = useLocation();

  const sideColumn = rules.sideMenu && desktop;
  const drawerAvailable = rules.sideMenu && !desktop;
  // Growing to desktop or moving to a game page leaves no hamburger to close the drawer with.
  if (drawerOpen && !drawerAvailable) setDrawerOpen(false);

  useRouteFocus(mainRef, pathname);

  return (
    <Shell>
      <SkipLink
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
          mainRef.current?.scrollIntoView({ block: 'start' });
        }}
      >
        {t('skipToContent')}
      </SkipLink>
      <ScrollManager />

      {rules.header ? (
        <Header
          showMenuButton={drawerAvailable}
          menuOpen={drawerOpen}
          menuId={DRAWER_ID}
          onMenuClick={() => setDrawerOpen(true)}
          loggedIn={session.loggedIn}
          restoring={session.restoring}
        />
      ) : null}

      <Body withColumn={sideColumn}>
        {sideColumn ? (
          <SideColumn aria-label={t('sideMenu.regionLabel')} withHeader={rules.header}>
            <SideMenu session={session} />
          </SideColumn>
        ) : null}

        <ContentColumn>
          {rules.banner ? <BannerSlot /> : null}
          <Main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} bare={!rules.header}>
            {children}
          </Main>
          {/* below the fold (Main is at least a screen tall): not in the first render (the
              footer's logos, licence and links were about a fifth of it at 4x CPU) */}
          {rules.footer ? (
            <AfterFirstDraw>
              <Footer />
            </AfterFirstDraw>
          ) : null}
        </ContentColumn>
      </Body>

      <LazyDialog
        open={drawerOpen && drawerAvailable}
        onClose={() => setDrawerOpen(false)}
        title={t('sideMenu.label')}
        hideTitle
        headerStart={<Logo />}
        placement="left"
        flush
        id={DRAWER_ID}
        closeLabel={t('header.closeMenu')}
      >
        <SideMenu session={session} onNavigate={() => setDrawerOpen(false)} />
      </LazyDialog>
    </Shell>
  );
}

/**
 * After a route change (not the first render) focus moves to <main>, so keyboard and screen
 * reader users start at the new content; skipped while a dialog holds focus.
 */
function useRouteFocus(mainRef: React.RefObject<HTMLElement | null>, pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = mainRef.current;
    if (!main || main.closest('[inert]')) return;
    if (document.activeElement?.closest('[role="dialog"]')) return;
    main.focus({ preventScroll: true });
  }, [mainRef, pathname]);
}

const Shell = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: '$bg',
  backgroundImage: 'radial-gradient(1200px 480px at 50% -200px, $colors$bgGlow 0%, transparent 70%)',
  backgroundRepeat: 'no-repeat',
});

const SkipLink = styled('a', {
  position: 'fixed',
  top: '$2',
  left: '$2',
  zIndex: '$skipLink',
  padding: '$3 $4',
  borderRadius: '$md',
  backgroundColor: '$gold',
  color: '$onGold',
  fontWeight: '$bold',
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  transition: 'transform $fast',
  '&:focus, &:focus-visible': { transform: 'none', outline: '2px solid $focus', outlineOffset: '2px' },
});

const Body = styled('div', {
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  variants: {
    withColumn: {
      true: { gridTemplateColumns: '$sizes$sideMenuWidth minmax(0, 1fr)' },
      false: {},
    },
  },
});

const SideColumn = styled('aside', {
  position: 'sticky',
  alignSelf: 'start',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: '$surface1',
  borderRight: '1px solid $border',
  scrollbarWidth: 'thin',
  variants: {
    withHeader: {
      true: { top: 'calc($sizes$headerHeight + 1px)', height: 'calc(100dvh - $sizes$headerHeight - 1px)' },
      false: { top: 0, height: '100dvh' },
    },
  },
});

const ContentColumn = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '& > *': { width: '100%', maxWidth: '$content', marginLeft: 'auto', marginRight: 'auto' },
  '& > footer': { maxWidth: 'none' },
});

// At least a screen tall, so the footer starts below the fold: a page that fills in as its code and
// data arrive never pushes a footer that was already painted in view (layout shift).
const Main = styled('main', {
  flex: 1,
  minHeight: 'calc(100dvh - $sizes$headerHeight)',
  px: '$3',
  paddingTop: '$4',
  paddingBottom: '$6',
  '&:focus': { outline: 'none' },
  '@md': { px: '$5', paddingTop: '$5' },
  variants: {
    bare: {
      true: { padding: 0, '@md': { padding: 0 } },
      false: {},
    },
  },
});
