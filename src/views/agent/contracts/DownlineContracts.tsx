/**
 * A contract page's "my downlines' contracts" view: the contracts of its kind the agent offered or
 * holds with its direct downline agents, each with its change and termination, and the offer
 * form (a new contract with 1..n tiers to a downline, or a change prefilled from the contract) —
 * all through the contractOffer chart (`contractOffer:<kind>`). An offer whose answer was lost is
 * checked with the form held (OutcomeNotice above it: checking, or still unknown with "check
 * again"). The holder carries the chart's status for the tests.
 */
import { useEffect, useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractKind } from '@api/index';
import type { ContractOfferView } from '@machines/contracts/contractOffer.connect';
import { MAX_TIERS, OFFER_GAME_TYPES, type ContractOffer } from '@machines/contracts/contractOffer.machine';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Empty } from '../../../ui/Empty';
import { Notice } from '../../../ui/Notice';
import { OutcomeNotice } from '../../../ui/OutcomeNotice';
import { Select, TextInput } from '../../../ui/Field';
import { Spinner } from '../../../ui/Spinner';
import { styled } from '../../../ui/theme';
import { Actions, RowList, TierTable } from './ContractRows';
import { EMPTY_TIER_VALUES, offerResolver, valuesOfDraft, type OfferValues } from './offerForm';
import { useContractOffer } from './useContractOffer';
import { readableCode } from '../../../ui/readableCode';

export function DownlineContracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(['contracts', 'errors']);
  const offers = useContractOffer(kind);
  const listFailure = offers.canRetry ? (offers.failureText ?? (offers.failureKey ? t(offers.failureKey) : null)) : null;
  return (
    <Panel
      data-testid="downline-contracts"
      data-status={offers.status}
      data-busy={offers.busy || undefined}
      data-form={offers.draft ? offers.draft.mode : undefined}
      data-submitting={offers.submitting || undefined}
      data-terminating={offers.terminating ? offers.terminating.id : undefined}
      data-outcome={offers.outcome ?? undefined}
      aria-busy={offers.busy || undefined}
    >
      {offers.status === 'loading' ? <Spinner size="lg" /> : null}
      {listFailure ? (
        <Notice tone="error" onRetry={offers.retry} retryLabel={t('retry')} data-testid="offer-list-failure">
          {listFailure}
        </Notice>
      ) : null}
      {offers.notice ? (
        <Notice tone="info" data-testid="offer-notice" data-notice={offers.notice}>
          {t(`offer.notices.${offers.notice}`)}
        </Notice>
      ) : null}
      {offers.status === 'ready' ? (
        <Toolbar>
          <Button variant="primary" onClick={offers.openNew} disabled={offers.busy || offers.downlines.length === 0} data-testid="offer-new">
            {t('offer.new')}
          </Button>
          {offers.downlines.length === 0 ? <span>{t('offer.noDownlines')}</span> : null}
        </Toolbar>
      ) : null}
      {offers.status === 'ready' && offers.rows.length === 0 ? <Empty>{t('downlines.none')}</Empty> : null}
      <RowList>
        {offers.rows.map(({ contract, canChange, canTerminate }) => (
          <Card key={contract.id} data-testid="downline-contract" data-contract={contract.id} data-status={contract.status}>
            <Head>
              <strong>
                {contract.downline} · {t(`gameTypes.${contract.gameType}`, { defaultValue: readableCode(contract.gameType) })}
              </strong>
              {contract.period ? <span>{t(`periods.${contract.period}`, { defaultValue: readableCode(contract.period) })}</span> : null}
              <Status data-testid="downline-contract-status">{t(`statuses.${contract.status}`, { defaultValue: readableCode(contract.status) })}</Status>
            </Head>
            <TierTable row={{ ...contract, kind }} />
            {canChange || canTerminate ? (
              <Actions>
                {canChange ? (
                  <Button size="sm" variant="secondary" onClick={() => offers.change(contract.id)} disabled={offers.busy}>
                    {t('offer.change')}
                  </Button>
                ) : null}
                {canTerminate ? (
                  <Button size="sm" variant="outline" onClick={() => offers.terminate(contract.id)} disabled={offers.busy}>
                    {t('offer.terminate')}
                  </Button>
                ) : null}
              </Actions>
            ) : null}
          </Card>
        ))}
      </RowList>
      <Dialog
        open={offers.draft !== null}
        onClose={() => (offers.submitting ? undefined : offers.close())}
        title={offers.draft?.mode === 'change' ? t('offer.changeTitle') : t('offer.newTitle', { kind: t(`kinds.${kind}`) })}
        size="lg"
        id="offer-dialog"
      >
        {offers.draft ? <OfferForm key={`${offers.draft.mode}:${offers.draft.contractId ?? ''}`} offers={offers} /> : null}
      </Dialog>
      <Dialog
        open={offers.terminating !== null}
        onClose={() => (offers.busy ? undefined : offers.close())}
        title={t('offer.terminateTitle')}
        size="sm"
        id="terminate-dialog"
        footer={
          <>
            <Button variant="outline" onClick={offers.close} disabled={offers.busy}>
              {t('offer.cancel')}
            </Button>
            <Button variant="danger" onClick={offers.confirm} loading={offers.busy} data-testid="terminate-confirm">
              {t('offer.terminateConfirm')}
            </Button>
          </>
        }
      >
        {offers.terminating ? <TerminationQuestion contract={offers.terminating} offers={offers} /> : null}
      </Dialog>
    </Panel>
  );
}

