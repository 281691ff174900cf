/**
 * The application once the system status is normal: the shell (header, side menu, banner,
 * footer per route) around the routed content. Rendered by main.tsx inside the system gate; it
 * does not create the system actor itself.
 */
import { useEffect } from 'react';
import { lazyChunk } from '../ui/loadChunk';
import { useTranslation } from 'react-i18next';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { BRAND_NAME } from '../config/brand';
import { globalStyles, styled } from '../ui/theme';
import { ChunkBoundary } from '../ui/ChunkBoundary';
import { Spinner } from '../ui/Spinner';
import { AppLayout } from '../views/layout/AppLayout';
import { layoutFor } from '../views/layout/layoutRules';
import { HomeLobby } from '../views/home/HomeLobby';
import { hasSessionToken } from '../config/storage';
import { RouteMatchContext } from './routeMatch';
import { notePageShown, SendToLogin } from './navigation';
import { APP_ROUTES, matchAppRoute, type AppRoute } from './routes';
import { useSessionGate } from './session';
import { PublicPopups } from '../views/popups/PublicPopups';
import AnalyticsConsent from '../views/consent/AnalyticsConsent';
import { SuspenseBoundary } from '../ui/SuspenseBoundary';
import { PageStillLoading, usePageSettled } from '../ui/pageSettled';
import { SignedInExtras } from './SignedInExtras';
import { DialogReporter } from './dialogs';
import { SessionUnreachablePage } from '../views/status/StatusPages';

/** Loaded when one of its dialogs is due, not for the first page. */
const SessionDialogs = lazyChunk(() => import('../views/auth/SessionDialogs').then((module) => ({ default: module.SessionDialogs })));
/** The new version's offer and its service worker (workbox-window): after the first page is drawn. */
const AppUpdateOffer = lazyChunk(() => import('../views/liteApp/AppUpdateOffer'));
const AppInstallHost = lazyChunk(() => import('../views/liteApp/AppInstallHost'));
const NotFoundPage = lazyChunk(() => import('../views/placeholder/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

export function App() {
  globalStyles();
  const [location] = useLocation();
  const matched = matchAppRoute(location);
  const rules = layoutFor(location, { notFound: matched === null });
  useDocumentTitle(matched);
  usePageBeneath(location);
  const { dialogDue: sessionDialogDue, restoring, held, unreachable } = useSessionGate();
  // the stored session waits for the platform: its retry page, as the status gate's own
  if (unreachable) return <SessionUnreachablePage />;

  return (
    <RouteMatchContext.Provider value={matchAppRoute}>
      {/* tells the dialog manager the modals the user opened, the place and typing */}
      <DialogReporter />
      {/* the public popups' check (SPEC.md §4): the popup view itself loads when one is due */}
      <PublicPopups />
      {/* the gates show a spinner, not a fallback, while the session is restored */}
      {restoring ? <PageStillLoading /> : null}
      {/* analytics only after the visitor's consent (the banner, then Google's loader) */}
      {/* in the first route's code (1.4 KB): a first visit's question paints with the page, and on
          a page with little else it is the largest paint (3.9 s as a chunk after the status) */}
      <AnalyticsConsent />
      <AppLayout rules={rules}>
        {/* Kept in one place for every lobby route, so /login ↔ /register ↔ / keep the same lobby. */}
        {matched?.lobby ? <HomeLobby /> : null}
        {/* keyed by the path: a page whose code did not arrive does not keep the next page from loading */}
        <ChunkBoundary key={matched?.id ?? 'not-found'} area="page">
          <SuspenseBoundary fallback={matched?.lobby ? null : <PageFallback />}>
            <Switch>
              {APP_ROUTES.map((route) => (
                <Route key={route.id} path={route.pattern}>
                  <RouteView route={route} held={held} />
                </Route>
              ))}
              <Route>
                <NotFoundPage />
              </Route>
            </Switch>
          </SuspenseBoundary>
        </ChunkBoundary>
        {sessionDialogDue ? (
          <ChunkBoundary area="session-dialogs">
            <SuspenseBoundary fallback={null}>
              <SessionDialogs />
            </SuspenseBoundary>
          </ChunkBoundary>
        ) : null}
      </AppLayout>
      {/* favourites, live notices, pending confirmations, the chat room…: once the page is drawn */}
      <SignedInExtras />
      <LiteApp />
    </RouteMatchContext.Provider>
  );
}

/** The lite app's service worker, its new-version offer and its install entry, once the page is drawn (no place on the first screen). */
function LiteApp() {
  if (!usePageSettled()) return null;
  return (
    <>
      <ChunkBoundary area="app-update" size="inline">
        <SuspenseBoundary fallback={null}>
          <AppUpdateOffer />
        </SuspenseBoundary>
      </ChunkBoundary>
      <ChunkBoundary area="app-install" size="inline">
        <SuspenseBoundary fallback={null}>
          <AppInstallHost />
        </SuspenseBoundary>
      </ChunkBoundary>
    </>
  );
}

/** Routes that wait while a session is held until its password changes (its dialog is then the page's only question). */
const WAITS_FOR_HELD_SESSION = new Set(['login', 'register', 'changePassword']);

function RouteView({ route, held }: { route: AppRoute; held: boolean }) {
  // A held session is no member session, and no visitor either: a deep link waits for
  // its password change (or sign-out), and no login or register form opens over its dialog
  if (held && (route.requiresToken || WAITS_FOR_HELD_SESSION.has(route.id))) return null;
  if (route.requiresToken && !hasSessionToken()) return <SendToLogin />;
  const View = route.view;
  return View ? <View /> : null;
}

/** Every page shown but the member centre is the one its desktop overlay sits over. */
function usePageBeneath(location: string) {
  const search = useSearch();
  useEffect(() => notePageShown(location, search), [location, search]);
}

function useDocumentTitle(route: AppRoute | null) {
  const { t } = useTranslation('layout');
  const title =
    route === null
      ? `${t('notFound.title')} · ${BRAND_NAME}`
      : route.id === 'home'
        ? `${BRAND_NAME} · ${t('brandTagline')}`
        : `${t(`routes.${route.id}.title`)} · ${BRAND_NAME}`;
  const description = t('metaDescription');
  useEffect(() => {
    document.title = title;
  }, [title]);
  // index.html carries the Spanish one for crawlers and first paint; this follows the language
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}

function PageFallback() {
  return (
    <Centered>
      <Spinner size="lg" />
    </Centered>
  );
}

const Centered = styled('div', {
  display: 'grid',
  placeItems: 'center',
  minHeight: '40vh',
  color: '$goldText',
});

