/**
 * /pointMall: the member's points (they never expire) and their ratio,
 * the rewards with points cost and stock, the redeem dialog (quantity, receiving address for a
 * physical reward, payment password), points converted to balance, and two record tabs: the
 * redeem history (in process / rejected / approved) and the points details (earned and spent, with
 * the balance over time in a chart: PointsChart, a lazy chunk with uPlot).
 * A visitor sees what the mall is and a sign-in button (the login popup).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsRecordsView } from '@machines/points/pointsRecords.connect';
import { REDEEM_STATUS_TONE } from '@machines/points/pointsRecords.connect';
import type { PointsRedeemView, RewardView } from '@machines/points/pointsRedeem.connect';
import { useLocation, useSearch } from 'wouter';
import { useSession } from '../../app/session';
import { useSendToLogin } from '../../app/navigation';
import { Amount, formatAmount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Empty } from '../../ui/Empty';
import { Notice } from '../../ui/Notice';
import { OutcomeNotice } from '../../ui/OutcomeNotice';
import { Pagination } from '../../ui/Pagination';
import { PinField, TextInput } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { StatCard } from '../../ui/StatCard';
import { StaticChip } from '../../ui/Chip';
import { Tabs } from '../../ui/Tabs';
import { styled } from '../../ui/theme';
import { PageHead } from '../../ui/PageHead';
import { ChunkBoundary } from '../../ui/ChunkBoundary';
import { lazyChunk } from '../../ui/loadChunk';
import { Skeleton } from '../../ui/Skeleton';
import { usePointsRecords } from './usePointsRecords';
import { usePointsRedeem } from './usePointsRedeem';
import { SuspenseBoundary } from '../../ui/SuspenseBoundary';
import { dateTimeFormat, numberFormat } from '../../ui/formats';
import { usePlatformPicture } from '../games/usePlatformPicture';

type MallTab = 'rewards' | 'history' | 'details';

/** The points balance chart (uPlot): its own chunk, loaded only by the details tab. */
const PointsChart = lazyChunk(() => import('./PointsChart'));

function PointMallPage() {
  const { t } = useTranslation('points');
  const session = useSession();
  const signIn = useSendToLogin('/pointMall');
  return (
    <Page aria-labelledby="mall-title" data-testid="point-mall">
      <PageHead title={<span id="mall-title">{t('title')}</span>} intro={t('intro')} />
      {session.signedIn ? (
        <SignedInMall />
      ) : (
        <Notice tone="info" data-testid="mall-visitor">
          <p>{t('visitor')}</p>
          <Button onClick={() => signIn()} data-testid="mall-sign-in">
            {t('signIn')}
          </Button>
        </Notice>
      )}
    </Page>
  );
}

const MALL_TABS: readonly MallTab[] = ['rewards', 'history', 'details'];

function SignedInMall() {
  const { t } = useTranslation('points');
  // the tab is kept in the URL (/pointMall?tab=history), so a link or a reload opens it
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get('tab');
  const tab = MALL_TABS.find((candidate) => candidate === asked) ?? 'rewards';
  const setTab = (next: MallTab) => navigate(next === 'rewards' ? '/pointMall' : `/pointMall?tab=${next}`, { replace: true });
  const tabs = [
    { id: 'rewards' as const, label: t('tabs.rewards') },
    { id: 'history' as const, label: t('tabs.history') },
    { id: 'details' as const, label: t('tabs.details') },
  ];
  return (
    <Tabs tabs={tabs} value={tab} onChange={setTab} label={t('tabs.label')}>
      {tab === 'rewards' ? <RewardsTab /> : null}
      {tab === 'history' ? <HistoryTab /> : null}
      {tab === 'details' ? <DetailsTab /> : null}
    </Tabs>
  );
}

