/**
 * /member/missionLeaderboard (SPEC.md §2): the member's missions — progress towards the
 * target with a bar, the time left in the period, the reward — each complete one claimed once
 * (to the bonus wallet), the claimed ones marked; and this week's leaderboard (rank, masked
 * usernames, score), the member's own row highlighted. The missionLeaderboard chart owns it all.
 */
import { useTranslation } from 'react-i18next';
import type { MissionCard } from '@machines/rewards/missionLeaderboard.connect';
import { Amount, formatAmount } from '../../../ui/Amount';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { Notice } from '../../../ui/Notice';
import { OutcomeNotice } from '../../../ui/OutcomeNotice';
import { Skeleton } from '../../../ui/Skeleton';
import { StaticChip } from '../../../ui/Chip';
import { styled } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { Page, PageHead } from '../ledger/parts';
import { ProgressBar, TimeLeft } from './parts';
import { useMissionLeaderboard } from './useMissionLeaderboard';
import { numberFormat, type NumberFormat } from '../../../ui/formats';

export function MissionLeaderboardPage() {
  const { t, i18n } = useTranslation(['missions', 'errors']);
  const board = useMissionLeaderboard();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = numberFormat(language, { maximumFractionDigits: 2 });
  const failure = board.failureKey ? (board.failureKey === 'errors:unknown' && board.failureText ? board.failureText : t(board.failureKey)) : null;

  return (
    <Page aria-labelledby="missions-title" data-testid="mission-board" data-status={board.status} data-busy={board.busy ? 'true' : 'false'} data-claimable={board.status === 'ready' ? board.claimableCount : ''}>
      <PageHead title={<span id="missions-title">{t('board.title')}</span>} intro={t('board.intro')} />
      {board.claimed ? (
        <Notice tone="info" data-testid="mission-claimed">
          {/* an answer without the reward says claimed, never "0" */}
          {board.claimed.reward === null ? (
            t('board.claimedNoAmount')
          ) : (
            <>
              {t('board.claimed')} <Amount value={board.claimed.reward} />
            </>
          )}
        </Notice>
      ) : null}
      {board.unconfirmed ? (
        <OutcomeNotice
          outcome={board.outcome}
          what={t('board.claimWhat', { title: board.unconfirmed.title, amount: formatAmount(board.unconfirmed.reward, language) })}
          onCheckAgain={board.checkAgain}
          recordsHref="/member/transactionHistory"
          data-testid="mission-outcome"
        />
      ) : null}
      {board.actionFailureKey ? (
        <Notice tone="error" data-testid="mission-action-failure">
          {t(board.actionFailureKey)}
        </Notice>
      ) : null}
      {board.status === 'failed' ? (
        <Notice tone="error" onRetry={board.retry} retryLabel={t('retry')} data-testid="missions-failure">
          {failure}
        </Notice>
      ) : board.status === 'loading' ? (
        <Skeleton css={{ height: '240px' }} aria-label={t('loading')} />
      ) : (
        <>
          <section aria-labelledby="missions-list-title">
            <SectionTitle id="missions-list-title">{t('board.missions')}</SectionTitle>
            {board.missions.length === 0 ? (
              <Empty data-testid="missions-empty">{t('board.none')}</Empty>
            ) : (
              <Cards role="list">
                {board.missions.map((mission) => (
                  <MissionItem key={mission.missionId} mission={mission} number={number} disabled={board.claiming} onClaim={board.claim} />
                ))}
              </Cards>
            )}
          </section>
          <section aria-labelledby="leaderboard-title" data-testid="leaderboard">
            <SectionTitle id="leaderboard-title">{t('board.leaderboard')}</SectionTitle>
            <Muted>
              {t('board.leaderboardIntro')} {t('board.endsIn')} <TimeLeft remainingMs={board.leaderboardRemainingMs} />
            </Muted>
            {board.leaderboard.length === 0 ? (
              <Empty>{t('board.noRanking')}</Empty>
            ) : (
              <Ranking aria-label={t('board.leaderboard')}>
                <RankingHead aria-hidden="true">
                  <span>{t('board.rank')}</span>
                  <span>{t('board.player')}</span>
                  <span>{t('board.score')}</span>
                </RankingHead>
                {board.leaderboard.map((entry) => (
                  <RankingRow key={entry.rank} data-self={entry.self || undefined} aria-current={entry.self ? 'true' : undefined} data-testid={entry.self ? 'leaderboard-self' : 'leaderboard-row'}>
                    <Rank>
                      <VisuallyHidden>{t('board.rank')} </VisuallyHidden>
                      {entry.rank}
                    </Rank>
                    <span>
                      {entry.username}
                      {entry.self ? <YouChip>{t('board.you')}</YouChip> : null}
                    </span>
                    <Amount value={entry.score} />
                  </RankingRow>
                ))}
              </Ranking>
            )}
          </section>
        </>
      )}
    </Page>
  );
}

