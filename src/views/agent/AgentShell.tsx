/**
 * The agent centre (SPEC.md §2 "Agent centre pages", §6) at /agentHome and /agentHome/<page>: a
 * shell of its own, without the site's header and footer — logo, GMT offset and a clock that the
 * agentShell chart moves every second, the language select, the agent's nickname, sign-out —
 * around the page open. The menu lists the pages the whitelabel flags allow, in SPEC.md's order: a
 * side column from the lg breakpoint, a horizontally scrolling strip on a phone. Deposit and
 * withdrawal are the member centre's own pages; pages not built yet say they are coming soon.
 * Rendered by AgentHomeGate (signed-in agents only) and lazily loaded: none of it is on the first
 * route.
 */
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AgentMenuEntry } from '@machines/agent/agentShell.connect';
import { AGENT_MENU_FLAGS, agentPageOf, type AgentMenuFlags, type AgentPageName } from '@machines/agent/agentShell.machine';
import { CustomerServiceSlot } from '../support/LiveSupportSlot';
import { useSession } from '../../app/session';
import { useSystem } from '../../app/system';
import { Button } from '../../ui/Button';
import { ChunkBoundary } from '../../ui/ChunkBoundary';
import { Empty } from '../../ui/Empty';
import { ClockIcon, LogOutIcon, UserIcon } from '../../ui/icons';
import { SideNavLink, SideNavList } from '../../ui/SideNav';
import { Spinner } from '../../ui/Spinner';
import { styled } from '../../ui/theme';
import { LanguageSelect } from '../language/LanguageSelect';
import { Logo } from '../layout/Logo';
import { useAgentShell } from './useAgentShell';
import { useSignInContracts } from './contracts/useContract';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';
import { CONTRACT_PAGE_KINDS, ContractPage, REGISTER_PAGE_VIEWS, REUSED_VIEWS, TEAM_PAGE_VIEWS, reportView } from './agentPages';

/** The page segment of an /agentHome path, if it names a page of the menu. */
function agentPageOfPath(path: string): AgentPageName | null {
  return agentPageOf(/^\/agentHome\/([^/?#]+)/i.exec(path)?.[1]);
}

/** The agent menu's flags as the system has them (the record changes only when a flag does). */
function useAgentMenuFlags(): AgentMenuFlags {
  const system = useSystem();
  const key = AGENT_MENU_FLAGS.map((flag) => (system.flag(flag) ? '1' : '0')).join('');
  return useMemo(() => Object.fromEntries(AGENT_MENU_FLAGS.map((flag, index) => [flag, key[index] === '1'])) as Record<(typeof AGENT_MENU_FLAGS)[number], boolean>, [key]);
}

export function AgentShell() {
  const { t } = useTranslation(['agent', 'auth']);
  const [location] = useLocation();
  const asked = agentPageOfPath(location);
  const flags = useAgentMenuFlags();
  const session = useSession();
  // the zone the clock shows: the browser's (the platform's status call names none), its offset
  // read by the chart at every tick, so the clock follows a daylight-saving change
  const [opened] = useState(() => ({ now: Date.now() }));
  // the contract setting, read with the after-sign-in contract info, only when the platform says
  // it (`contractKinds`, ours): a kind not set up hides its page. A platform that follows API.md
  // does not say, and the whitelabel flags alone decide; a null …req… section means no offers
  // waiting, never "not set up".
  const kindsSetUp = useSignInContracts().kindsSetUp;
  const shell = useAgentShell({ page: asked, flags, ...opened }, kindsSetUp);

  const contentRef = useFocusOnPageChange(shell.page);

  const nickname = session.info?.nickname || session.info?.account || '';
  return (
    <Frame data-testid="agent-centre">
      <TopBar>
        <Logo asLink={false} />
        <Clock data-testid="agent-clock" aria-label={t('clock.label')}>
          <ClockIcon size={16} aria-hidden="true" />
          <span data-testid="agent-gmt">{shell.gmtOffset}</span>
          <time data-testid="agent-time" dateTime={`${shell.date}T${shell.time}`}>
            <DatePart>{shell.date} </DatePart>
            {shell.time}
          </time>
        </Clock>
        <Account>
          {/* agents read in their language too: the side menu's select, which the centre's own shell does not show */}
          <LanguageSelect compact />
          <Nickname data-testid="agent-nickname" title={nickname}>
            <UserIcon size={16} aria-hidden="true" />
            <span>{nickname}</span>
          </Nickname>
          <Button variant="ghost" size="sm" icon={<LogOutIcon size={16} />} onClick={shell.signOut} data-testid="agent-sign-out">
            <SignOutLabel>{t('auth:header.signOut')}</SignOutLabel>
          </Button>
        </Account>
      </TopBar>
      <Body>
        <AgentMenu menu={shell.menu} page={shell.page} />
        <Content id="agent-page" ref={contentRef} tabIndex={-1} data-testid="agent-page" data-page={shell.page} aria-label={t(`pages.${shell.page}`)}>
          <ChunkBoundary key={shell.page} area="page">
            <SuspenseBoundary fallback={<Spinner size="lg" />}>
              <PageView page={shell.page} />
            </SuspenseBoundary>
          </ChunkBoundary>
        </Content>
      </Body>
    </Frame>
  );
}

export default AgentShell;

/**
 * After a page change from the menu, focus goes to the page (a labelled region), so a keyboard or
 * screen-reader user lands on what they opened instead of staying in the menu strip. Not on the
 * first page shown: focus stays where the browser put it on load.
 */
function useFocusOnPageChange(page: AgentPageName) {
  const contentRef = useRef<HTMLElement | null>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    contentRef.current?.focus({ preventScroll: true });
  }, [page]);
  return contentRef;
}

/** The same entries, in the same order, the same one current: the chart derives a new list on every change. */
function sameMenu(before: readonly AgentMenuEntry[], after: readonly AgentMenuEntry[]): boolean {
  return before.length === after.length && before.every((entry, index) => entry.page === after[index]?.page && entry.current === after[index]?.current);
}

// The shell draws again on every tick of its clock (each second): the menu and the page are drawn
// again only when they change. Before, each tick redrew the whole page, its tables included (a
// 45–60 ms task every second at 4x CPU on the agents' report pages).
const AgentMenu = memo(
  function AgentMenu({ menu, page }: { menu: readonly AgentMenuEntry[]; page: AgentPageName }) {
    const { t } = useTranslation('agent');
    const currentRef = useRef<HTMLAnchorElement | null>(null);
    // on a phone the strip scrolls: keep the open page's entry in sight (a deep link, a page change)
    useEffect(() => {
      currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }, [page]);
    return (
      <Menu aria-label={t('menu.label')} data-testid="agent-menu">
        <SideNavList>
          {menu.map((entry) => (
            <li key={entry.page}>
              <SideNavLink href={entry.href} aria-current={entry.current ? 'page' : undefined} data-page={entry.page} ref={entry.current ? currentRef : undefined}>
                {t(`pages.${entry.page}`)}
              </SideNavLink>
            </li>
          ))}
        </SideNavList>
      </Menu>
    );
  },
  (before, after) => before.page === after.page && sameMenu(before.menu, after.menu),
);

const PageView = memo(function PageView({ page }: { page: AgentPageName }) {
  const View = REUSED_VIEWS[page];
  // the member page brings its own heading
  if (View) return <View />;
  const TeamView = TEAM_PAGE_VIEWS[page] ?? REGISTER_PAGE_VIEWS[page];
  if (TeamView) return <TeamView />;
  const contractKind = CONTRACT_PAGE_KINDS[page];
  if (contractKind) return <ContractPage kind={contractKind} />;
  const report = reportView(page);
  if (report) return report;
  if (page === 'customerService') return <CustomerService />;
  return <ComingSoon page={page} />;
});

function ComingSoon({ page }: { page: AgentPageName }) {
  const { t } = useTranslation('agent');
  const name = t(`pages.${page}`);
  return (
    <section data-testid="agent-coming-soon">
      <PageTitle id="agent-page-title">{name}</PageTitle>
      <Empty>
        <strong>{t('comingSoon.title')}</strong>
        <br />
        {t('comingSoon.body', { page: name })}
      </Empty>
    </section>
  );
}

function CustomerService() {
  const { t } = useTranslation('agent');
  return (
    <section data-testid="agent-customer-service">
      <PageTitle id="agent-page-title">{t('pages.customerService')}</PageTitle>
      <CustomerServiceSlot place="agent" />
    </section>
  );
}

const Frame = styled('div', { minHeight: '100dvh', display: 'flex', flexDirection: 'column', backgroundColor: '$bg' });

const TopBar = styled('header', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $3',
  padding: '$2 $3',
  borderBottom: '1px solid $border',
  backgroundColor: '$surface1',
  '@lg': { flexWrap: 'nowrap', padding: '$3 $5', gap: '$5' },
});

