/**
 * A movement's remark as the reader's language says it. The platform writes a remark as a code
 * ("ADJUSTMENT", "EWALLET", "WEEKEND", a vendor "SABA"), a wallet transfer "PG → MAIN", a sentence
 * of its own in one language for every reader ("Deposit bonus DEP123", "Retiro cancelado WDR9") or
 * free text (a member's note). Each known form gets its label (locales, ledger history.remarks),
 * an unknown code reads as words (readableCode), and free text is shown as it came.
 */
import { formatAmount } from '../../../ui/Amount';
import { numberFormat } from '../../../ui/formats';
import { readableCode } from '../../../ui/readableCode';
import { walletLabel } from './parts';

export type RemarkTranslate = (key: string, options?: { defaultValue?: string } & Record<string, unknown>) => string;

/** A single platform code: capitals, digits and underscores ("EWALLET", "WEEKLY_BONUS"). */
const CODE = /^[A-Z][A-Z0-9_]*$/;

/** The platform's sentences, each with the label that says it and the values it carries. */
const SENTENCES: readonly { readonly pattern: RegExp; readonly key: string; readonly values: (match: RegExpMatchArray) => Record<string, string> }[] = [
  { pattern: /^Deposit bonus (\S+)$/i, key: 'depositBonus', values: ([, orderNo]) => ({ orderNo: orderNo ?? '' }) },
  { pattern: /^Deposit (\S+)$/i, key: 'deposit', values: ([, orderNo]) => ({ orderNo: orderNo ?? '' }) },
  { pattern: /^Retiro cancelado (\S+)$/, key: 'withdrawalCancelled', values: ([, orderNo]) => ({ orderNo: orderNo ?? '' }) },
  { pattern: /^Retiro rechazado (\S+)$/, key: 'withdrawalRejected', values: ([, orderNo]) => ({ orderNo: orderNo ?? '' }) },
  { pattern: /^Retiro fallido (\S+)$/, key: 'withdrawalFailed', values: ([, orderNo]) => ({ orderNo: orderNo ?? '' }) },
  { pattern: /^red envelope$/i, key: 'redEnvelope', values: () => ({}) },
  { pattern: /^raffle-(\S+)$/i, key: 'raffle', values: ([, id]) => ({ id: id ?? '' }) },
];

export function remarkText(t: RemarkTranslate, remark: string | null | undefined, language: string): string {
  const text = (remark ?? '').trim();
  if (!text) return '';

  // a transfer between two wallets of the account: "PG → MAIN"
  const transfer = /^(\S+) → (\S+)$/.exec(text);
  if (transfer && CODE.test(transfer[1] ?? '') && CODE.test(transfer[2] ?? '')) {
    return `${walletLabel(t, transfer[1] ?? '')} → ${walletLabel(t, transfer[2] ?? '')}`;
  }
  // money sent to or received from another account, with the sender's note: "→ agent02 · rent"
  const between = /^([→←]) (\S+)(?: · (.+))?$/.exec(text);
  if (between) {
    const said = t(between[1] === '→' ? 'history.remarks.sentTo' : 'history.remarks.receivedFrom', { name: between[2] });
    return between[3] ? `${said} · ${between[3]}` : said;
  }
  const withdrawal = /^Retiro (\S+) \(comisión ([\d.]+)\)$/.exec(text);
  if (withdrawal) {
    return t('history.remarks.withdrawalFee', { orderNo: withdrawal[1], fee: formatAmount(Number(withdrawal[2]), language) });
  }
  const points = /^(\d+) pts$/.exec(text);
  if (points) return t('history.remarks.pointsConverted', { points: numberFormat(language).format(Number(points[1])) });
  const mission = /^mission (\S+)$/i.exec(text);
  if (mission) {
    const kind = mission[1] ?? '';
    return t('history.remarks.mission', { kind: t(`history.remarks.missionKinds.${kind}`, { defaultValue: readableCode(kind) }) });
  }
  for (const sentence of SENTENCES) {
    const match = sentence.pattern.exec(text);
    if (match) return t(`history.remarks.${sentence.key}`, sentence.values(match));
  }
  if (CODE.test(text)) return t(`history.remarks.codes.${text}`, { defaultValue: walletLabel(t, text) });
  return text;
}