function TerminationQuestion({ contract, offers }: { contract: Contract; offers: ContractOfferView }) {
  const { t } = useTranslation(['contracts', 'errors']);
  return (
    <Question data-testid="terminate-question">
      <p>{t('offer.terminateBody', { downline: contract.downline, gameType: t(`gameTypes.${contract.gameType}`, { defaultValue: readableCode(contract.gameType) }) })}</p>
      {offers.failureKey ? (
        <Notice tone="error" data-testid="offer-failure">
          {offers.failureText ?? t(offers.failureKey)}
        </Notice>
      ) : null}
    </Question>
  );
}

/** The offer form: react-hook-form keeps every value for the dialog's life, also after a refusal. */
function OfferForm({ offers }: { offers: ContractOfferView }) {
  const { t } = useTranslation(['contracts', 'errors']);
  const draft = offers.draft;
  const changing = draft?.mode === 'change';
  const { register, control, handleSubmit, formState, subscribe, trigger } = useForm<OfferValues, unknown, ContractOffer>({
    resolver: offerResolver(offers.kind, changing ? undefined : offers.downlines),
    defaultValues: draft ? valuesOfDraft(draft) : undefined,
  });
  const tiers = useFieldArray({ control, name: 'tiers' });
  // the rules compare tiers with each other: once submitted, every change checks the whole form,
  // so a message another field caused goes when that field is put right
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (!submitted) return undefined;
    return subscribe({ formState: { values: true }, callback: () => void trigger() });
  }, [submitted, subscribe, trigger]);
  const formId = useId();
  const errors = formState.errors;
  /** The form's own message, else the platform's refusal at that field. */
  const fieldError = (path: string, own: string | undefined) => {
    const key = own ?? offers.fieldErrors[path];
    return key ? t(key) : undefined;
  };
  const failure = !offers.canRetry && offers.failureKey ? (offers.failureText ?? t(offers.failureKey)) : null;
  const submit = handleSubmit((offer) => offers.submit(offer));
  const betLabel = offers.kind === 'DAILY_SALARY' ? t('tiers.betVolume') : t('tiers.minimumBet');
  return (
    <Form id={formId} onSubmit={submit} noValidate aria-busy={offers.submitting || undefined} data-testid="offer-form">
      {offers.unconfirmed ? (
        <OutcomeNotice
          outcome={offers.outcome}
          what={t('offer.outcomeWhat', {
            kind: t(`kinds.${offers.unconfirmed.kind}`),
            gameType: t(`gameTypes.${offers.unconfirmed.offer.gameType}`, { defaultValue: readableCode(offers.unconfirmed.offer.gameType) }),
            downline: offers.unconfirmed.offer.downline.trim(),
          })}
          onCheckAgain={offers.checkAgain}
          data-testid="offer-outcome"
        />
      ) : null}
      {failure ? (
        <Notice tone="error" role="alert" data-testid="offer-failure">
          {failure}
        </Notice>
      ) : null}
      <Row>
        {changing ? (
          <TextInput label={t('offer.downline')} readOnly value={draft?.offer.downline ?? ''} data-testid="offer-downline-fixed" />
        ) : (
          <Select
            label={t('offer.downline')}
            required
            placeholder={t('offer.chooseDownline')}
            options={offers.downlines.map((name) => ({ value: name, label: name }))}
            error={fieldError('downline', errors.downline?.message)}
            {...register('downline')}
          />
        )}
        {changing ? (
          // a change keeps its downline and game type (a new offer for another pair is a new contract)
          <TextInput label={t('offer.gameType')} readOnly value={t(`gameTypes.${draft?.offer.gameType ?? ''}`, { defaultValue: draft?.offer.gameType ?? '' })} data-testid="offer-game-type-fixed" />
        ) : (
          <Select
            label={t('offer.gameType')}
            required
            options={OFFER_GAME_TYPES.map((gameType) => ({ value: gameType, label: t(`gameTypes.${gameType}`) }))}
            error={fieldError('gameType', errors.gameType?.message)}
            {...register('gameType')}
          />
        )}
        {offers.periods.length > 1 ? (
          <Select
            label={t('offer.period')}
            required
            options={offers.periods.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
            error={fieldError('period', errors.period?.message)}
            {...register('period')}
          />
        ) : null}
      </Row>
      <TierList aria-label={t('offer.tiersLabel')}>
        {tiers.fields.map((field, index) => {
          const own = errors.tiers?.[index];
          const at = (name: string) => `tiers.${index}.${name}`;
          return (
            <Tier key={field.id} data-testid="offer-tier">
              <legend>{t('offer.tier', { n: index + 1 })}</legend>
              <TextInput label={betLabel} inputMode="decimal" error={fieldError(at('minimumBet'), own?.minimumBet?.message)} {...register(`tiers.${index}.minimumBet`)} />
              {offers.asksNetLoss ? <TextInput label={t('tiers.netLoss')} inputMode="decimal" error={fieldError(at('netLoss'), own?.netLoss?.message)} {...register(`tiers.${index}.netLoss`)} /> : null}
              <TextInput label={t('tiers.activeMembers')} inputMode="numeric" error={fieldError(at('activeMember'), own?.activeMember?.message)} {...register(`tiers.${index}.activeMember`)} />
              {offers.takesRateType ? (
                <Select
                  label={t('offer.rateType')}
                  options={[
                    { value: 'P', label: t('offer.rateTypes.P') },
                    { value: 'F', label: t('offer.rateTypes.F') },
                  ]}
                  {...register(`tiers.${index}.rateType`)}
                />
              ) : null}
              <TextInput label={t('offer.rate')} inputMode="decimal" required error={fieldError(at('rate'), own?.rate?.message)} {...register(`tiers.${index}.rate`)} />
              <RemoveTier>
                <Button type="button" size="sm" variant="ghost" onClick={() => tiers.remove(index)} disabled={tiers.fields.length <= 1 || offers.submitting}>
                  {t('offer.removeTier', { n: index + 1 })}
                </Button>
              </RemoveTier>
            </Tier>
          );
        })}
      </TierList>
      {errors.tiers?.root?.message ? (
        <Notice tone="error" role="alert">
          {t(errors.tiers.root.message)}
        </Notice>
      ) : null}
      <Actions>
        <Button type="button" variant="outline" onClick={() => tiers.append({ ...EMPTY_TIER_VALUES })} disabled={tiers.fields.length >= MAX_TIERS || offers.submitting} data-testid="offer-add-tier">
          {t('offer.addTier')}
        </Button>
      </Actions>
      <Actions>
        <Button type="button" variant="ghost" onClick={offers.close} disabled={offers.submitting}>
          {t('offer.cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={offers.submitting} data-testid="offer-submit">
          {changing ? t('offer.submitChange') : t('offer.submit')}
        </Button>
      </Actions>
    </Form>
  );
}

const Panel = styled('div', { display: 'grid', gap: '$3', paddingTop: '$3' });
const Toolbar = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2 $3', fontSize: '$sm', color: '$textMuted' });
const Card = styled('li', { listStyle: 'none', display: 'grid', gap: '$2', padding: '$3', borderRadius: '$md', border: '1px solid $border', backgroundColor: '$surface1' });
const Head = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$1 $3', fontSize: '$sm' });
const Status = styled('span', { marginLeft: 'auto', padding: '0 $2', borderRadius: '$pill', backgroundColor: '$goldSoft', color: '$goldText', fontWeight: '$semibold' });
const Form = styled('form', { display: 'grid', gap: '$3' });
const Row = styled('div', { display: 'grid', gap: '$3', '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } });
const TierList = styled('div', { display: 'grid', gap: '$3' });
const Tier = styled('fieldset', {
  display: 'grid',
  gap: '$2',
  margin: 0,
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  '& legend': { padding: '0 $1', fontWeight: '$semibold', fontSize: '$sm' },
  '@md': { gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', alignItems: 'start' },
});
const RemoveTier = styled('div', { display: 'flex', alignItems: 'end', minHeight: '100%' });
const Question = styled('div', { display: 'grid', gap: '$2', '& p': { margin: 0 } });
