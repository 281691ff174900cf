/**
 * /promotions (SPEC.md §2, §4 activity statuses, §5 activity comment): categories as
 * filter chips, the promotion cards (image, title, period, status) and a promotion's detail in a
 * dialog (sanitized HTML through SafeHtml, terms) with what its status offers: join → apply (with
 * a comment of at most 140 characters, counted as typed), issued → claim the bonus, the others an
 * explanation. Every status shows a label and an icon, not a colour alone. A visitor browses;
 * applying or claiming asks them to sign in (a link to the login popup). An apply or a claim whose
 * answer was lost is checked: the detail holds under the outcome notice until the
 * promotion's status tells. The promotions chart owns the flow.
 */
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion, PromotionStatus } from '@api/promotions';
import type { PromotionsView } from '@machines/rewards/promotions.connect';
import { loginPathFor } from '../../app/navigation';
import { useSession } from '../../app/session';
import { Amount } from '../../ui/Amount';
import { Button, LinkButton } from '../../ui/Button';
import { Chip, StaticChip } from '../../ui/Chip';
import { Dialog } from '../../ui/Dialog';
import { Empty } from '../../ui/Empty';
import { Field, TextArea } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { OutcomeNotice } from '../../ui/OutcomeNotice';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { styled } from '../../ui/theme';
import { SafeHtml } from '../../ui/SafeHtml';
import { CalendarIcon, CheckIcon, ClockIcon, CloseIcon, FlameIcon, GiftIcon, SparklesIcon, StarIcon, type IconComponent } from '../../ui/icons';
import { PageHead } from '../../ui/PageHead';
import { usePromotions } from './usePromotions';
import { dateTimeFormat } from '../../ui/formats';
import { readableCode } from '../../ui/readableCode';
import { usePlatformPicture } from '../games/usePlatformPicture';

type Tone = 'neutral' | 'gold' | 'green' | 'danger';

/** Each status a label, an icon and a tone: distinct without colour. */
const STATUS_LOOK: Readonly<Record<PromotionStatus, { readonly icon: IconComponent; readonly tone: Tone }>> = {
  join: { icon: SparklesIcon, tone: 'gold' },
  applying: { icon: ClockIcon, tone: 'neutral' },
  rejected: { icon: CloseIcon, tone: 'danger' },
  issued: { icon: GiftIcon, tone: 'green' },
  claimed: { icon: CheckIcon, tone: 'neutral' },
  process: { icon: FlameIcon, tone: 'gold' },
  joined: { icon: StarIcon, tone: 'green' },
  comingSoon: { icon: CalendarIcon, tone: 'neutral' },
};

export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const session = useSession();
  return (
    <Page aria-labelledby="promotions-title" data-testid="promotions-page">
      <PageHead title={<span id="promotions-title">{t('title')}</span>} intro={t('intro')} />
      {session.restoring ? <Spinner size="lg" label={t('loading')} /> : <Board key={session.signedIn ? 'member' : 'visitor'} signedIn={session.signedIn} />}
    </Page>
  );
}

export default PromotionsPage;

function Board({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation(['promotions', 'errors']);
  const promos = usePromotions(signedIn);
  const failure = promos.failureKey ? (promos.failureKey === 'errors:unknown' && promos.failureText ? promos.failureText : t(promos.failureKey)) : null;
  return (
    <Column data-testid="promotions" data-status={promos.status} data-signed-in={signedIn ? 'true' : 'false'}>
      {promos.status === 'loading' ? <Skeleton css={{ height: '240px' }} aria-label={t('loading')} /> : null}
      {promos.status === 'failed' ? (
        <Notice tone="error" onRetry={promos.retry} retryLabel={t('retry')} data-testid="promotions-failure">
          {failure}
        </Notice>
      ) : null}
      {promos.status === 'ready' ? (
        <>
          <Categories role="group" aria-label={t('categories.label')} data-testid="promotion-categories">
            {promos.categories.map((category) => (
              <Chip key={category} selected={promos.category === category} onClick={() => promos.setCategory(category)} data-category={category}>
                {t(`categories.${category}`, { defaultValue: readableCode(category) })}
              </Chip>
            ))}
          </Categories>
          {promos.promotions.length === 0 ? (
            <Empty role="status" data-testid="promotions-empty">
              {t('empty')}
            </Empty>
          ) : (
            <Cards data-testid="promotion-list">
              {promos.promotions.map((promotion) => (
                <PromotionCard key={promotion.promotionId} promotion={promotion} onOpen={() => promos.openDetail(promotion.promotionId)} />
              ))}
            </Cards>
          )}
          <DetailDialog promos={promos} />
        </>
      ) : null}
    </Column>
  );
}

function usePeriod() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = dateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' });
  return (promotion: Promotion) => {
    const from = Date.parse(promotion.startTime);
    const to = Date.parse(promotion.endTime);
    return Number.isNaN(from) || Number.isNaN(to) ? '' : format.formatRange(from, to);
  };
}