const Clock = styled('div', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  order: 3,
  width: '100%',
  justifyContent: 'center',
  padding: '$1 $2',
  borderRadius: '$pill',
  backgroundColor: '$surface2',
  color: '$text',
  fontSize: '$sm',
  fontVariantNumeric: 'tabular-nums',
  '& svg': { color: '$goldText', flexShrink: 0 },
  '& [data-testid="agent-gmt"]': { color: '$goldText', fontWeight: '$semibold' },
  '@lg': { order: 0, width: 'auto', px: '$3' },
});

const DatePart = styled('span', { color: '$textMuted' });

const Account = styled('div', { marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: '$2', minWidth: 0 });

const Nickname = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minWidth: 0,
  maxWidth: '40vw',
  fontSize: '$sm',
  fontWeight: '$semibold',
  color: '$text',
  '& span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& svg': { color: '$goldText', flexShrink: 0 },
});

/** On a phone the button shows its icon only, so the bar keeps to one row; the name stays for assistive tech. */
const SignOutLabel = styled('span', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@md': { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
});

const Body = styled('div', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  '@lg': { flexDirection: 'row' },
});

const Menu = styled('nav', {
  position: 'relative',
  overflowX: 'auto',
  padding: '$2 $3',
  borderBottom: '1px solid $border',
  scrollbarWidth: 'thin',
  '@lg': {
    overflowX: 'visible',
    overflowY: 'auto',
    width: '260px',
    flexShrink: 0,
    padding: '$3',
    borderBottom: 'none',
    borderRight: '1px solid $border',
    backgroundColor: '$surface1',
  },
});



const Content = styled('section', {
  flex: 1,
  minWidth: 0,
  padding: '$3',
  '@lg': { padding: '$5' },
  // focused from code after a page change (never by Tab): no ring around the whole page
  '&:focus, &:focus-visible': { outline: 'none' },
});

const PageTitle = styled('h1', { margin: '0 0 $3', fontSize: '$lg', fontWeight: '$bold' });

