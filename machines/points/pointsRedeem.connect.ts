/** The points mall as its page sees it: points, ratio, rewards, the redeem dialog's step and the conversion. Pure. */
import type { SnapshotFrom } from 'xstate';
import { firstTagOf, TAGS, type Send } from '../kit';
import { outcomeOf, type OutcomeView } from '../outcome';
import {
  isPhysical,
  maxQuantity,
  POINTS_TAGS,
  rewardOf,
  stockOf,
  type PointsField,
  type PointsNotice,
  type PointsRedeemEvent,
  type PointsRedeemMachine,
} from './pointsRedeem.machine';

export interface RewardView {
  readonly id: string;
  readonly name: string;
  readonly points: number;
  /** Cash value of a virtual reward. */
  readonly amount: number | null;
  readonly physical: boolean;
  readonly stock: number;
  readonly imageUrl: string | null;
  /** In stock and affordable now. */
  readonly available: boolean;
  /** Why not (i18n key): out of stock or not enough points. */
  readonly unavailableKey: string | null;
}

/** The redeem dialog's step (null: closed). */
export type RedeemStep = 'quantity' | 'address' | 'password' | 'submitting' | 'done';

/** A convert or redeem whose answer was lost, as its notice names it. */
export type UnconfirmedPoints =
  | { readonly kind: 'convert'; readonly points: number }
  | { readonly kind: 'redeem'; readonly itemName: string; readonly quantity: number; readonly points: number };

export interface PointsRedeemView {
  readonly status: 'loading' | 'failed' | 'ready';
  readonly busy: boolean;
  readonly refreshing: boolean;
  readonly failureKey: string | null;
  readonly points: number;
  readonly ratio: number;
  readonly units: string;
  /** What the points are worth in money at the ratio. */
  readonly pointsValue: number;
  readonly minConvertPoints: number;
  readonly walletBalance: number | null;
  readonly rewards: readonly RewardView[];
  readonly step: RedeemStep | null;
  readonly chosen: RewardView | null;
  readonly quantity: string;
  readonly maxQuantity: number;
  /** Points the chosen quantity costs (0 while the quantity is not a whole number). */
  readonly cost: number;
  readonly address: string;
  readonly fieldErrors: Partial<Record<PointsField, string>>;
  readonly errorKey: string | null;
  readonly errorText: string | null;
  readonly notice: PointsNotice | null;
  /** A conversion runs (or its lost answer is being checked: the form holds). */
  readonly converting: boolean;
  /** A convert or redeem whose answer was lost: being checked, or still unknown after the checks. */
  readonly outcome: OutcomeView;
  /** The command being checked (while `outcome` is set). */
  readonly unconfirmed: UnconfirmedPoints | null;
  checkAgain(): void;
  choose(itemId: string): void;
  setQuantity(quantity: string): void;
  setAddress(address: string): void;
  next(): void;
  back(): void;
  submit(password: string): void;
  close(): void;
  convert(points: string, password: string): void;
  refresh(): void;
  retry(): void;
}

const STEPS: readonly RedeemStep[] = ['quantity', 'address', 'password', 'submitting', 'done'];

export function connectPointsRedeem(snapshot: SnapshotFrom<PointsRedeemMachine>, send: Send<PointsRedeemEvent>): PointsRedeemView {
  const { data, failureKey, itemId, quantity, address, fieldErrors, errorKey, errorText, notice } = snapshot.context;
  const status = firstTagOf(snapshot, [[TAGS.failed, 'failed'], [TAGS.ready, 'ready']], 'loading');
  const readyValue = typeof snapshot.value === 'object' && 'ready' in snapshot.value ? snapshot.value.ready : null;
  // the state inside `ready` (a checked outcome is a state with its own states: its name)
  const inner = readyValue === null ? null : typeof readyValue === 'string' ? readyValue : (Object.keys(readyValue)[0] ?? null);
  const dialog = snapshot.hasTag(POINTS_TAGS.dialog);
  const step = !dialog ? null : (STEPS.find((candidate) => candidate === inner) ?? 'submitting');
  const points = data?.points ?? 0;
  const ratio = data?.ratio ?? 100;
  const rewards: RewardView[] = (data?.rewards ?? []).map((reward) => {
    const stock = stockOf(reward);
    const most = maxQuantity(data, reward);
    return {
      id: reward.id,
      name: reward.name,
      points: reward.points,
      amount: reward.amount ?? null,
      physical: isPhysical(reward),
      stock,
      imageUrl: reward.imageUrl ?? null,
      available: most > 0,
      unavailableKey: stock <= 0 ? 'points:rewards.soldOut' : most <= 0 ? 'points:rewards.needMore' : null,
    };
  });
  const chosen = rewards.find((reward) => reward.id === itemId) ?? null;
  const typed = quantity.trim();
  const outcome = outcomeOf(snapshot);
  const { convertIntent, redeemIntent } = snapshot.context;
  const unconfirmed: UnconfirmedPoints | null = !outcome
    ? null
    : inner === 'convertUnknown' && convertIntent
      ? { kind: 'convert', points: convertIntent.request.points }
      : redeemIntent
        ? { kind: 'redeem', itemName: rewardOf(data, redeemIntent.request.itemId)?.name ?? '', quantity: redeemIntent.request.quantity, points: redeemIntent.before.cost }
        : null;
  return {
    status,
    busy: snapshot.hasTag(TAGS.busy),
    refreshing: snapshot.hasTag(POINTS_TAGS.refreshing),
    failureKey: status === 'failed' ? failureKey : null,
    points,
    ratio,
    units: data?.units ?? 'pts',
    pointsValue: Math.floor(points / ratio * 100) / 100,
    minConvertPoints: data?.minConvertPoints ?? 0,
    walletBalance: data?.walletBalance ?? null,
    rewards,
    step,
    chosen,
    quantity,
    maxQuantity: maxQuantity(data, rewardOf(data, itemId)),
    cost: chosen && /^\d+$/.test(typed) ? chosen.points * Number(typed) : 0,
    address,
    fieldErrors,
    errorKey,
    errorText,
    notice,
    converting: snapshot.hasTag(POINTS_TAGS.converting),
    outcome,
    unconfirmed,
    checkAgain: () => send({ type: 'CHECK_AGAIN' }),
    choose: (id) => send({ type: 'CHOOSE', itemId: id }),
    setQuantity: (value) => send({ type: 'SET_QUANTITY', quantity: value }),
    setAddress: (value) => send({ type: 'SET_ADDRESS', address: value }),
    next: () => send({ type: 'NEXT' }),
    back: () => send({ type: 'BACK' }),
    submit: (password) => send({ type: 'SUBMIT', password }),
    close: () => send({ type: 'CLOSE' }),
    convert: (value, password) => send({ type: 'CONVERT', points: value, password }),
    refresh: () => send({ type: 'REFRESH' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
