/**
 * The member centre (SPEC.md §2, §6) at /member and /member/<page>: the shell around the member
 * pages, behind the gate the memberCentre chart keeps. From the lg breakpoint up it is a modal
 * dialog over the page it was opened from (the home lobby after a reload or a direct visit); on a
 * phone a full page. The menu lists every page, the current one marked, with the red count badges
 * of messages, missions and rewards; a page without a built view says it is coming soon.
 * Lazily loaded: none of it is on the first route.
 *
 * Crossing the breakpoint (a window resized, a tablet turned) changes only the frame: the shell
 * and the page in it stay mounted, so what was typed, the page's flow and focus survive. React
 * draws the shell once, into a node of its own (a portal at a fixed place in this tree), and that
 * node moves between the page frame and the dialog.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject, memo } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../language/LanguageSelect';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { memberAccessOf } from '@machines/member/memberCentre.connect';
import type { MemberBadgesView } from '@machines/member/memberBadges.connect';
import { hasSessionToken } from '../../config/storage';
import { memberCentreBeneath } from '../../app/navigation';
import { useRouteMatch } from '../../app/routeMatch';
import { useSession } from '../../app/session';
import { useFlag } from '../../app/system';
import { ChunkBoundary } from '../../ui/ChunkBoundary';
import { Dialog } from '../../ui/Dialog';
import { Empty } from '../../ui/Empty';
import { SideNavLink, SideNavList } from '../../ui/SideNav';
import { Spinner } from '../../ui/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { MEDIA, useMediaQuery } from '../../ui/useMediaQuery';
import { css, styled } from '../../ui/theme';
import { HomeLobby } from '../home/HomeLobby';
import { MEMBER_PAGE_VIEWS, type MemberPageName } from './memberPages';
import { MEMBER_MENU, memberPageOffered, memberPageOfPath, memberPagePath } from './memberMenu';
import { useMemberCentre } from './useMemberCentre';
import { useMemberBadgesApi } from './useMemberBadges';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';

function MemberCentre() {
  const { t } = useTranslation('member');
  const [location] = useLocation();
  const page = memberPageOfPath(location);
  const session = useSession();
  const access = memberAccessOf(session, hasSessionToken());
  const wide = useMediaQuery(MEDIA.lg);
  // the input is read once, when the flow opens; later changes of access, page and width travel as props
  const centre = useMemberCentre({ page, access, wide, beneath: memberCentreBeneath() });
  // the menu's counts: the flow the signed-in header opened (one number for the header and the menu)
  const badges = useMemberBadgesApi();
  const { node: shellNode, intoFrame, refocus } = useMovableNode();

  if (centre.status === 'checking') {
    return (
      <Centered>
        <Spinner size="lg" label={t('centre.loading')} />
      </Centered>
    );
  }
  if (centre.status === 'leaving') return null;

  // the frame changes with the presentation; the shell, second child of the same fragment in
  // both, keeps its place in the tree and so is never drawn anew
  return (
    <>
      {centre.overlay ? (
        <>
          <PageBeneath path={centre.beneath} />
          {/* wide, the centre is a dialog over the page and the side menu's select lies inert
              beneath it: the centre's own sits in its header, seen without scrolling the menu
              (a phone reaches the side menu's in its drawer) */}
          <Dialog
            open
            page
            onClose={centre.close}
            size="xl"
            title={t('centre.title')}
            headerEnd={<LanguageSelect compact />}
            closeLabel={t('centre.close')}
            flush
            initialFocusRef={refocus}
          >
            <OverlayBody ref={intoFrame} data-testid="member-centre" data-presentation="overlay" data-badges={badgeState(badges)} />
          </Dialog>
        </>
      ) : (
        <FullPage ref={intoFrame} data-testid="member-centre" data-presentation="page" data-badges={badgeState(badges)} aria-labelledby="member-centre-title">
          <PageTitle id="member-centre-title">{t('centre.title')}</PageTitle>
        </FullPage>
      )}
      {createPortal(<Shell badges={badges} page={page} hasVip={session.info?.hasVip === true} />, shellNode)}
    </>
  );
}

