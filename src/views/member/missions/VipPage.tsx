/**
 * /member/vip (SPEC.md §6 "VIP items only if hasVip"): the member's level, this month's
 * turnover towards the next level with a bar, the benefits of every level (the member's own
 * highlighted) and the monthly turnover of the last months as a chart (uPlot, a lazy chunk) and a
 * table. Without hasVip the page says VIP is not available (the menu does not offer it). The vip
 * chart owns it.
 */
import { useTranslation } from 'react-i18next';
import type { VipLevelRow, VipMonthPoint } from '@machines/rewards/vip.connect';
import { Amount, formatAmount } from '../../../ui/Amount';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { Empty } from '../../../ui/Empty';
import { lazyChunk } from '../../../ui/loadChunk';
import { Notice } from '../../../ui/Notice';
import { Skeleton } from '../../../ui/Skeleton';
import { StatCard } from '../../../ui/StatCard';
import { StaticChip } from '../../../ui/Chip';
import { styled } from '../../../ui/theme';
import { Card, Figures, Page, PageHead } from '../ledger/parts';
import { ProgressBar } from './parts';
import { useVip } from './useVip';
import { SuspenseBoundary } from '../../../ui/SuspenseBoundary';
import { dateTimeFormat, numberFormat } from '../../../ui/formats';

const VipChart = lazyChunk(() => import('./VipChart'));

function VipPage() {
  const { t, i18n } = useTranslation(['missions', 'errors']);
  const vip = useVip();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const percent = numberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const monthName = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const failure = vip.failureKey ? (vip.failureKey === 'errors:unknown' && vip.failureText ? vip.failureText : t(vip.failureKey)) : null;

  const levelColumns: DataTableColumn<VipLevelRow>[] = [
    {
      key: 'level',
      header: t('vip.columns.level'),
      cell: (row) => (
        <LevelName data-current={row.current || undefined}>
          {row.name}
          {row.current ? <StaticChip tone="gold">{t('vip.current')}</StaticChip> : null}
        </LevelName>
      ),
    },
    { key: 'turnover', header: t('vip.columns.turnover'), align: 'end', cell: (row) => <Amount value={row.monthlyTurnover} /> },
    { key: 'rebate', header: t('vip.columns.rebate'), align: 'end', cell: (row) => percent.format(row.rebateRate / 100) },
    { key: 'birthday', header: t('vip.columns.birthday'), align: 'end', cell: (row) => <Amount value={row.birthdayBonus} /> },
    { key: 'withdrawals', header: t('vip.columns.withdrawals'), align: 'end', cell: (row) => row.dailyWithdrawals },
  ];
  const monthColumns: DataTableColumn<VipMonthPoint>[] = [
    { key: 'month', header: t('vip.columns.month'), cell: (row) => monthName.format(row.at) },
    { key: 'turnover', header: t('vip.columns.turnover'), align: 'end', cell: (row) => <Amount value={row.turnover} /> },
  ];

  return (
    <Page aria-labelledby="vip-title" data-testid="vip" data-status={vip.status}>
      <PageHead title={<span id="vip-title">{t('vip.title')}</span>} intro={t('vip.intro')} />
      {vip.status === 'unavailable' ? (
        <Empty data-testid="vip-unavailable">
          <strong>{t('vip.notAvailable')}</strong>
          <br />
          {t('vip.notAvailableBody')}
        </Empty>
      ) : vip.status === 'failed' ? (
        <Notice tone="error" onRetry={vip.retry} retryLabel={t('retry')} data-testid="vip-failure">
          {failure}
        </Notice>
      ) : vip.status === 'loading' ? (
        <Skeleton css={{ height: '240px' }} aria-label={t('loading')} />
      ) : (
        <>
          <Figures>
            <StatCard label={t('vip.level')} value={<span data-testid="vip-level">{vip.rankName}</span>} />
            <StatCard label={t('vip.next')} value={<span data-testid="vip-next">{vip.nextRankName ?? '—'}</span>} />
            <StatCard label={t('vip.turnover')} value={<Amount value={vip.actual} data-testid="vip-actual" />} />
          </Figures>
          <Card data-testid="vip-progress">
            {vip.nextRankName ? (
              <>
                <label htmlFor="vip-progress-bar">
                  <ProgressLine>
                    <span>{t('vip.progress', { rank: vip.nextRankName })}</span>
                    <span>
                      <Amount value={vip.actual} /> / <Amount value={vip.expected} />
                    </span>
                  </ProgressLine>
                </label>
                <ProgressBar id="vip-progress-bar" value={Math.round(vip.ratio * 100)} max={100} data-complete={vip.toGo === 0 || undefined} />
                <Muted data-testid="vip-to-go">{vip.toGo > 0 ? t('vip.toGo', { amount: formatAmount(vip.toGo, language) }) : t('vip.reached')}</Muted>
              </>
            ) : (
              <Muted>{t('vip.top')}</Muted>
            )}
          </Card>
          <DataTable columns={levelColumns} rows={vip.levels} rowKey={(row) => row.level} caption={t('vip.benefits')} manualSort data-testid="vip-levels" />
          {vip.months.length > 0 ? (
            <section aria-labelledby="vip-history">
              <h2 id="vip-history">{t('vip.history')}</h2>
              <Muted>{t('vip.historyIntro')}</Muted>
              <SuspenseBoundary fallback={<Skeleton css={{ height: '220px' }} aria-label={t('loading')} />}>
                <VipChart months={vip.months} label={t('vip.history')} />
              </SuspenseBoundary>
              <DataTable columns={monthColumns} rows={vip.months} rowKey={(row) => row.month} caption={t('vip.history')} hideCaption manualSort data-testid="vip-months" />
            </section>
          ) : null}
        </>
      )}
    </Page>
  );
}

const Muted = styled('p', { color: '$textMuted', fontSize: '$sm', margin: 0 });
const ProgressLine = styled('span', { display: 'flex', justifyContent: 'space-between', gap: '$2', flexWrap: 'wrap', fontVariantNumeric: 'tabular-nums' });
// a level's name is one word to the reader ('VIP 3'): never broken over two lines beside its chip
const LevelName = styled('span', { display: 'inline-flex', alignItems: 'center', gap: '$2', whiteSpace: 'nowrap', '&[data-current]': { fontWeight: '$bold', color: '$goldText' } });

export default VipPage;
