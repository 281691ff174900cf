/**
 * The lottery screens (/lottery, /seaLottery, /vnLottery): the lottery menu of the prize mode on
 * one side, the lottery lobby of the chosen game (gameCode query) on the other. The route's token
 * gate has already sent a visitor to /login.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { connectLottery } from '@machines/games/lottery.connect';
import type { LotteryRoute } from '@machines/games/lottery.machine';
import { useFlow } from '../../app/actors';
import { lotteryLogic } from '../../app/wiring/games/lottery';
import { Button } from '../../ui/Button';
import { Problem } from '../../ui/Problem';
import { Skeleton } from '../../ui/Skeleton';
import { styled } from '../../ui/theme';
import { FRAME_SANDBOX } from '../../ui/frameSandbox';
import { GameImage } from './GameImage';
import { FLOW } from '../../app/flowKeys';

export function LotteryScreen({ route }: { route: LotteryRoute }) {
  const { t } = useTranslation(['games', 'errors']);
  const gameCode = new URLSearchParams(useSearch()).get('gameCode');
  const [location, navigate] = useLocation();
  // the gameCode query is read when the flow opens; choosing a game later is the chart's SELECT_GAME
  const lottery = useFlow(`${FLOW.lottery}:${route}:${useId()}`, lotteryLogic, connectLottery, { input: { route, gameCode } });

  const choose = (code: string) => {
    navigate(`${location}?gameCode=${encodeURIComponent(code)}`, { replace: true });
    lottery.select(code);
  };

  return (
    <Layout data-testid="lottery-screen" data-state={lottery.status} data-prize-mode={lottery.prizeMode ?? undefined}>
      <h1>{t(`lottery.${route}`)}</h1>
      <Menu aria-label={t('lottery.menu')}>
        {lottery.games ? (
          <GameList role="list">
            {lottery.games.map((game) => (
              <li key={game.gameCode}>
                <GameButton type="button" aria-current={lottery.isSelected(game.gameCode) ? 'true' : undefined} data-game-code={game.gameCode} onClick={() => choose(game.gameCode)}>
                  <Icon>
                    <GameImage src={game.iconUrl} />
                  </Icon>
                  <span>{game.name}</span>
                </GameButton>
              </li>
            ))}
          </GameList>
        ) : (
          // the list's own height while it loads (one row of buttons on a phone), so the game below does not jump up
          <Skeleton css={{ height: '$sizes$touch', '@lg': { height: '200px' } }} />
        )}
      </Menu>
      <Stage>
        {lottery.failureKey ? (
          <Problem role="alert" data-testid="lottery-error">
            <p>{t(lottery.failureKey)}</p>
            <Button onClick={lottery.retry}>{t('retry')}</Button>
          </Problem>
        ) : lottery.url === null ? (
          <Skeleton data-testid="lottery-loading" css={{ height: '60vh' }} />
        ) : (
          <Frame title={t('lottery.frame')} src={lottery.url} sandbox={FRAME_SANDBOX.lottery} data-testid="lottery-frame" />
        )}
      </Stage>
    </Layout>
  );
}

export function LotteryView() {
  return <LotteryScreen route="lottery" />;
}
export function SeaLotteryView() {
  return <LotteryScreen route="seaLottery" />;
}
export function VnLotteryView() {
  return <LotteryScreen route="vnLottery" />;
}

const Layout = styled('section', {
  display: 'grid',
  gap: '$4',
  gridTemplateAreas: '"title" "menu" "stage"',
  '& > h1': { gridArea: 'title', margin: 0, fontSize: '$xl', fontWeight: '$heavy' },
  '@lg': { gridTemplateColumns: '260px 1fr', gridTemplateAreas: '"title title" "menu stage"' },
});

const Menu = styled('nav', { gridArea: 'menu', minWidth: 0, overflowX: 'auto', '@lg': { overflowX: 'visible' } });

const GameList = styled('ul', {
  display: 'flex',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@lg': { flexDirection: 'column' },
});

const GameButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$touch',
  px: '$3',
  width: '100%',
  whiteSpace: 'nowrap',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  fontSize: '$sm',
  cursor: 'pointer',
  '&[aria-current="true"]': { borderColor: '$gold', color: '$goldText' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
});

const Icon = styled('span', { size: '28px', borderRadius: '$sm', overflow: 'hidden', flexShrink: 0 });

const Stage = styled('div', { gridArea: 'stage', minWidth: 0 });

const Frame = styled('iframe', { display: 'block', width: '100%', height: '70vh', border: '1px solid $border', borderRadius: '$lg', backgroundColor: '$surface1' });
