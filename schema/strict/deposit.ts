/**
 * The strict profile's answers for the deposit routes (schema/strict/index.ts,
 * docs/api-audit.md #1, #2). API.md (Further calls › Deposit) names, and only these are answered:
 * - MCSFE_getDepositSettings: `allowDeposit` and the channels. No channel field is named; the
 *   payload's `bankCode`, `bankType` and `vendorId` are, and a channel must carry them for an order
 *   to name it, so a channel is those three alone: no channel id, name, kind, limits or presets
 *   (the adapter derives the kind from `bankType` and reads absent limits as none), no promotions.
 * - MCSFE_depositByLaunchUrl: "→ `value.redirectUrl`": `{ redirectUrl }` alone (no order number,
 *   kind or status).
 * - MCSFE_depositByQRImageUrl: "→ … a QR image": the value is the image itself, its data URL
 *   (the plainest form of "an image" a JSON answer carries; no address, network or status).
 * The bank-transfer order, the records and the cancel are routes of ours and answer as in the rich
 * profile (a deployment maps them). What is not a projection (a channel known by its payload
 * fields, not by our channelId) is in schema/rest/deposit.ts.
 */
import { pick, type StrictAnswers } from './projection.js';

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export const depositStrictAnswers: StrictAnswers = {
  depositSettings: (value) => {
    const settings = recordOf(value);
    const channels = Array.isArray(settings.channels) ? settings.channels : [];
    return { allowDeposit: settings.allowDeposit, channels: channels.map((channel) => pick(channel, ['bankCode', 'bankType', 'vendorId'])) };
  },
  depositByLaunchUrl: (value) => pick(value, ['redirectUrl']),
  depositByQRImageUrl: (value) => recordOf(value).qrImageUrl ?? null,
};