/** Lays out as if its content sat in the frame itself (min-height passes through for the overlay). */
const movableNodeClass = css({ display: 'contents', minHeight: 'inherit' });

interface MovableNode {
  /** Where React draws the shell. */
  readonly node: HTMLElement;
  /** The frames' ref: moves the node into the frame shown. */
  readonly intoFrame: (frame: HTMLElement | null) => void;
  /**
   * The element that had focus in the node when the old frame went (which took focus with it),
   * focused again after the move; the dialog's own first focus uses it too.
   */
  readonly refocus: RefObject<HTMLElement | null>;
}

/** A DOM node React draws into once (through a portal), moved into whichever frame is shown. */
function useMovableNode(): MovableNode {
  const [node] = useState(() => {
    const element = document.createElement('div');
    element.className = movableNodeClass();
    return element;
  });
  const lastFocused = useRef<HTMLElement | null>(null);
  const refocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastFocused.current = event.target;
    };
    node.addEventListener('focusin', remember);
    return () => node.removeEventListener('focusin', remember);
  }, [node]);
  const intoFrame = useCallback(
    (frame: HTMLElement | null) => {
      if (!frame || node.parentElement === frame) return;
      const moving = node.parentElement !== null;
      frame.appendChild(node);
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      refocus.current = moving && focusLost && lastFocused.current && node.contains(lastFocused.current) ? lastFocused.current : null;
      refocus.current?.focus({ preventScroll: true });
    },
    [node],
  );
  return { node, intoFrame, refocus };
}

export default MemberCentre;

const badgeState = (badges: MemberBadgesView) => (badges.badgesLoading ? 'loading' : badges.badgesFailed ? 'failed' : 'settled');

function Shell({ badges, page, hasVip }: { badges: MemberBadgesView; page: MemberPageName; hasVip: boolean }) {
  return (
    <Layout>
      <MemberMenu badges={badges} current={page} hasVip={hasVip} />
      <Content data-testid="member-page" data-page={page}>
        <PageContent page={page} />
      </Content>
    </Layout>
  );
}

/**
 * Memoised, and told `hasVip` rather than reading the session: the centre renders on every change
 * of the session and its flow (four times as a page opens), and each redrew the menu's links with it;
 * the menu now draws again only when its badges, the page or the VIP access change.
 */
const MemberMenu = memo(function MemberMenu({ badges, current, hasVip }: { badges: MemberBadgesView; current: MemberPageName; hasVip: boolean }) {
  const { t } = useTranslation(['member', 'layout']);
  // invite friends only while the referral promotion is on (SPEC.md §6)
  const referralOn = useFlag('REFERRAL3');
  const access = { hasVip };
  return (
    <Menu aria-label={t('centre.menuLabel')} data-testid="member-menu">
      {MEMBER_MENU.map((group) => (
        <Group key={group.id}>
          <GroupTitle id={`member-menu-${group.id}`}>{t(`centre.groups.${group.id}`)}</GroupTitle>
          <SideNavList role="list" aria-labelledby={`member-menu-${group.id}`}>
            {group.pages.filter((entry) => (entry !== 'referral' || referralOn) && memberPageOffered(entry, access)).map((entry) => {
              const count = badges.badgeOf(entry);
              return (
                <li key={entry}>
                  <SideNavLink href={memberPagePath(entry)} aria-current={entry === current ? 'page' : undefined} data-page={entry}>
                    <span>{t(`layout:memberPages.${entry}`)}</span>
                    {count !== null ? (
                      <Badge data-testid={`member-badge-${entry}`}>
                        <span aria-hidden="true">{badges.badgeText(count)}</span>
                        <VisuallyHidden>{`, ${t('centre.badge', { count })}`}</VisuallyHidden>
                      </Badge>
                    ) : null}
                  </SideNavLink>
                </li>
              );
            })}
          </SideNavList>
        </Group>
      ))}
    </Menu>
  );
});