function RewardsTab() {
  const { t, i18n } = useTranslation(['points', 'errors']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const mall = usePointsRedeem();
  const number = numberFormat(language);
  return (
    <Column data-testid="mall-rewards" data-status={mall.status} data-refreshing={mall.refreshing || undefined} aria-busy={mall.busy || mall.refreshing || undefined}>
      {mall.status === 'loading' ? <Spinner size="lg" /> : null}
      {mall.status === 'failed' ? (
        <Notice tone="error" onRetry={mall.retry} retryLabel={t('retry')} data-testid="mall-load-failure">
          {t(mall.failureKey ?? 'errors:unknown')}
        </Notice>
      ) : null}
      {mall.status === 'ready' ? (
        <>
          <Figures role="group" aria-label={t('balance.label')}>
            <StatCard label={t('balance.points')} value={<span data-testid="mall-points">{`${number.format(mall.points)} ${mall.units}`}</span>} hint={t('balance.neverExpire')} />
            <StatCard label={t('balance.ratio')} value={t('balance.ratioValue', { points: number.format(mall.ratio), units: mall.units, amount: formatAmount(1, language) })} hint={t('balance.worth', { amount: formatAmount(mall.pointsValue, language) })} />
            {mall.walletBalance !== null ? <StatCard label={t('balance.wallet')} value={<Amount value={mall.walletBalance} data-testid="mall-wallet" />} /> : null}
          </Figures>
          {mall.notice?.kind === 'converted' ? (
            <Notice tone="info" data-testid="convert-done">
              {t('convert.done', { points: number.format(mall.notice.points), amount: formatAmount(mall.notice.amount, language) })}
            </Notice>
          ) : null}
          {mall.unconfirmed?.kind === 'convert' ? (
            <OutcomeNotice
              outcome={mall.outcome}
              what={t('convert.what', { points: number.format(mall.unconfirmed.points) })}
              onCheckAgain={mall.checkAgain}
              recordsHref="/pointMall?tab=details"
              data-testid="convert-outcome"
            />
          ) : null}
          {mall.errorKey && mall.step === null ? (
            <Notice tone="error" data-testid="mall-error">
              {mall.errorText ?? t(mall.errorKey)}
            </Notice>
          ) : null}
          <ConvertForm mall={mall} />
          <Heading>
            <h2>{t('rewards.title')}</h2>
            <Button variant="ghost" onClick={mall.refresh} loading={mall.refreshing} disabled={mall.busy} data-testid="mall-refresh">
              {t('refresh')}
            </Button>
          </Heading>
          {mall.rewards.length === 0 ? <Empty>{t('rewards.empty')}</Empty> : null}
          <RewardGrid>
            {mall.rewards.map((reward) => (
              <RewardCard key={reward.id} reward={reward} onChoose={() => mall.choose(reward.id)} />
            ))}
          </RewardGrid>
          <RedeemDialog mall={mall} />
        </>
      ) : null}
    </Column>
  );
}

function RewardCard({ reward, onChoose }: { reward: RewardView; onChoose: () => void }) {
  const { t, i18n } = useTranslation('points');
  const number = numberFormat(i18n.resolvedLanguage ?? i18n.language);
  const picture = usePlatformPicture();
  return (
    <Card as="article" aria-labelledby={`reward-${reward.id}`} data-testid={`reward-${reward.id}`}>
      {reward.imageUrl ? <RewardImage src={picture(reward.imageUrl)} alt="" loading="lazy" width={320} height={200} /> : null}
      <h3 id={`reward-${reward.id}`}>{reward.name}</h3>
      <Meta>
        <StaticChip tone="gold">{t('rewards.cost', { points: number.format(reward.points) })}</StaticChip>
        <StaticChip>{reward.physical ? t('rewards.physical') : t('rewards.virtual')}</StaticChip>
      </Meta>
      <Muted>{reward.stock > 0 ? t('rewards.stock', { count: reward.stock }) : t('rewards.soldOut')}</Muted>
      {reward.unavailableKey && reward.stock > 0 ? <Muted>{t(reward.unavailableKey)}</Muted> : null}
      {/* not disabled: pressing an unavailable reward says why */}
      <Button onClick={onChoose} variant={reward.available ? 'primary' : 'secondary'} data-testid={`redeem-${reward.id}`} aria-describedby={`reward-${reward.id}`}>
        {t('rewards.redeem')}
      </Button>
    </Card>
  );
}

function ConvertForm({ mall }: { mall: PointsRedeemView }) {
  const { t, i18n } = useTranslation(['points', 'errors']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = numberFormat(language);
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const typed = /^\d+$/.test(points.trim()) ? Number(points.trim()) : 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mall.convert(points, password);
  };
  return (
    <Card as="form" onSubmit={submit} noValidate aria-labelledby="convert-title" data-testid="convert-form">
      <h2 id="convert-title">{t('convert.title')}</h2>
      <Muted>{t('convert.intro', { min: number.format(mall.minConvertPoints), ratio: number.format(mall.ratio) })}</Muted>
      <TextInput
        label={t('convert.points')}
        inputMode="numeric"
        autoComplete="off"
        value={points}
        onChange={(event) => setPoints(event.currentTarget.value)}
        hint={t('convert.worth', { amount: formatAmount(typed / mall.ratio, language) })}
        error={mall.fieldErrors.convertPoints ? t(mall.fieldErrors.convertPoints, { min: number.format(mall.minConvertPoints) }) : undefined}
        data-testid="convert-points"
      />
      <PinField purpose="approve" label={t('password')} value={password} onChange={(event) => setPassword(event.currentTarget.value)} error={mall.fieldErrors.convertPassword ? t(mall.fieldErrors.convertPassword) : undefined} data-testid="convert-password" />
      <div>
        <Button type="submit" loading={mall.converting} data-testid="convert-submit">
          {t('convert.submit')}
        </Button>
      </div>
    </Card>
  );
}

function RedeemDialog({ mall }: { mall: PointsRedeemView }) {
  const { t, i18n } = useTranslation(['points', 'errors']);
  const number = numberFormat(i18n.resolvedLanguage ?? i18n.language);
  const [password, setPassword] = useState('');
  const { chosen, step } = mall;
  if (!chosen || step === null) return null;
  const close = () => {
    setPassword('');
    mall.close();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'quantity' || step === 'address') mall.next();
    else if (step === 'password') mall.submit(password);
  };
  const working = step === 'submitting';
  return (
    <Dialog open onClose={working ? () => undefined : close} title={t('redeem.title', { name: chosen.name })} size="sm" id="redeem-dialog">
      <form onSubmit={submit} noValidate data-testid="redeem-dialog" data-step={step} aria-busy={mall.busy || undefined}>
        <Column>
          {mall.unconfirmed?.kind === 'redeem' ? (
            <OutcomeNotice
              outcome={mall.outcome}
              what={t('redeem.what', { quantity: mall.unconfirmed.quantity, name: mall.unconfirmed.itemName, points: number.format(mall.unconfirmed.points) })}
              onCheckAgain={mall.checkAgain}
              recordsHref="/pointMall?tab=history"
              data-testid="redeem-outcome"
            />
          ) : null}
          {step === 'done' ? (
            <Notice tone="info" data-testid="redeem-done">
              {mall.notice?.kind === 'redeemed' ? t('redeem.done', { name: mall.notice.itemName, quantity: mall.notice.quantity, points: number.format(mall.notice.points) }) : null}
            </Notice>
          ) : null}
          {step === 'quantity' ? (
            <TextInput
              label={t('redeem.quantity')}
              inputMode="numeric"
              autoComplete="off"
              value={mall.quantity}
              onChange={(event) => mall.setQuantity(event.currentTarget.value)}
              hint={t('redeem.quantityHint', { max: number.format(mall.maxQuantity), stock: number.format(chosen.stock) })}
              error={mall.fieldErrors.quantity ? t(mall.fieldErrors.quantity, { max: number.format(mall.maxQuantity), stock: number.format(chosen.stock) }) : undefined}
              required
              data-testid="redeem-quantity"
            />
          ) : null}
          {step === 'address' ? (
            <TextInput
              label={t('redeem.address')}
              autoComplete="street-address"
              value={mall.address}
              onChange={(event) => mall.setAddress(event.currentTarget.value)}
              hint={t('redeem.addressHint')}
              error={mall.fieldErrors.address ? t(mall.fieldErrors.address) : undefined}
              required
              maxLength={200}
              data-testid="redeem-address"
            />
          ) : null}
          {step === 'password' || step === 'submitting' ? (
            <>
              <Muted data-testid="redeem-summary">{t('redeem.summary', { quantity: mall.quantity, name: chosen.name, points: number.format(mall.cost) })}</Muted>
              {mall.errorKey ? (
                <Notice tone="error" data-testid="redeem-error">
                  {mall.errorText ?? t(mall.errorKey)}
                </Notice>
              ) : null}
              <PinField purpose="approve" label={t('password')} value={password} onChange={(event) => setPassword(event.currentTarget.value)} error={mall.fieldErrors.password ? t(mall.fieldErrors.password) : undefined} disabled={working} data-testid="redeem-password" />
            </>
          ) : null}
          {step !== 'done' ? <Muted>{t('redeem.cost', { points: number.format(mall.cost), left: number.format(Math.max(0, mall.points - mall.cost)) })}</Muted> : null}
          <Actions>
            {step === 'address' || step === 'password' ? (
              <Button type="button" variant="ghost" onClick={mall.back} data-testid="redeem-back">
                {t('redeem.back')}
              </Button>
            ) : null}
            {step === 'done' ? (
              <Button type="button" onClick={close} data-testid="redeem-close">
                {t('redeem.close')}
              </Button>
            ) : (
              <Button type="submit" loading={working} data-testid="redeem-next">
                {step === 'password' || step === 'submitting' ? t('redeem.confirm') : t('redeem.next')}
              </Button>
            )}
          </Actions>
        </Column>
      </form>
    </Dialog>
  );
}

