/**
 * /seamless (SPEC.md §2: the game page; no footer, side menu hidden): the game named by the query
 * (gameCode or nodeId, vassalage, gameType) launched through the launch chart and played inside
 * the page rather than in a new window. A visitor is sent to the login popup first; a trial
 * account plays free; the chart's failures (#543 maintenance, #734 previous game not finished, …)
 * show with a retry.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { launchLogic } from '../../app/games-services';
import { usePermissionInfo } from '../../app/system';
import { Button } from '../../ui/Button';
import { Problem } from '../../ui/Problem';
import { Spinner } from '../../ui/Spinner';
import { styled } from '../../ui/theme';
import { useSessionView } from '../layout/useSessionView';

/** In the page, "opening" the game is showing its URL in the frame: nothing to open. */
const inPageLaunch = launchLogic.provide({ actors: { openGame: fromPromise<void, string>(async () => undefined) } });

export function SeamlessPage() {
  const { t } = useTranslation(['games', 'errors']);
  const query = new URLSearchParams(useSearch());
  const gameCode = query.get('gameCode') ?? query.get('gameId');
  const nodeId = query.get('nodeId');
  const vassalage = query.get('vassalage')?.toUpperCase() ?? '';
  const gameType = query.get('gameType')?.toUpperCase() ?? '';
  const session = useSessionView();
  const info = usePermissionInfo();
  const actor = useActorRef(inPageLaunch);
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const url = useSelector(actor, (snapshot) => snapshot.context.url);
  const failureKey = useSelector(actor, (snapshot) => snapshot.context.failureKey);
  const named = Boolean(gameCode || nodeId || vassalage);
  const trial = session.role === 'trial';
  const hosts = info?.launchGameCDNs;

  useEffect(() => {
    if (!named || !session.loggedIn) return;
    actor.send({
      type: 'LAUNCH',
      request: {
        nodeId: nodeId ?? '',
        gameType,
        vassalage,
        ...(gameCode ? { gameCode } : {}),
        name: gameCode ?? nodeId ?? vassalage,
        freePlay: trial,
        hosts: hosts ?? [],
      },
    });
  }, [actor, named, session.loggedIn, nodeId, gameType, vassalage, gameCode, trial, hosts]);

  if (session.restoring) return <Centered aria-busy="true"><Spinner size="lg" /></Centered>;
  if (!session.loggedIn) return <Redirect to="/login" replace />;

  return (
    <Page data-testid="seamless" data-state={named ? state : 'missing'}>
      <h1>{t('seamless.title')}</h1>
      {!named ? (
        <Problem>
          <p>{t('seamless.missing')}</p>
          <Link href="/">{t('seamless.backToLobby')}</Link>
        </Problem>
      ) : state === 'failed' ? (
        <Problem role="alert" data-testid="seamless-error">
          <p>{t(failureKey ?? 'errors:unknown')}</p>
          <Button onClick={() => actor.send({ type: 'RETRY' })}>{t('retry')}</Button>
        </Problem>
      ) : url && state === 'idle' ? (
        <Frame src={url} title={t('seamless.frameTitle', { name: gameCode ?? nodeId ?? vassalage })} allow="autoplay; fullscreen" allowFullScreen data-testid="seamless-frame" />
      ) : (
        <Centered role="status">
          <Spinner size="lg" decorative />
          <span>{t('launch.starting')}</span>
        </Centered>
      )}
    </Page>
  );
}

export default SeamlessPage;

const Page = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  minHeight: 'calc(100dvh - $sizes$headerHeight - 2 * $space$4)',
  '& > h1': { fontSize: '$lg', fontWeight: '$heavy', margin: 0 },
});

const Frame = styled('iframe', {
  flex: 1,
  width: '100%',
  minHeight: '60vh',
  border: '1px solid $border',
  borderRadius: '$lg',
  backgroundColor: '#000',
});

const Centered = styled('div', { display: 'grid', placeItems: 'center', gap: '$3', minHeight: '40vh', color: '$goldText' });