function MissionItem({ mission, number, disabled, onClaim }: { mission: MissionCard; number: NumberFormat; disabled: boolean; onClaim: (missionId: string) => void }) {
  const { t } = useTranslation('missions');
  const progressId = `mission-progress-${mission.missionId}`;
  const money = mission.kind !== 'LOGIN_STREAK' && mission.kind !== 'PROFILE';
  const figure = (value: number) => (money ? <Amount value={value} /> : number.format(value));
  return (
    <MissionCardRoot role="listitem" data-testid="mission" data-mission={mission.missionId} data-state={mission.status}>
      <MissionHead>
        <h3>{mission.title}</h3>
        <StatusChip tone={mission.status === 'CLAIMABLE' ? 'green' : mission.status === 'CLAIMED' ? 'neutral' : 'gold'} data-testid="mission-status">
          {t(`status.${mission.status}`)}
        </StatusChip>
      </MissionHead>
      <label htmlFor={progressId}>
        <Figures>
          <span data-testid="mission-progress">
            {figure(Math.min(mission.progress, mission.target))} / {figure(mission.target)}
          </span>
          <span>
            {t('board.reward')} <Amount value={mission.reward} />
          </span>
        </Figures>
      </label>
      <ProgressBar id={progressId} value={Math.round(mission.ratio * 100)} max={100} data-complete={mission.status !== 'IN_PROGRESS' || undefined} />
      <MissionFoot>
        {mission.status === 'CLAIMED' ? (
          <Muted>{t('board.claimedOn')}</Muted>
        ) : (
          <Muted>
            {t('board.endsIn')} <TimeLeft remainingMs={mission.remainingMs} />
          </Muted>
        )}
        {mission.claimable ? (
          <Button size="sm" variant="success" onClick={() => onClaim(mission.missionId)} disabled={disabled} loading={mission.claiming} ignoreRepeatClicks data-testid="mission-claim">
            {t('board.claim')}
          </Button>
        ) : null}
      </MissionFoot>
    </MissionCardRoot>
  );
}

const SectionTitle = styled('h2', { fontSize: '$lg', margin: '0 0 $3' });
const Muted = styled('p', { color: '$textMuted', fontSize: '$sm', margin: 0 });
const Cards = styled('div', { display: 'grid', gap: '$3', gridTemplateColumns: '1fr', '@md': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } });
const MissionCardRoot = styled('article', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  '&[data-state="CLAIMABLE"]': { borderColor: '$green' },
  '&[data-state="CLAIMED"]': { opacity: 0.85 },
});
const MissionHead = styled('div', { display: 'flex', justifyContent: 'space-between', gap: '$2', alignItems: 'flex-start', '& h3': { margin: 0, fontSize: '$md' } });
const StatusChip = styled(StaticChip, { flexShrink: 0 });
const Figures = styled('span', { display: 'flex', justifyContent: 'space-between', gap: '$2', fontSize: '$sm', fontVariantNumeric: 'tabular-nums' });
const MissionFoot = styled('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '$2', minHeight: '$touch' });
const Ranking = styled('ol', { listStyle: 'none', margin: '$3 0 0', padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' });
const rankingColumns = { display: 'grid', gridTemplateColumns: '3.5rem 1fr auto', gap: '$2', alignItems: 'center', padding: '$2 $3' };
const RankingHead = styled('li', { ...rankingColumns, color: '$textMuted', fontSize: '$xs', textTransform: 'uppercase' });
const RankingRow = styled('li', {
  ...rankingColumns,
  borderRadius: '$md',
  backgroundColor: '$surface1',
  fontVariantNumeric: 'tabular-nums',
  '&[data-self]': { backgroundColor: '$goldSoft', border: '1px solid $gold', fontWeight: '$bold' },
});
const Rank = styled('span', { position: 'relative', fontWeight: '$bold' });
const YouChip = styled('span', { marginInlineStart: '$2', fontSize: '$xs', color: '$goldText' });

export default MissionLeaderboardPage;
