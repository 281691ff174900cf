/**
 * The contractOffer chart as a contract page's "my downlines' contracts" view sees it: the rows
 * with what each allows (change, end), the offer form's draft, choices and messages, the
 * termination question, and the agent's intents; a lost offer's check. Pure (no React).
 */
import type { SnapshotFrom } from 'xstate';
import type { Contract, ContractKind, ContractPeriod } from '../../src/api';
import { firstTagOf, TAGS, type Send } from '../kit';
import { outcomeOf, type OutcomeView } from '../outcome';
import {
  asksNetLoss,
  changeable,
  CONTRACT_OFFER_TAGS,
  periodsFor,
  takesRateType,
  terminable,
  type ContractOffer,
  type ContractOfferEvent,
  type ContractOfferMachine,
  type ContractOfferNotice,
  type OfferDraft,
  type OfferProblems,
  type OfferSent,
} from './contractOffer.machine';

export interface OfferedContractView {
  readonly contract: Contract;
  readonly canChange: boolean;
  readonly canTerminate: boolean;
}

export interface ContractOfferView {
  readonly kind: ContractKind;
  readonly status: 'loading' | 'failed' | 'ready';
  /** A load, an offer, a termination or a reload runs. */
  readonly busy: boolean;
  readonly rows: readonly OfferedContractView[];
  /** The direct downline agents a new offer can go to. */
  readonly downlines: readonly string[];
  /** The form is open with this draft (null: closed). */
  readonly draft: OfferDraft | null;
  /** The offer is being sent: the form holds. */
  readonly submitting: boolean;
  /** The contract whose termination waits for confirmation or is being asked (null: no question). */
  readonly terminating: Contract | null;
  readonly periods: readonly ContractPeriod[];
  readonly asksNetLoss: boolean;
  readonly takesRateType: boolean;
  /** Messages per field (i18n keys of the contracts namespace, or the platform's refusal key). */
  readonly fieldErrors: OfferProblems;
  /** A failure above the list (load, reload) or above the form or question (a refusal). */
  readonly failureKey: string | null;
  readonly failureText: string | null;
  /** The list failed to load or reload: a retry reads it again. */
  readonly canRetry: boolean;
  readonly notice: ContractOfferNotice | null;
  /** A lost offer being checked ('checking') or still unknown after the readings ('unknown'); null otherwise. The form holds meanwhile. */
  readonly outcome: OutcomeView;
  /** The offer being checked (while `outcome` is set). */
  readonly unconfirmed: OfferSent | null;
  openNew(): void;
  change(contractId: string): void;
  terminate(contractId: string): void;
  submit(offer: ContractOffer): void;
  confirm(): void;
  close(): void;
  retry(): void;
  /** Read the contracts again after the checks of a lost offer ran out. */
  checkAgain(): void;
}

export function connectContractOffer(snapshot: SnapshotFrom<ContractOfferMachine>, send: Send<ContractOfferEvent>): ContractOfferView {
  const { context } = snapshot;
  const failed = snapshot.hasTag(TAGS.failed);
  const editing = snapshot.hasTag(TAGS.editing);
  const confirming = snapshot.hasTag(CONTRACT_OFFER_TAGS.confirmingTermination);
  const busy = snapshot.hasTag(TAGS.busy);
  const outcome = outcomeOf(snapshot);
  return {
    kind: context.kind,
    status: firstTagOf(snapshot, [[TAGS.ready, 'ready'], [TAGS.failed, 'failed']], 'loading'),
    busy,
    rows: (context.offers?.contracts ?? []).map((contract) => ({ contract, canChange: changeable(contract), canTerminate: terminable(contract) })),
    downlines: context.offers?.downlines ?? [],
    draft: editing ? context.draft : null,
    submitting: editing && busy,
    terminating: confirming ? context.terminating : null,
    periods: periodsFor(context.kind),
    asksNetLoss: asksNetLoss(context.kind),
    takesRateType: takesRateType(context.kind),
    fieldErrors: editing ? context.fieldErrors : {},
    failureKey: context.failureKey,
    failureText: context.failureText,
    canRetry: failed,
    notice: busy || editing || confirming ? null : context.notice,
    outcome,
    unconfirmed: outcome ? (context.intent?.request ?? null) : null,
    openNew: () => send({ type: 'OPEN_NEW' }),
    change: (contractId) => send({ type: 'CHANGE', contractId }),
    terminate: (contractId) => send({ type: 'TERMINATE', contractId }),
    submit: (offer) => send({ type: 'SUBMIT', offer }),
    confirm: () => send({ type: 'CONFIRM' }),
    close: () => send({ type: 'CLOSE' }),
    retry: () => send({ type: 'RETRY' }),
    checkAgain: () => send({ type: 'CHECK_AGAIN' }),
  };
}
