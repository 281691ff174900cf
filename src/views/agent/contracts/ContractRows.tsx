/**
 * A contract row as the agent reads it: kind, game type, period, status and the tiers (minimum bet
 * or bet volume, net loss for dividends, active members, rate); the answers the row takes; the
 * lower-rate consent question; the chart's messages: a failure with its retry, the answer that went
 * through, and a lost answer being checked (OutcomeNotice: the answers hold until it is known).
 * Shared by the after-sign-in dialog and the contract pages' "my contract" view (both render the
 * contract chart's connect API).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../ui/formats';
import { useLanguage } from '../../../ui/useLanguage';
import type { TFunction } from 'i18next';
import type { ContractView, WaitingContractView } from '@machines/contracts/contract.connect';
import type { ContractAnswer, ContractRow } from '@machines/contracts/contract.machine';
import { Amount } from '../../../ui/Amount';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { OutcomeNotice } from '../../../ui/OutcomeNotice';
import { styled } from '../../../ui/theme';
import { readableCode } from '../../../ui/readableCode';

const ANSWER_VARIANT: Readonly<Record<ContractAnswer, 'primary' | 'secondary' | 'danger' | 'outline'>> = { accept: 'primary', reject: 'outline', agree: 'danger', keep: 'primary' };

/**
 * A game type's name: ours for the types API.md lists, the platform's raw key for any other (a
 * new game type is shown, never dropped, #27), and "no game type" when the row and its key say none.
 */
function gameTypeName(t: TFunction<'contracts'>, gameType: string): string {
  return gameType === '' ? t('row.noGameType') : t(`gameTypes.${gameType}`, { defaultValue: readableCode(gameType) });
}

function Rate({ rate, rateType }: { rate: number; rateType: 'P' | 'F' }) {
  // written as every other percentage of the site ('25%'), so it never splits across two lines either
  const language = useLanguage();
  return rateType === 'P' ? <>{formatPercent(rate, language)}</> : <Amount value={rate} />;
}

/** A row's tiers: any contract row with the kind it was listed under (a waiting or held row, or an upline's own). */
export function TierTable({ row }: { row: Pick<ContractRow, 'kind' | 'gameType' | 'tiers'> }) {
  const { t } = useTranslation('contracts');
  const dividend = row.kind === 'DIVIDEND';
  const caption = t('tiers.caption', { gameType: gameTypeName(t, row.gameType) });
  return (
    // five columns of amounts are wider than a phone: the table scrolls inside the card, the page does not
    <TiersScroll tabIndex={0} role="region" aria-label={caption}>
      <Tiers data-testid="contract-tiers">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tiers.level')}</th>
            <th scope="col">{row.kind === 'DAILY_SALARY' ? t('tiers.betVolume') : t('tiers.minimumBet')}</th>
            {dividend ? <th scope="col">{t('tiers.netLoss')}</th> : null}
            <th scope="col">{t('tiers.activeMembers')}</th>
            <th scope="col">{t('tiers.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {row.tiers.map((tier, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>
                <Amount value={tier.minimumBet} />
              </td>
              {dividend ? <td>
                  <Amount value={tier.netLoss} />
                </td> : null}
              <td>{tier.activeMember}</td>
              <td>
                <Rate rate={tier.rate} rateType={tier.rateType} />
              </td>
            </tr>
          ))}
        </tbody>
      </Tiers>
    </TiersScroll>
  );
}

function RowHead({ row }: { row: ContractRow }) {
  const { t } = useTranslation('contracts');
  return (
    <Head>
      <strong>
        {t(`kinds.${row.kind}`)} · {gameTypeName(t, row.gameType)}
      </strong>
      {row.upline ? <span>{t('row.from', { upline: row.upline })}</span> : null}
      {row.period ? <span>{t(`periods.${row.period}`, { defaultValue: readableCode(row.period) })}</span> : null}
      <Status data-testid="contract-status" data-status={row.status}>
        {t(`statuses.${row.status}`, { defaultValue: t('row.otherStatus', { status: row.status }) })}
      </Status>
    </Head>
  );
}

