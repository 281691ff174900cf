/**
 * The offer form's values and its zod schema: the text the agent types, read into an offer. The
 * rules (tiers ascending, rates within bounds, the downline from the list) are the chart's
 * `offerProblems`, run here as the agent types, so they are written once. Messages are keys of
 * the contracts namespace.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { ContractKind } from '@api/index';
import { offerProblems, type ContractOffer, type OfferDraft, type OfferTier } from '@machines/contracts/contractOffer.machine';

export interface TierValues {
  minimumBet: string;
  netLoss: string;
  activeMember: string;
  rateType: 'P' | 'F';
  rate: string;
}

export interface OfferValues {
  downline: string;
  gameType: string;
  period: string;
  tiers: TierValues[];
}

export const EMPTY_TIER_VALUES: TierValues = { minimumBet: '', netLoss: '', activeMember: '', rateType: 'P', rate: '' };

/** A number the draft holds, as the field shows it; one not given (NaN) is a blank field. */
const text = (value: number) => (Number.isNaN(value) ? '' : String(value));

/** The form's first values: a new offer (empty tier) or the contract changed. */
export function valuesOfDraft(draft: OfferDraft): OfferValues {
  const { offer } = draft;
  return {
    downline: offer.downline,
    gameType: offer.gameType,
    period: offer.period,
    tiers: offer.tiers.map((tier) => ({ minimumBet: text(tier.minimumBet), netLoss: text(tier.netLoss), activeMember: text(tier.activeMember), rateType: tier.rateType, rate: text(tier.rate) })),
  };
}

/** A number as typed ("1.000,5" is not one; "1000.5" and "1000,5" are); blank reads as `blank`. */
function readNumber(value: string, blank: number): number {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return blank;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The offer the values name: a field left blank (or only spaces) is not given (NaN), which the
 * chart's rules refuse with "cannot be empty"; it is never read as 0.
 */
function offerOf(values: OfferValues): ContractOffer {
  return {
    downline: values.downline,
    gameType: values.gameType as ContractOffer['gameType'],
    period: values.period as ContractOffer['period'],
    tiers: values.tiers.map(
      (tier): OfferTier => ({
        minimumBet: readNumber(tier.minimumBet, Number.NaN),
        netLoss: readNumber(tier.netLoss, Number.NaN),
        activeMember: readNumber(tier.activeMember, Number.NaN),
        rateType: tier.rateType,
        rate: readNumber(tier.rate, Number.NaN),
      }),
    ),
  };
}

/** The schema of the kind's form; `downlines` is the list a new offer chooses from (none for a change). */
export function offerSchema(kind: ContractKind, downlines: readonly string[] | undefined) {
  const tier = z.object({ minimumBet: z.string(), netLoss: z.string(), activeMember: z.string(), rateType: z.enum(['P', 'F']), rate: z.string() });
  return z
    .object({ downline: z.string(), gameType: z.string(), period: z.string(), tiers: z.array(tier) })
    .superRefine((values, context) => {
      const offer = offerOf(values);
      for (const [path, message] of Object.entries(offerProblems(kind, offer, downlines))) {
        const typedBadly = /^tiers\.\d+\./.test(path) && message !== 'offer.errors.ratesAscending' && message !== 'offer.errors.tiersAscending' && isTypedBadly(values, path);
        context.addIssue({ code: 'custom', path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: typedBadly ? 'offer.errors.number' : message });
      }
    })
    .transform(offerOf);
}

/** Text that is no number at all gets "enter a number" rather than a bound's message. */
function isTypedBadly(values: OfferValues, path: string): boolean {
  const [, index, field] = path.split('.');
  const typed = values.tiers[Number(index)]?.[field as keyof TierValues] ?? '';
  return typed.trim() !== '' && Number.isNaN(readNumber(typed, 0));
}

/** A react-hook-form resolver for the schema: the issues as nested field errors (tiers.1.rate). */
export function offerResolver(kind: ContractKind, downlines: readonly string[] | undefined): Resolver<OfferValues, unknown, ContractOffer> {
  const schema = offerSchema(kind, downlines);
  return (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      if (path.length === 1 && path[0] === 'tiers') {
        const list = (errors.tiers ??= []) as Record<string, unknown>;
        list.root ??= { type: issue.code, message: issue.message };
        continue;
      }
      let at: Record<string, unknown> = errors;
      path.slice(0, -1).forEach((part, index) => {
        const next = path[index + 1] ?? '';
        at = (at[part] ??= /^\d+$/.test(next) ? [] : {}) as Record<string, unknown>;
      });
      const last = path[path.length - 1] ?? '';
      at[last] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<OfferValues> };
  };
}
