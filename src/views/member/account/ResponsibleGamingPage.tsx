/**
 * /member/responsibleGaming: deposit limits per day, week and month (used / remaining, a raised
 * or removed value waiting with when it applies), a cool-off and self-exclusion behind an explicit
 * confirmation. Everything it decides is the responsibleGaming chart's; the platform enforces it.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitRow, ResponsibleGamingView } from '@machines/member/responsibleGaming.connect';
import type { LimitPeriod } from '@api/index';
import { formatAmount } from '../../../ui/Amount';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextInput } from '../../../ui/Field';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { styled } from '../../../ui/theme';
import { Card, Page, PageHead, Row } from '../ledger/parts';
import { useResponsibleGaming } from './useResponsibleGaming';
import { dateTimeFormat } from '../../../ui/formats';

function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    money: (value: number) => formatAmount(value, language),
    when: (iso: string) => dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  };
}

export default function ResponsibleGamingPage() {
  const { t } = useTranslation(['account', 'errors']);
  const rg = useResponsibleGaming();
  const { when } = useFormats();

  return (
    <Page data-testid="responsible-gaming" data-status={rg.status} aria-busy={rg.status === 'loading' || rg.saving || undefined}>
      <PageHead title={t('responsible.title')} intro={t('responsible.intro')} />
      {rg.status === 'loading' ? (
        <Card role="status">
          <Spinner size="sm" decorative /> {t('responsible.loading')}
        </Card>
      ) : null}
      {rg.status === 'failed' ? (
        <Notice tone="error" data-testid="rg-failure" onRetry={rg.retry} retryLabel={t('retry')}>
          {t(rg.failureKey ?? 'errors:unknown')}
        </Notice>
      ) : null}
      {rg.status === 'ready' ? (
        <>
          {rg.restriction ? (
            <Notice tone="warning" data-testid="rg-restriction" data-kind={rg.restriction.kind}>
              {rg.restriction.kind === 'selfExcluded' ? t('responsible.excludedNow') : t('responsible.coolOffNow', { until: when(rg.restriction.until) })}
            </Notice>
          ) : null}
          {rg.notice ? (
            <Notice
              tone="info"
              role="status"
              data-testid="rg-notice"
              data-notice={rg.notice}
              reveal={rg.notice}
              {...(rg.savedUnread ? { onRetry: rg.reload, retryLabel: t('responsible.reload'), retrying: rg.reloading } : {})}
            >
              {t(`responsible.notice.${rg.notice}`, { hours: rg.coolDownHours })}
            </Notice>
          ) : null}
          {rg.actionErrorKey ? (
            <Notice tone="error" data-testid="rg-error" reveal={rg.actionErrorKey}>
              {t(rg.actionErrorKey)}
            </Notice>
          ) : null}
          <Card as="section" aria-labelledby="rg-limits-title">
            <h2 id="rg-limits-title">{t('responsible.limits.title')}</h2>
            <p>{t('responsible.limits.rule', { hours: rg.coolDownHours })}</p>
            <Limits>
              {rg.limits.map((limit) => (
                <LimitCard key={limit.period} limit={limit} rg={rg} />
              ))}
            </Limits>
          </Card>
          <Card as="section" aria-labelledby="rg-cooloff-title">
            <h2 id="rg-cooloff-title">{t('responsible.coolOff.title')}</h2>
            <p>{t('responsible.coolOff.intro')}</p>
            <Row>
              {rg.coolOffDays.map((days) => (
                <Button key={days} variant="outline" onClick={() => rg.askCoolOff(days)} disabled={rg.saving || rg.savedUnread || rg.restriction?.kind === 'selfExcluded'} data-testid={`rg-cooloff-${days}`}>
                  {t('responsible.coolOff.days', { count: days })}
                </Button>
              ))}
            </Row>
          </Card>
          <Card as="section" aria-labelledby="rg-exclude-title">
            <h2 id="rg-exclude-title">{t('responsible.exclude.title')}</h2>
            <p>{t('responsible.exclude.intro')}</p>
            <Row>
              <Button variant="danger" onClick={rg.askExclude} disabled={rg.saving || rg.savedUnread || rg.restriction?.kind === 'selfExcluded'} data-testid="rg-exclude">
                {t('responsible.exclude.button')}
              </Button>
            </Row>
          </Card>
          <ConfirmDialog rg={rg} />
        </>
      ) : null}
    </Page>
  );
}

function LimitCard({ limit, rg }: { limit: LimitRow; rg: ResponsibleGamingView }) {
  const { t } = useTranslation('account');
  const { money, when } = useFormats();
  const [amount, setAmount] = useState(limit.amount === null ? '' : String(limit.amount));
  const label = t(`responsible.period.${limit.period}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rg.setLimit(limit.period, amount);
  };
  return (
    <form onSubmit={submit} noValidate data-testid={`rg-limit-${limit.period}`} aria-label={label}>
      <h3>{label}</h3>
      <Figures>
        <dt>{t('responsible.limits.current')}</dt>
        <dd data-testid="rg-limit-amount">{limit.amount === null ? t('responsible.limits.none') : money(limit.amount)}</dd>
        <dt>{t('responsible.limits.used')}</dt>
        <dd data-testid="rg-limit-used">{money(limit.used)}</dd>
        <dt>{t('responsible.limits.remaining')}</dt>
        <dd data-testid="rg-limit-remaining">{limit.remaining === null ? '—' : money(limit.remaining)}</dd>
      </Figures>
      {limit.amount !== null ? <Usage value={limit.used} max={limit.amount} aria-label={t('responsible.limits.usage', { period: label })} /> : null}
      <Small>{t('responsible.limits.resets', { when: when(limit.resetsAt) })}</Small>
      {limit.pending ? (
        <Pending data-testid="rg-limit-pending">
          {limit.pending.amount === null
            ? t('responsible.limits.pendingRemoval', { when: when(limit.pending.effectiveAt), hours: limit.pending.hoursLeft })
            : t('responsible.limits.pendingRaise', { amount: money(limit.pending.amount), when: when(limit.pending.effectiveAt), hours: limit.pending.hoursLeft })}
        </Pending>
      ) : null}
      <TextInput
        label={t('responsible.limits.newLabel', { period: label })}
        hint={t('responsible.limits.newHint')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        error={limit.errorKey ? t(limit.errorKey) : undefined}
        data-testid="rg-limit-input"
      />
      <Button type="submit" variant="primary" disabled={rg.saving || rg.savedUnread} data-testid="rg-limit-save">
        {t('responsible.limits.save')}
      </Button>
    </form>
  );
}

function ConfirmDialog({ rg }: { rg: ResponsibleGamingView }) {
  const { t } = useTranslation('account');
  const { money } = useFormats();
  const change = rg.confirming;
  if (!change) return null;
  const period = (value: LimitPeriod) => t(`responsible.period.${value}`);
  const title = change.kind === 'limit' ? t('responsible.confirm.raiseTitle') : change.kind === 'coolOff' ? t('responsible.confirm.coolOffTitle') : t('responsible.confirm.excludeTitle');
  const body =
    change.kind === 'limit'
      ? change.amount === null
        ? t('responsible.confirm.remove', { period: period(change.period), hours: rg.coolDownHours })
        : t('responsible.confirm.raise', { period: period(change.period), amount: money(change.amount), hours: rg.coolDownHours })
      : change.kind === 'coolOff'
        ? t('responsible.confirm.coolOff', { count: change.days })
        : t('responsible.confirm.exclude');
  return (
    <Dialog
      open
      onClose={rg.cancel}
      title={title}
      size="sm"
      footer={
        <Row>
          <Button variant="ghost" onClick={rg.cancel} disabled={rg.saving} data-testid="rg-cancel">
            {t('responsible.confirm.cancel')}
          </Button>
          <Button variant={change.kind === 'limit' ? 'primary' : 'danger'} onClick={rg.confirm} disabled={!rg.mayConfirm} loading={rg.saving} data-testid="rg-confirm">
            {t('responsible.confirm.ok')}
          </Button>
        </Row>
      }
    >
      <p data-testid="rg-confirm-text">{body}</p>
      {change.kind === 'exclude' ? (
        <Check>
          <input type="checkbox" checked={rg.acknowledged} onChange={(event) => rg.acknowledge(event.currentTarget.checked)} disabled={rg.saving} data-testid="rg-acknowledge" />
          <span>{t('responsible.confirm.acknowledge')}</span>
        </Check>
      ) : null}
    </Dialog>
  );
}

const Limits = styled('div', {
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: '1fr',
  '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& form': { display: 'flex', flexDirection: 'column', gap: '$2', padding: '$3', borderRadius: '$md', border: '1px solid $border', backgroundColor: '$surface2' },
  '& h3': { margin: 0, fontSize: '$md' },
});
const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$1 $3',
  margin: 0,
  fontSize: '$sm',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: '$bold', textAlign: 'right' },
});
const Usage = styled('progress', { width: '100%', height: '8px', accentColor: '$colors$accent' });
const Small = styled('small', { color: '$textMuted' });
const Pending = styled('p', { margin: 0, fontSize: '$sm', fontWeight: '$semibold', color: '$goldText' });
const Check = styled('label', { display: 'flex', gap: '$2', alignItems: 'flex-start', fontWeight: '$semibold', '& input': { width: '20px', height: '20px', flexShrink: 0 } });