/**
 * The page itself, drawn again only when the page changes: the centre above it renders on every
 * change of the session, its flow and each badge count (15 times while a page opens), and each
 * of those redrew the whole page with it (the long tasks of every member page).
 */
const PageContent = memo(function PageContent({ page }: { page: MemberPageName }) {
  return (
    <ChunkBoundary key={page} area="page">
      <SuspenseBoundary fallback={<Spinner size="lg" />}>
        <PageView page={page} />
      </SuspenseBoundary>
    </ChunkBoundary>
  );
});

function PageView({ page }: { page: MemberPageName }) {
  const View = MEMBER_PAGE_VIEWS[page];
  if (View) return <View />;
  return <ComingSoon page={page} />;
}

function ComingSoon({ page }: { page: MemberPageName }) {
  const { t } = useTranslation(['member', 'layout']);
  const name = t(`layout:memberPages.${page}`);
  return (
    <section aria-labelledby="member-page-title" data-testid="member-coming-soon">
      <PageHeading id="member-page-title">{name}</PageHeading>
      <Empty>
        <strong>{t('centre.comingSoon')}</strong>
        <br />
        {t('centre.comingSoonBody', { page: name })}
      </Empty>
    </section>
  );
}

/**
 * The page the overlay sits over, drawn as it was (its own path and query for the views that read
 * them); the home lobby when the centre was not opened from another page. Inert under the dialog.
 */
const PageBeneath = memo(function PageBeneath({ path }: { path: string | null }) {
  const matchRoute = useRouteMatch();
  const route = path ? matchRoute(path) : null;
  const location = useMemo(() => {
    const [pathname = '/', search = ''] = (path ?? '/').split('?');
    return memoryLocation({ path: pathname, searchPath: search, static: true });
  }, [path]);
  const View = route && !route.lobby ? route.view : null;
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {View ? (
        <SuspenseBoundary fallback={null}>
          <View />
        </SuspenseBoundary>
      ) : (
        <HomeLobby />
      )}
    </Router>
  );
});

const Centered = styled('div', { display: 'grid', placeItems: 'center', minHeight: '40vh', color: '$goldText' });

const FullPage = styled('section', { display: 'flex', flexDirection: 'column', gap: '$3', padding: '$3 0' });

const PageTitle = styled('h1', { margin: 0, fontSize: '$xl', fontWeight: '$bold', px: '$3' });

const OverlayBody = styled('div', { minHeight: 'min(640px, 80dvh)' });

const Layout = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '@lg': { flexDirection: 'row', alignItems: 'stretch', gap: 0, minHeight: 'inherit' },
});

const Menu = styled('nav', {
  // the containing block of the badges' visually hidden text: without it those absolutely placed
  // spans escape the phone's scrolling strip and widen the whole page (2,500 px at 390), which
  // zoomed the phone out and sent taps to the wrong place
  position: 'relative',
  display: 'flex',
  gap: '$3',
  overflowX: 'auto',
  px: '$3',
  paddingBottom: '$1',
  scrollbarWidth: 'thin',
  '@lg': {
    flexDirection: 'column',
    overflowX: 'visible',
    overflowY: 'auto',
    width: '240px',
    flexShrink: 0,
    padding: '$3',
    borderRight: '1px solid $border',
    backgroundColor: '$surface2',
  },
});

const Group = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1', flexShrink: 0 });

const GroupTitle = styled('h2', {
  margin: 0,
  px: '$2',
  fontSize: '$xs',
  fontWeight: '$semibold',
  color: '$textMuted',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});



const Badge = styled('span', {
  marginLeft: 'auto',
  minWidth: '20px',
  height: '20px',
  px: '6px',
  borderRadius: '$pill',
  backgroundColor: '$danger',
  color: '#fff',
  fontSize: '$xs',
  fontWeight: '$bold',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

const Content = styled('div', {
  flex: 1,
  minWidth: 0,
  px: '$3',
  '@lg': { padding: '$4', overflowY: 'auto' },
});

const PageHeading = styled('h2', { margin: '0 0 $3', fontSize: '$lg', fontWeight: '$bold' });