function useDateTime() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
}

function RecordsFrame({ records, children }: { records: PointsRecordsView; children: React.ReactNode }) {
  const { t } = useTranslation(['points', 'errors']);
  return (
    <Column data-testid={`mall-${records.kind}`} data-status={records.status} aria-busy={records.busy || undefined}>
      {records.status === 'loading' ? <Spinner size="lg" /> : null}
      {records.status === 'failed' ? (
        <Notice tone="error" onRetry={records.retry} retryLabel={t('retry')} data-testid={`${records.kind}-failure`}>
          {records.failureText ?? t(records.failureKey ?? 'errors:unknown')}
        </Notice>
      ) : null}
      {records.status === 'ready' || records.status === 'empty' ? (
        <Heading>
          <Muted>{t('records.count', { count: records.totalCount })}</Muted>
          <Button variant="ghost" onClick={records.reload} data-testid="records-reload">
            {t('refresh')}
          </Button>
        </Heading>
      ) : null}
      {records.status === 'empty' ? <Empty data-testid={`${records.kind}-empty`}>{t(`${records.kind === 'redeems' ? 'history' : 'details'}.empty`)}</Empty> : null}
      {records.status === 'ready' ? (
        <>
          {children}
          <Pagination current={records.page} total={records.totalPages} onChange={records.goToPage} />
        </>
      ) : null}
    </Column>
  );
}