/** What a waiting row asks, naming the upline when the row says who it is (API.md names no upline field). */
function requestText(t: TFunction<'contracts'>, request: WaitingContractView['request'], upline: string): string {
  if (request === 'offer') return upline ? t('row.offer', { upline }) : t('row.offerFromUpline');
  return upline ? t('row.termination', { upline }) : t('row.terminationFromUpline');
}

/** A row waiting for the agent: what it asks and the answers it takes (held while a call runs). */
export function WaitingRow({ view, contract }: { view: WaitingContractView; contract: ContractView }) {
  const { t } = useTranslation('contracts');
  const { row } = view;
  return (
    <Card data-testid="contract-waiting" data-contract={row.id || row.key} data-game-type={row.gameType}>
      <RowHead row={row} />
      <p>{requestText(t, view.request, row.upline)}</p>
      {view.unnamed ? (
        <Notice tone="warning" data-testid="contract-unnamed">
          {t('row.unnamed')}
        </Notice>
      ) : null}
      {view.lowerRate ? (
        <Notice tone="warning" data-testid="contract-lower-rate">
          {/* API.md names only the flag; the platform's ids of the contracts it ends mean nothing to the agent: how many, when it says */}
          {row.conflictingContracts.length > 0 ? t('consent.warning', { count: row.conflictingContracts.length }) : t('consent.warningUnnamed')}
        </Notice>
      ) : null}
      <TierTable row={row} />
      <Actions>
        {view.answers.map((answer) => (
          <Button
            key={answer}
            variant={ANSWER_VARIANT[answer]}
            onClick={() => contract.answer(row.key, answer)}
            disabled={contract.busy || contract.consentFor !== null || contract.refusedAnswer !== null}
            loading={contract.answering && contract.refusedAnswer === null}
          >
            {t(`answers.${answer}`)}
          </Button>
        ))}
      </Actions>
      {/* the question opens under the answer that asked it, where the agent is looking */}
      {contract.consentFor?.row.key === row.key ? <ConsentQuestionFor contract={contract} row={row} /> : null}
    </Card>
  );
}

export function HeldRow({ row }: { row: ContractRow }) {
  return (
    <Card data-testid="contract-held" data-contract={row.id || row.key} data-game-type={row.gameType}>
      <RowHead row={row} />
      <TierTable row={row} />
    </Card>
  );
}

/**
 * The lower-rate question when its row is not in the list (the list changed under it): above the
 * list, so the answers it holds are never left dimmed with no question in sight. Otherwise the
 * question is in its row (WaitingRow).
 */
export function ConsentQuestion({ contract }: { contract: ContractView }) {
  const asked = contract.consentFor;
  if (!asked || contract.waiting.some((view) => view.row.key === asked.row.key)) return null;
  return <ConsentQuestionFor contract={contract} row={asked.row} />;
}

/** The offer as the agent knows it: kind, game type, rate and who offers it. */
function offerName(t: TFunction<'contracts'>, row: ContractRow, language: string): string {
  const rate = row.rate ?? (row.tiers[0]?.rateType === 'P' ? row.tiers[0].rate : null);
  const named = t('consent.offer', { kind: t(`kinds.${row.kind}`), gameType: gameTypeName(t, row.gameType) });
  const withRate = rate === null ? named : t('consent.offerRate', { offer: named, rate: formatPercent(rate, language) });
  return row.upline ? t('consent.offerFrom', { offer: withRate, upline: row.upline }) : withRate;
}

/**
 * The lower-rate question: consent sends the answer with it, cancel sends nothing. Scrolled into
 * view and focused (on the safe answer) when it opens, so a phone user sees why the answers dimmed.
 */