function StatusChip({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation('promotions');
  const look = STATUS_LOOK[status];
  const Icon = look.icon;
  return (
    <StaticChip tone={look.tone} data-testid="promotion-status" data-status={status}>
      <Icon size={14} aria-hidden="true" />
      {t(`status.${status}.label`)}
    </StaticChip>
  );
}

function PromotionCard({ promotion, onOpen }: { promotion: Promotion; onOpen: () => void }) {
  const { t } = useTranslation('promotions');
  const period = usePeriod();
  const titleId = `promotion-${promotion.promotionId}-title`;
  const picture = usePlatformPicture();
  return (
    <Card as="li" aria-labelledby={titleId} data-testid="promotion-card" data-id={promotion.promotionId} data-status={promotion.status} data-category={promotion.category}>
      {promotion.imageUrl ? <Picture src={picture(promotion.imageUrl)} alt="" loading="lazy" width={320} height={180} /> : null}
      <CardBody>
        <StatusChip status={promotion.status} />
        <h3 id={titleId}>{promotion.title}</h3>
        <Muted>
          <CalendarIcon size={14} aria-hidden="true" /> <span data-testid="promotion-period">{period(promotion)}</span>
        </Muted>
        <p>{promotion.summary}</p>
        <Button variant={promotion.status === 'join' || promotion.status === 'issued' ? 'primary' : 'secondary'} onClick={onOpen} aria-describedby={titleId} data-testid="promotion-open">
          {t('open')}
        </Button>
      </CardBody>
    </Card>
  );
}

function DetailDialog({ promos }: { promos: PromotionsView }) {
  const { t } = useTranslation(['promotions', 'errors']);
  const period = usePeriod();
  const promotion = promos.open;
  const picture = usePlatformPicture();
  return (
    <Dialog open={promotion !== null} onClose={promos.close} title={promotion?.title ?? ''} description={promotion?.summary} size="lg" closeLabel={t('close')}>
      {promotion ? (
        <Detail data-testid="promotion-detail" data-id={promotion.promotionId} data-status={promotion.status} aria-busy={promos.applying || promos.claiming || undefined}>
          {promotion.imageUrl ? <Picture src={picture(promotion.imageUrl)} alt="" width={640} height={360} /> : null}
          <Meta>
            <StatusChip status={promotion.status} />
            <StaticChip>
              <CalendarIcon size={14} aria-hidden="true" />
              {period(promotion)}
            </StaticChip>
            {promotion.bonus > 0 ? (
              <StaticChip tone="gold">
                {t('bonus')} <Amount value={promotion.bonus} />
              </StaticChip>
            ) : null}
          </Meta>
          {promos.notice ? (
            <Notice tone="info" data-testid="promotion-done">
              {promos.notice.kind === 'claimed' ? (
                // a claim answered without the amount says claimed, never "0"
                promos.notice.amount === null ? (
                  t('claimedNoAmount')
                ) : (
                  <>
                    {t('claimed')} <Amount value={promos.notice.amount} data-testid="promotion-claimed-amount" />
                  </>
                )
              ) : (
                t('applied')
              )}
            </Notice>
          ) : null}
          <OutcomeNotice
            outcome={promos.outcome}
            what={t(promos.outcomeCommand === 'apply' ? 'outcome.apply' : 'outcome.claim', { title: promotion.title })}
            onCheckAgain={promos.checkAgain}
            recordsHref={promos.outcomeCommand === 'claim' ? '/member/transactionHistory' : undefined}
            data-testid="promotion-outcome"
          />
          {promos.actionFailureKey ? (
            <Notice tone="error" data-testid="promotion-action-failure">
              {t(promos.actionFailureKey)}
            </Notice>
          ) : null}
          <p data-testid="promotion-explain">{t(`status.${promotion.status}.explain`)}</p>
          {promotion.status === 'rejected' && promotion.reason ? (
            <Notice tone="warning" data-testid="promotion-reason">
              {t('reason', { reason: promotion.reason })}
            </Notice>
          ) : null}
          {promotion.status === 'applying' && promotion.comment ? <Muted data-testid="promotion-my-comment">{t('yourComment', { comment: promotion.comment })}</Muted> : null}
          <Action promos={promos} promotion={promotion} />
          <section aria-labelledby="promotion-details-title">
            <h3 id="promotion-details-title">{t('details')}</h3>
            <SafeHtml html={promotion.content} data-testid="promotion-content" />
          </section>
          <section aria-labelledby="promotion-terms-title">
            <h3 id="promotion-terms-title">{t('terms')}</h3>
            <SafeHtml html={promotion.terms} data-testid="promotion-terms" />
          </section>
        </Detail>
      ) : null}
    </Dialog>
  );
}

function Action({ promos, promotion }: { promos: PromotionsView; promotion: Promotion }) {
  const { t } = useTranslation(['promotions', 'errors']);
  if (promos.openAction === null) return null;
  // a visitor's press asks them to sign in (the chart's signIn state); what they typed stays
  const signIn = promos.signInNeeded ? (
    <Notice tone="info" data-testid="promotion-sign-in-needed">
      <p>{t('signInNeeded')}</p>
      <LinkButton href={loginPathFor('/promotions')} data-testid="promotion-sign-in">
        {t('signIn')}
      </LinkButton>
    </Notice>
  ) : null;
  if (promos.openAction === 'claim') {
    return (
      <>
      {signIn}
      <Button variant="success" onClick={promos.claim} loading={promos.claiming} ignoreRepeatClicks data-testid="promotion-claim">
        {t('claim')} <Amount value={promotion.bonus} />
      </Button>
      </>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    promos.apply();
  };
  const over = promos.commentLength > promos.commentMax;
  return (
    <ApplyForm onSubmit={submit} noValidate data-testid="promotion-apply-form">
      {signIn}
      <Field
        label={t('comment.label')}
        hint={
          <Counter data-over={over ? 'true' : 'false'} data-testid="promotion-comment-count" aria-live="polite">
            {t('comment.count', { count: promos.commentLength, max: promos.commentMax })}
          </Counter>
        }
        error={promos.commentErrorKey ? t(promos.commentErrorKey, { max: promos.commentMax }) : undefined}
      >
        {(control) => (
          <TextArea {...control} rows={3} value={promos.comment} onChange={(event) => promos.setComment(event.currentTarget.value)} readOnly={promos.applying} data-testid="promotion-comment" />
        )}
      </Field>
      <Button type="submit" loading={promos.applying} ignoreRepeatClicks data-testid="promotion-apply">
        {t('apply')}
      </Button>
    </ApplyForm>
  );
}

const Page = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4', padding: '$4', maxWidth: '1100px', width: '100%', margin: '0 auto', boxSizing: 'border-box' });
const Column = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Categories = styled('div', { display: 'flex', gap: '$2', overflowX: 'auto', paddingBottom: '$1', flexWrap: 'nowrap', '@md': { flexWrap: 'wrap' } });
const Cards = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$3', gridTemplateColumns: '1fr', '@md': { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' } });
const Card = styled('div', { display: 'flex', flexDirection: 'column', borderRadius: '$lg', border: '1px solid $border', backgroundColor: '$surface1', overflow: 'hidden' });
const CardBody = styled('div', { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '$2', padding: '$3', flex: 1, '& h3': { margin: 0, fontSize: '$lg' }, '& p': { margin: 0 }, '& > button': { marginTop: 'auto', alignSelf: 'stretch' } });
const Picture = styled('img', { width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', backgroundColor: '$surface2', display: 'block' });
const Muted = styled('p', { margin: 0, color: '$textMuted', fontSize: '$sm', display: 'inline-flex', alignItems: 'center', gap: '$1' });
const Detail = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3', '& h3': { margin: '0 0 $2', fontSize: '$md' }, '& p': { margin: 0 }, '& img': { borderRadius: '$md' } });
const Meta = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap' });
const ApplyForm = styled('form', { display: 'flex', flexDirection: 'column', gap: '$2', alignItems: 'stretch' });
const Counter = styled('span', { '&[data-over="true"]': { color: '$dangerText', fontWeight: '$bold' } });