function HistoryTab() {
  const { t, i18n } = useTranslation('points');
  const records = usePointsRecords('redeems');
  const dateTime = useDateTime();
  const number = numberFormat(i18n.resolvedLanguage ?? i18n.language);
  return (
    <RecordsFrame records={records}>
      <List aria-label={t('history.title')}>
        {records.redeems.map((row) => (
          <Item key={row.id} data-testid={`redeem-row-${row.id}`} data-status={row.status}>
            <ItemHead>
              <strong>{row.quantity > 1 ? `${row.itemName} ×${row.quantity}` : row.itemName}</strong>
              <StaticChip tone={REDEEM_STATUS_TONE[row.status]}>{t(`history.status.${row.status}`)}</StaticChip>
            </ItemHead>
            <Muted>{`${t('history.points', { points: number.format(row.points) })} · ${row.time ? dateTime.format(new Date(row.time)) : ''} · ${row.id}`}</Muted>
            {row.address ? <Muted>{t('history.address', { address: row.address })}</Muted> : null}
            <Muted>{t(`history.means.${row.status}`)}</Muted>
          </Item>
        ))}
      </List>
    </RecordsFrame>
  );
}

function DetailsTab() {
  const { t, i18n } = useTranslation('points');
  const records = usePointsRecords('details');
  const dateTime = useDateTime();
  const number = numberFormat(i18n.resolvedLanguage ?? i18n.language, { signDisplay: 'exceptZero' });
  const plain = numberFormat(i18n.resolvedLanguage ?? i18n.language);
  return (
    <RecordsFrame records={records}>
      <Muted>{t('details.neverExpire')}</Muted>
      {records.balanceChart.length > 0 ? (
        <ChunkBoundary area="points-chart">
          <SuspenseBoundary fallback={<Skeleton css={{ height: '260px' }} />}>
            <PointsChart points={records.balanceChart} />
          </SuspenseBoundary>
        </ChunkBoundary>
      ) : null}
      <List aria-label={t('details.title')}>
        {records.entries.map((row) => (
          <Item key={row.id} data-testid="points-entry">
            <ItemHead>
              <strong>{t(row.typeKey)}</strong>
              <Signed data-sign={row.points >= 0 ? 'in' : 'out'}>{`${number.format(row.points)} pts`}</Signed>
            </ItemHead>
            <Muted>{`${row.time ? dateTime.format(new Date(row.time)) : ''}${row.balanceAfter !== null ? ` · ${t('details.after', { points: plain.format(row.balanceAfter) })}` : ''}`}</Muted>
          </Item>
        ))}
      </List>
    </RecordsFrame>
  );
}

const Page = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4', padding: '$4', maxWidth: '1100px', width: '100%', margin: '0 auto', boxSizing: 'border-box' });
const Heading = styled('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '$2', '& h2': { margin: 0 } });
const Column = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Figures = styled('div', { display: 'grid', gap: '$3', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' });
const Card = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', padding: '$4', borderRadius: '$lg', border: '1px solid $border', backgroundColor: '$surface1', '& h2, & h3': { margin: 0 } });
const RewardGrid = styled('div', { display: 'grid', gap: '$3', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' });
const RewardImage = styled('img', { width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: '$md', backgroundColor: '$surface2' });
const Meta = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap' });
const Muted = styled('p', { margin: 0, color: '$textMuted', fontSize: '$sm' });
const Actions = styled('div', { display: 'flex', gap: '$2', justifyContent: 'flex-end', flexWrap: 'wrap' });
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$2' });
const Item = styled('li', { display: 'flex', flexDirection: 'column', gap: '$1', padding: '$3', borderRadius: '$md', border: '1px solid $border', backgroundColor: '$surface1' });
const ItemHead = styled('div', { display: 'flex', justifyContent: 'space-between', gap: '$2', alignItems: 'center', flexWrap: 'wrap' });
const Signed = styled('span', { fontWeight: '$semibold', '&[data-sign="in"]': { color: '$greenText' }, '&[data-sign="out"]': { color: '$outflow' } });

export default PointMallPage;
