/**
 * /seamless (SPEC.md §2: the game page; no footer, side menu hidden): the game named by the query
 * (gameCode or nodeId, vassalage, gameType) launched through the launch chart and played inside
 * the page rather than in a new window. A visitor is sent to the login popup first; a trial
 * account plays free; the chart's failures (#543 maintenance, #734 previous game not finished, …)
 * show with a retry.
 */
import { useEffect, useEffectEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { connectLaunch } from '@machines/games/launch.connect';
import type { LaunchRequest } from '@machines/games/launch.machine';
import { useFlow } from '../../app/actors';
import { SendToLogin } from '../../app/navigation';
import { usePermissionInfo } from '../../app/system';
import { inPageLaunchLogic } from '../../app/wiring/games/launch';
import { Button } from '../../ui/Button';
import { Problem } from '../../ui/Problem';
import { FRAME_SANDBOX } from '../../ui/frameSandbox';
import { Spinner } from '../../ui/Spinner';
import { styled } from '../../ui/theme';
import { useSessionView } from '../layout/useSessionView';
import { ChatEntrySlot } from '../chat/ChatEntrySlot';
import { CHAT_PANEL_WIDTH } from '../chat/ChatPanel';
import { useChatPanelOpen } from '../chat/useChatPanelOpen';
import { FLOW } from '../../app/flowKeys';

function SeamlessPage() {
  const { t } = useTranslation(['games', 'errors']);
  const query = new URLSearchParams(useSearch());
  const gameCode = query.get('gameCode') ?? query.get('gameId');
  const nodeId = query.get('nodeId');
  const vassalage = query.get('vassalage')?.toUpperCase() ?? '';
  const gameType = query.get('gameType')?.toUpperCase() ?? '';
  const session = useSessionView();
  const info = usePermissionInfo();
  const key = `${FLOW.launch}:${useId()}`;
  const launch = useFlow(key, inPageLaunchLogic, connectLaunch);
  // the launch is sent once per game and session, not again on every launch state
  const launchGame = useEffectEvent((request: LaunchRequest) => launch.launch(request));
  const named = Boolean(gameCode || nodeId || vassalage);
  const trial = session.role === 'trial';
  const hosts = info?.launchGameCDNs;
  // the chat room's panel sits beside the game from lg up: the game leaves it the room
  const chatOpen = useChatPanelOpen();

  useEffect(() => {
    if (!named || !session.loggedIn) return;
    launchGame({
      nodeId: nodeId ?? '',
      gameType,
      vassalage,
      ...(gameCode ? { gameCode } : {}),
      name: gameCode ?? nodeId ?? vassalage,
      freePlay: trial,
      hosts: hosts ?? [],
    });
  }, [named, session.loggedIn, nodeId, gameType, vassalage, gameCode, trial, hosts]);

  if (session.restoring) return <Centered aria-busy="true"><Spinner size="lg" /></Centered>;
  if (!session.loggedIn) return <SendToLogin />;

  return (
    <Page data-testid="seamless" data-state={named ? launch.status : 'missing'} chatBeside={chatOpen}>
      <TitleRow>
        <h1>{t('seamless.title')}</h1>
        {session.chatRoom ? <ChatEntrySlot place="game" /> : null}
      </TitleRow>
      {!named ? (
        <Problem>
          <p>{t('seamless.missing')}</p>
          <Link href="/">{t('seamless.backToLobby')}</Link>
        </Problem>
      ) : launch.failed ? (
        <Problem role="alert" data-testid="seamless-error">
          <p>{t(launch.failureKey ?? 'errors:unknown')}</p>
          <Button onClick={launch.retry}>{t('retry')}</Button>
        </Problem>
      ) : launch.played && launch.url ? (
        <Frame src={launch.url} title={t('seamless.frameTitle', { name: gameCode ?? nodeId ?? vassalage })} sandbox={FRAME_SANDBOX.game} allow="autoplay; fullscreen" allowFullScreen data-testid="seamless-frame" />
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
  variants: { chatBeside: { true: { '@lg': { marginRight: CHAT_PANEL_WIDTH } }, false: {} } },
});

const TitleRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  flexWrap: 'wrap',
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