function ConsentQuestionFor({ contract, row }: { contract: ContractView; row: ContractRow }) {
  const { t } = useTranslation('contracts');
  const language = useLanguage();
  const questionRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    questionRef.current?.scrollIntoView({ block: 'center' });
    cancelRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Question ref={questionRef} role="alertdialog" aria-labelledby="contract-consent-title" aria-describedby="contract-consent-body" data-testid="contract-consent">
      <strong id="contract-consent-title">{t('consent.title')}</strong>
      <p id="contract-consent-body">{t('consent.body', { offer: offerName(t, row, language) })}</p>
      <Actions>
        <Button variant="danger" onClick={contract.consent} disabled={contract.busy}>
          {t('consent.agree')}
        </Button>
        <Button ref={cancelRef} variant="outline" onClick={contract.cancel} disabled={contract.busy}>
          {t('consent.cancel')}
        </Button>
      </Actions>
    </Question>
  );
}

/** The names an answer's texts take: the kind and the game type. */
function useRowNames() {
  const { t } = useTranslation('contracts');
  return (row: ContractRow) => ({ kind: t(`kinds.${row.kind}`), gameType: gameTypeName(t, row.gameType) });
}

/** A lost answer being checked, or still unknown with "check again" (the answers hold meanwhile). */
export function AnswerOutcome({ contract }: { contract: ContractView }) {
  const { t } = useTranslation('contracts');
  const names = useRowNames();
  const checked = contract.unconfirmed;
  if (!checked) return null;
  return <OutcomeNotice outcome={contract.outcome} what={t(`outcomeWhat.${checked.answer}`, names(checked.row))} onCheckAgain={contract.checkAgain} data-testid="contract-outcome" />;
}

/** The answer that went through (sent, or found taken by the check of a lost answer). */
export function AnswerDone({ contract }: { contract: ContractView }) {
  const { t } = useTranslation('contracts');
  const names = useRowNames();
  const done = contract.lastAnswer;
  if (!done || contract.outcome) return null;
  return (
    <Notice data-testid="contract-answered" data-answer={done.answer} data-contract={done.row.id || done.row.key}>
      {t(`answered.${done.answer}`, names(done.row))}
    </Notice>
  );
}

/** The failure of the last call, with its retry (and, for a refused answer, cancel). */
export function ContractFailure({ contract }: { contract: ContractView }) {
  const { t } = useTranslation('contracts');
  if (!contract.failureKey) return null;
  return (
    <Notice tone="error" role="alert" data-testid="contract-failure">
      {contract.failureText ?? t(contract.failureKey)}
      <Actions>
        <Button size="sm" onClick={contract.retry} disabled={contract.busy}>
          {t('retry')}
        </Button>
        {contract.refusedAnswer ? (
          <Button size="sm" variant="outline" onClick={contract.cancel} disabled={contract.busy}>
            {t('consent.cancel')}
          </Button>
        ) : null}
      </Actions>
    </Notice>
  );
}

const Card = styled('li', {
  listStyle: 'none',
  display: 'grid',
  // a column that may be narrower than its content (the tier table scrolls within it)
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$2',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface1',
  '& p': { margin: 0 },
});

const Head = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$1 $3', fontSize: '$sm' });

const Status = styled('span', {
  marginLeft: 'auto',
  padding: '0 $2',
  borderRadius: '$pill',
  backgroundColor: '$goldSoft',
  color: '$goldText',
  fontWeight: '$semibold',
});

const TiersScroll = styled('div', { overflowX: 'auto', maxWidth: '100%' });

const Tiers = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'start', color: '$textMuted', paddingBottom: '$1' },
  // tighter on a phone, so five columns of amounts fit a 360 px screen without scrolling
  '& th, & td': { padding: '$1 3px', borderBottom: '1px solid $border', textAlign: 'end', '@md': { padding: '$1 $2' } },
  '& th:first-child, & td:first-child': { textAlign: 'start' },
  // long headers ("Miembros activos") wrap rather than push the rate column out of the card
  '& th': { whiteSpace: 'normal', overflowWrap: 'break-word', hyphens: 'auto', verticalAlign: 'bottom' },
  '& td': { whiteSpace: 'nowrap' },
});

export const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2', marginTop: '$2' });

const Question = styled('div', {
  display: 'grid',
  gap: '$2',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $goldText',
  backgroundColor: '$surface2',
  '& p': { margin: 0 },
});

export const RowList = styled('ul', { margin: 0, padding: 0, display: 'grid', gap: '$3' });
