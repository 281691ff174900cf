// @vitest-environment jsdom
/**
 * The chart-level fault matrix: every platform call a chart makes through its wiring × every
 * fault kind (tests/unit/api/fault-kinds.ts), against the in-process embedded platform. The chart
 * runs with its REAL wiring (src/app/wiring/<chart>.ts) — only the adapter instance underneath is
 * the harness's — and must end in a state whose connect API shows the SPEC.md §8 message for the
 * fault, offer a retry where the call is idempotent (a GET), recover when the retry succeeds, and
 * raise no uncaught error (Vitest fails the run on one).
 *
 * Completeness: every adapter call written in src/app/wiring (`api.<area>.<function>(` and a lazily
 * built area's `<area>Area().<function>(`, see CALL_FORMS) needs a case below; one without a case
 * fails by name, so a call is covered the day it is wired. A wiring module that builds an adapter
 * area otherwise than through `lazyArea` must be named in OWN_AREAS.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef, type EventObject } from 'xstate';
import { createPlatform, type Platform } from '../../../schema/platform';
import { type PlatformApi } from '../api/platform-api';
import { ROUTES, type RouteId } from '../../../src/api/routes';
import { arrangeFault, clearFaults, FAULT_EXPECTATIONS, FAULT_KINDS, faultApi, type FaultKind } from '../api/fault-kinds';

/** Enough faults for every call of a route one load makes (a category's catalogue pages, retries). */
const FLOOD = 50;
import { createInProcessHarness, type InProcessHarness, type LoggedCall, type SeededAccount } from '../api/in-process';

/** The adapter the wiring modules call (`api` and every `lazyArea`): swapped per case for the harness's, with the fault's timeout. */
const adapter = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../../src/app/wiring/platform', async (importOriginal) =>
  (await import('../api/swapped-platform')).swappedPlatform(await importOriginal(), () => adapter.current as PlatformApi | undefined),
);

// A money command whose answer is lost is checked (machines/outcome.ts) after 1, 2, 4… s; here the
// readings come at once, so the matrix waits on the platform, not on those pauses.
vi.mock('../../../machines/outcome', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../machines/outcome')>();
  return { ...real, outcomeCheckMachine: real.outcomeCheckMachine.provide({ delays: { beforeReading: 5 } }) };
});

/** What a chart shows after one of its calls failed, read through its connect function. */
interface Shown {
  readonly failureKey: string | null;
  /** The retry intent the view offers, when it offers one. */
  readonly retry: (() => void) | null;
}

interface ChartCallCase {
  /** The adapter function the wiring calls (`area.function`), for the completeness check. */
  readonly call: string;
  readonly route: RouteId;
  readonly as?: SeededAccount;
  /** Reads what the case needs from the platform before the fault (a game to launch, a favourite). */
  setup?(harness: InProcessHarness): Promise<unknown>;
  /** Starts the chart with its real wiring until the call is made. */
  start(prepared: unknown): AnyActorRef;
  /** The chart after the call failed (it waits on this). */
  failed(actor: AnyActorRef): boolean;
  shown(actor: AnyActorRef): Shown;
  /** The chart after a successful retry. */
  recovered(actor: AnyActorRef): boolean;
  /**
   * By design the user sees no message for this call's failure (the chart says why), so the case
   * checks the state the failure leads to instead of a message and a retry. A function says it for
   * some fault kinds only (null: the message and the retry are checked).
   */
  readonly quiet?: string | ((kind: FaultKind) => string | null);
  /**
   * The call changes something (an answer, an offer, a link, an account), even when the platform
   * takes it as a GET: no retry is expected, and it must reach the platform exactly once (no
   * automatic repeat of a command whose dropped answer may have been applied).
   */
  readonly command?: true;
  /**
   * For a call the chart's load also makes (the same route): the chart is started (after `setup`)
   * and loaded first, until `armed`; only then is the fault arranged and `act` makes the call.
   */
  armed?(actor: AnyActorRef): boolean;
  act?(actor: AnyActorRef, prepared: unknown): void;
  /** What the platform holds after the failure (nothing lost, nothing made twice). */
  settled?(harness: InProcessHarness, prepared: unknown, actor: AnyActorRef): Promise<void>;
  /**
   * A money command with an outcome check: a fault that loses the answer of a call the
   * platform applied (a dropped connection, a late answer) must end in the command's success, told
   * as such, the call made once; one the platform never applied (a 5xx before it ran, offline) in
   * the failure's message after the check.
   */
  succeeded?(actor: AnyActorRef): boolean;
  /**
   * The command shares its route with reads its outcome check makes (the contract routes: a call
   * without `status` reads the caller's contracts). The fault then meets the command's one fetch
   * only (a command is never repeated), and only the fetches this says are the command count as
   * reaching the platform; the check's reads answer as the platform holds.
   */
  commandCall?(call: LoggedCall): boolean;
}

/** Faults whose answer is lost after the platform applied the call (schema/README.md "Fault kinds"). */
const APPLIED_THEN_LOST: readonly FaultKind[] = ['droppedConnection', 'timeout'];

const { systemLogic } = await import('../../../src/app/wiring/app/system');
const { connectSystem } = await import('../../../machines/app/system.connect');
const { balanceLogic } = await import('../../../src/app/wiring/wallet/balance');
const { connectBalance } = await import('../../../machines/wallet/balance.connect');

const { sessionLogic } = await import('../../../src/app/wiring/auth/session');
const { connectSession } = await import('../../../machines/auth/session.connect');
const { homeLogic } = await import('../../../src/app/wiring/home/home');
const { connectHome } = await import('../../../machines/home/home.connect');
const { homeSectionLogic } = await import('../../../src/app/wiring/home/homeSection');
const { connectHomeSection } = await import('../../../machines/home/homeSection.connect');
const { noticesLogic } = await import('../../../src/app/wiring/app/notices');
const { agentAnnouncementsLogic } = await import('../../../src/app/wiring/agent/agentAnnouncements');
const { connectAgentAnnouncements } = await import('../../../machines/agent/agentAnnouncements.connect');
const { connectNotices } = await import('../../../machines/app/notices.connect');
const { lobbyLogic } = await import('../../../src/app/wiring/games/lobby');
const { connectLobby } = await import('../../../machines/games/lobby.connect');
const { launchLogic } = await import('../../../src/app/wiring/games/launch');
const { connectLaunch } = await import('../../../machines/games/launch.connect');
const { favouritesLogic } = await import('../../../src/app/wiring/games/favourites');
const { lotteryLogic } = await import('../../../src/app/wiring/games/lottery');
const { connectLottery } = await import('../../../machines/games/lottery.connect');
const { loginLogic } = await import('../../../src/app/wiring/auth/login');
const { connectLogin } = await import('../../../machines/auth/login.connect');
const { changePasswordLogic } = await import('../../../src/app/wiring/auth/changePassword');
const { connectChangePassword } = await import('../../../machines/auth/changePassword.connect');
const { forgotPasswordLogic } = await import('../../../src/app/wiring/auth/forgotPassword');
const { connectForgotPassword } = await import('../../../machines/auth/forgotPassword.connect');
const { registerLogic } = await import('../../../src/app/wiring/auth/register');
const { connectRegister } = await import('../../../machines/auth/register.connect');
const { smsNoLoginCountdownLogic, smsRegisterCountdownLogic } = await import('../../../src/app/wiring/auth/smsCountdown');
const { connectSmsCountdown } = await import('../../../machines/auth/smsCountdown.connect');
const { connectFavourites } = await import('../../../machines/games/favourites.connect');
const { memberBadgesLogic } = await import('../../../src/app/wiring/member/memberBadges');
const { connectMemberBadges } = await import('../../../machines/member/memberBadges.connect');

// ledger
const { transactionHistoryLogic } = await import('../../../src/app/wiring/records/transactionHistory');
const { connectTransactionHistory } = await import('../../../machines/records/transactionHistory.connect');
const { transferFundLogic } = await import('../../../src/app/wiring/wallet/transferFund');
const { connectTransferFund } = await import('../../../machines/wallet/transferFund.connect');
const { transferUplineLogic } = await import('../../../src/app/wiring/agent/transferUpline');
const { connectTransferUpline } = await import('../../../machines/agent/transferUpline.connect');
const { UPLINE } = await import('../../../machines/agent/transferUpline.machine');
const { depositLogic } = await import('../../../src/app/wiring/deposit/deposit');
const { connectDeposit } = await import('../../../machines/deposit/deposit.connect');
const { withdrawLogic } = await import('../../../src/app/wiring/withdraw/withdraw');
// security centre
const { securityCentreLogic } = await import('../../../src/app/wiring/security/securityCentre');
const { securityTaskLogic, securityCodeCountdownLogic } = await import('../../../src/app/wiring/security/securityTask');
const { payoutAccountsLogic } = await import('../../../src/app/wiring/withdraw/payoutAccounts');
const { connectSecurityCentre } = await import('../../../machines/security/securityCentre.connect');
const { connectSecurityTask } = await import('../../../machines/security/securityTask.connect');
const { connectPayoutAccounts } = await import('../../../machines/withdraw/payoutAccounts.connect');
const { connectWithdraw } = await import('../../../machines/withdraw/withdraw.connect');
const { withdrawalConfirmationLogic } = await import('../../../src/app/wiring/withdraw/withdrawalConfirmation');
const { connectWithdrawalConfirmation } = await import('../../../machines/withdraw/withdrawalConfirmation.connect');

// member records: betting record, personal profit, bonus details
const { betRecordLogic, periodRecordLogic } = await import('../../../src/app/wiring/records/memberRecords');
const { connectMemberRecords } = await import('../../../machines/records/memberRecords.connect');
const { recordQueryFromSearch } = await import('../../../machines/records/memberRecords.machine');

// agent centre: the reports
const { agentReportLogic } = await import('../../../src/app/wiring/team/agentReport');
const { connectAgentReport } = await import('../../../machines/team/agentReport.connect');
const { reportQueryFromSearch } = await import('../../../machines/team/agentReport.machine');
// agent centre: the contract pages' offer form
const { contractOfferLogic } = await import('../../../src/app/wiring/contracts/contractOffer');
const { connectContractOffer } = await import('../../../machines/contracts/contractOffer.connect');
// agent centre: the team pages, the register centre, the contract chart and the contract records
const { teamOverviewLogic } = await import('../../../src/app/wiring/team/teamOverview');
const { connectTeamOverview } = await import('../../../machines/team/teamOverview.connect');
const { periodFromSearch } = await import('../../../machines/team/teamOverview.machine');
const { downlineListLogic } = await import('../../../src/app/wiring/team/downlineList');
const { connectDownlineList } = await import('../../../machines/team/downlineList.connect');
const { downlineQueryFromSearch } = await import('../../../machines/team/downlineList.machine');
const { affiliateLinksLogic, registerDownlineLogic } = await import('../../../src/app/wiring/agent/registerCentre');
const { connectAffiliateLinks } = await import('../../../machines/agent/affiliateLinks.connect');
const { connectRegisterDownline } = await import('../../../machines/agent/registerDownline.connect');
const { contractLogic, contractRecordsLogic } = await import('../../../src/app/wiring/contracts/contract');
const { connectContract } = await import('../../../machines/contracts/contract.connect');
const { connectContractRecords } = await import('../../../machines/contracts/contractRecords.connect');
// member centre, account group
const { responsibleGamingLogic } = await import('../../../src/app/wiring/member/responsibleGaming');
const { connectResponsibleGaming } = await import('../../../machines/member/responsibleGaming.connect');
const { feedbackLogic } = await import('../../../src/app/wiring/inbox/feedback');
const { connectFeedback } = await import('../../../machines/inbox/feedback.connect');
const { domainListLogic } = await import('../../../src/app/wiring/app/domainList');
const { connectDomainList } = await import('../../../machines/app/domainList.connect');
// Public popups, help centre
const { publicPopupsLogic } = await import('../../../src/app/wiring/app/publicPopups');
const { connectPublicPopups } = await import('../../../machines/app/publicPopups.connect');
const { helpCentreLogic } = await import('../../../src/app/wiring/support/helpCentre');
const { connectHelpCentre } = await import('../../../machines/support/helpCentre.connect');
const { articlesLogic } = await import('../../../src/app/wiring/home/articles');
const { languageSyncLogic } = await import('../../../src/app/wiring/app/languageSync');
const { connectArticles } = await import('../../../machines/home/articles.connect');
/** The blog or news chart, told the address (a list or an article) as its page does. */
function startArticles(kind: 'BLOG' | 'NEWS', slug: string | null, language: string): AnyActorRef {
  const actor = createActor(articlesLogic, { input: { kind, language } }).start();
  actor.send({ type: 'SHOW', slug, page: 1 });
  return actor;
}
const { announcementsLogic } = await import('../../../src/app/wiring/app/announcements');
const { chatRoomLogic } = await import('../../../src/app/wiring/support/chatRoom');
const { connectChatRoom } = await import('../../../machines/support/chatRoom.connect');
const { liveCamLogic } = await import('../../../src/app/wiring/games/liveCam');
const { connectLiveCam } = await import('../../../machines/games/liveCam.connect');

// Messages, reward centre, manual rebate
const { inboxLogic } = await import('../../../src/app/wiring/inbox/inbox');
const { connectInbox } = await import('../../../machines/inbox/inbox.connect');
const { rewardCentreLogic } = await import('../../../src/app/wiring/rewards/rewardCentre');
const { connectRewardCentre } = await import('../../../machines/rewards/rewardCentre.connect');
const { promotionsLogic } = await import('../../../src/app/wiring/rewards/promotions');
const { connectPromotions } = await import('../../../machines/rewards/promotions.connect');
const { referralLogic } = await import('../../../src/app/wiring/member/referral');
const { connectReferral } = await import('../../../machines/member/referral.connect');
const { resetMemberPromotions } = await import('../../../schema/domain/promotions');
const { manualRebateLogic } = await import('../../../src/app/wiring/rewards/manualRebate');
const { connectManualRebate } = await import('../../../machines/rewards/manualRebate.connect');
// Missions, red envelope, VIP
const { missionLeaderboardLogic } = await import('../../../src/app/wiring/rewards/missionLeaderboard');
const { connectMissionLeaderboard } = await import('../../../machines/rewards/missionLeaderboard.connect');
const { vipLogic } = await import('../../../src/app/wiring/rewards/vip');
const { connectVip } = await import('../../../machines/rewards/vip.connect');
const { redEnvelopeLogic } = await import('../../../src/app/wiring/rewards/redEnvelope');
const { connectRedEnvelope } = await import('../../../machines/rewards/redEnvelope.connect');
// points mall: the mall (redeem, convert) and its records
const { pointsRedeemLogic } = await import('../../../src/app/wiring/points/pointsRedeem');
const { connectPointsRedeem } = await import('../../../machines/points/pointsRedeem.connect');
const { pointsRecordsLogic } = await import('../../../src/app/wiring/points/pointsRecords');
const { connectPointsRecords } = await import('../../../machines/points/pointsRecords.connect');

const noSend = () => undefined;

const CATEGORIES = ['FISH', 'LIVE', 'RNG', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'];
let categoryIndex = 0;
const nextCategory = () => CATEGORIES[categoryIndex++ % CATEGORIES.length] ?? 'FISH';

/** A chart that loads and shows a failure with a retry (connect: failureKey, retry, status 'ready' once loaded). */
function loadRetryCase<TSnapshot, TEvent extends EventObject>(
  call: string,
  route: RouteId,
  start: () => AnyActorRef,
  connect: (snapshot: TSnapshot, send: (event: TEvent) => void) => { failureKey: string | null; retry(): void },
): ChartCallCase {
  const api = (actor: AnyActorRef) => connect(actor.getSnapshot() as TSnapshot, (event) => actor.send(event));
  return {
    call,
    route,
    start,
    failed: (actor) => actor.getSnapshot().hasTag('failed'),
    shown: (actor) => ({ failureKey: api(actor).failureKey, retry: api(actor).retry }),
    recovered: (actor) => !actor.getSnapshot().hasTag('failed') && !actor.getSnapshot().hasTag('busy'),
  };
}

/** A favourite added or removed: the star is undone and the toast says why; no automatic retry (not idempotent). */
function favouriteSaveCase(call: string, route: RouteId, pick: (harness: InProcessHarness) => Promise<unknown>): ChartCallCase {
  return {
    call,
    route,
    as: 'member01',
    setup: pick,
    start: (game) => {
      const { nodeId, vassalage, gameType } = game as { nodeId: string; vassalage: string; gameType: string };
      const actor = createActor(favouritesLogic).start();
      void waitFor(actor, (snapshot) => snapshot.hasTag('ready')).then(() => actor.send({ type: 'TOGGLE', game: { nodeId, vendor: vassalage, gameType } }));
      return actor;
    },
    failed: (actor) => connectFavourites(actor.getSnapshot(), noSend).failureKey !== null && !actor.getSnapshot().hasTag('busy'),
    shown: (actor) => ({ failureKey: connectFavourites(actor.getSnapshot(), noSend).failureKey, retry: null }),
    recovered: () => true,
  };
}

/**
 * A form's call (not idempotent, or a refusal the player answers by sending again): the form is
 * back to editing with the message above it, everything typed kept by the view (the e2e spec
 * checks that), and no automatic retry.
 */
function formCase(call: string, route: RouteId, start: (prepared: unknown) => AnyActorRef, errorKeyOf: (actor: AnyActorRef) => string | null, extra: Partial<ChartCallCase> = {}): ChartCallCase {
  return {
    call,
    route,
    start,
    failed: (actor) => !actor.getSnapshot().hasTag('busy') && errorKeyOf(actor) !== null,
    shown: (actor) => ({ failureKey: errorKeyOf(actor), retry: null }),
    recovered: () => true,
    ...extra,
  };
}

const MEMBER = { username: 'member01', password: 'Member2024', captcha: '', remember: false };
const loginError = (actor: AnyActorRef) => connectLogin(actor.getSnapshot(), noSend).error.key;
const registerError = (actor: AnyActorRef) => connectRegister(actor.getSnapshot(), noSend).errorKey;
/** The register form's load: its failure and retry, as the popup shows them. */
const registerLoad: typeof connectRegister extends (...args: infer A) => unknown ? (...args: A) => { failureKey: string | null; retry(): void } : never = (snapshot, send) => {
  const api = connectRegister(snapshot, send);
  return { failureKey: api.errorKey, retry: api.retry };
};

/** The register popup on its `tab`, submitted once its form has loaded. */
function startRegister(tab: 'username' | 'mobile', fields: Record<string, string>): AnyActorRef {
  const actor = createActor(registerLogic, { input: { tab } }).start();
  void waitFor(actor, (snapshot) => snapshot.hasTag('editing')).then(() => actor.send({ type: 'SUBMIT', request: { tab, fields }, termsAccepted: true }));
  return actor;
}

/** An SMS send: the refusal shows in the warning dialog with its message. */
function smsCase(call: string, route: RouteId, logic: typeof smsNoLoginCountdownLogic, request: unknown): ChartCallCase {
  const api = (actor: AnyActorRef) => connectSmsCountdown(actor.getSnapshot(), noSend);
  return formCase(
    call,
    route,
    () => {
      const actor = createActor(logic, { input: { defaultSeconds: 60 } }).start();
      actor.send({ type: 'SEND', request });
      return actor;
    },
    (actor) => (api(actor).warningOpen ? api(actor).warningKey : null),
  );
}

// ------------------------------------------------------------------------------- deposit
let depositTabs = 0;
/** The deposit chart with its real wiring on the case's adapter (its deposit area swapped by the platform mock above). */
function startDeposit(): AnyActorRef {
  // each case is a new tab with its own key prefix (the platform answers a repeated key with its first order)
  depositTabs += 1;
  return createActor(depositLogic, { input: { keyPrefix: `chart-faults-${depositTabs}`, language: 'es' } }).start();
}
const depositApi = (actor: AnyActorRef) => connectDeposit(actor.getSnapshot(), (event) => actor.send(event));

/**
 * An order on a channel of `kind`: the form is back to editing with the message, the amount kept, no
 * automatic retry; an order the platform made whose answer was lost is found in the records.
 */
function depositOrderCase(call: string, route: RouteId, kind: 'BANK' | 'EWALLET' | 'QR', amount: string): ChartCallCase {
  return {
    ...formCase(call, route, () => {
      // jsdom opens no window; the e-wallet's reserved window is refused as a blocker would
      window.open = () => null;
      const actor = startDeposit();
      // submitted once the records are read, as a member does: the orders of the earlier cases are then listed at the send
      void waitFor(actor, (snapshot) => snapshot.hasTag('editing') && ['ready', 'empty'].includes(connectDeposit(snapshot, noSend).records.status)).then(() => {
        const channel = depositApi(actor).channels.find((candidate) => candidate.kind === kind);
        depositApi(actor).chooseChannel(channel?.channelId ?? '');
        depositApi(actor).setAmount(amount);
        depositApi(actor).submit();
      });
      return actor;
    }, (actor) => (depositApi(actor).phase === 'editing' && depositApi(actor).amount === amount ? depositApi(actor).failureKey : null)),
    as: 'member01',
    succeeded: (actor) => depositApi(actor).phase === 'found' && depositApi(actor).order?.amount === Number(amount),
  };
}

const depositCases: Readonly<Record<string, ChartCallCase>> = {
  'deposit.loadSettings': {
    call: 'deposit.getSettings',
    route: 'depositSettings',
    as: 'member01',
    start: startDeposit,
    failed: (actor) => depositApi(actor).phase === 'loadFailed',
    shown: (actor) => ({ failureKey: depositApi(actor).loadFailureKey, retry: depositApi(actor).retry }),
    recovered: (actor) => depositApi(actor).phase === 'editing',
  },
  'deposit.loadRecords': {
    call: 'deposit.getRecords',
    route: 'depositRecords',
    as: 'member01',
    start: startDeposit,
    failed: (actor) => depositApi(actor).records.status === 'failed',
    shown: (actor) => ({ failureKey: depositApi(actor).records.failureKey, retry: depositApi(actor).records.refresh }),
    recovered: (actor) => ['ready', 'empty'].includes(depositApi(actor).records.status),
  },
  'deposit.byBankTransfer': depositOrderCase('deposit.depositByBankTransfer', 'depositByBankTransfer', 'BANK', '500'),
  'deposit.byLaunchUrl': depositOrderCase('deposit.depositByLaunchUrl', 'depositByLaunchUrl', 'EWALLET', '120.50'),
  'deposit.byQRImageUrl': depositOrderCase('deposit.depositByQRImageUrl', 'depositByQRImageUrl', 'QR', '100'),
  'deposit.cancel': {
    call: 'deposit.cancel',
    route: 'cancelDeposit',
    as: 'member01',
    // a pending order to cancel (the fault is on the cancel only)
    setup: async (harness) =>
      (await harness.api.deposit.depositByBankTransfer({ channelId: 'bank-bbva', amount: 200, bankCode: 'BBVA', bankType: 'B', vendorId: 'OFFLINE', idempotencyKey: `cancel-${Math.random()}` })).orderNo,
    start: (orderNo) => {
      const actor = startDeposit();
      void waitFor(actor, (snapshot) => connectDeposit(snapshot, () => undefined).records.items.some((order) => order.orderNo === orderNo)).then(() => {
        depositApi(actor).records.cancel(String(orderNo));
        depositApi(actor).records.confirmCancel();
      });
      return actor;
    },
    failed: (actor) => !depositApi(actor).records.cancelling && depositApi(actor).records.cancelFailureKey !== null,
    shown: (actor) => ({ failureKey: depositApi(actor).records.cancelFailureKey, retry: null }),
    recovered: () => true,
  },
};

// --- withdraw ----------------------------------------------------------------------------------

const withdrawApiOf = (actor: AnyActorRef) => connectWithdraw(actor.getSnapshot() as Parameters<typeof connectWithdraw>[0], (event) => actor.send(event));
const confirmationApiOf = (actor: AnyActorRef) =>
  connectWithdrawalConfirmation(actor.getSnapshot() as Parameters<typeof connectWithdrawalConfirmation>[0], (event) => actor.send(event));

/** The withdraw page's load (settings, accounts, turnover, records in one step): its failure and retry. */
function withdrawLoadCase(call: string, route: RouteId): ChartCallCase {
  return {
    call,
    route,
    as: 'member01',
    start: () => {
      const actor = createActor(withdrawLogic, { input: { language: 'es' } }).start();
      actor.send({ type: 'SESSION', memberType: 0 });
      return actor;
    },
    failed: (actor) => actor.getSnapshot().hasTag('failed'),
    shown: (actor) => ({ failureKey: withdrawApiOf(actor).loadFailureKey, retry: withdrawApiOf(actor).retry }),
    recovered: (actor) => withdrawApiOf(actor).step === 'form',
  };
}

/**
 * A part of the withdraw page's load that is a route of ours (the accounts, the records): a platform
 * may not map it, so its failure leaves the page loaded, saying that part is missing.
 */
function withdrawPartCase(call: string, route: RouteId, part: 'accountsUnavailable' | 'recordsUnavailable'): ChartCallCase {
  return {
    call,
    route,
    as: 'member01',
    start: () => {
      const actor = createActor(withdrawLogic, { input: { language: 'es' } }).start();
      actor.send({ type: 'SESSION', memberType: 0 });
      return actor;
    },
    failed: (actor) => withdrawApiOf(actor).step === 'form' && withdrawApiOf(actor)[part],
    shown: (actor) => ({ failureKey: withdrawApiOf(actor).loadFailureKey, retry: null }),
    recovered: (actor) => withdrawApiOf(actor).step === 'form',
    quiet: `the page loads without it and says that part cannot be shown (${part})`,
  };
}

/** The withdraw page once loaded, then `act` on it. */
function startWithdraw(act: (actor: AnyActorRef) => void): AnyActorRef {
  const actor = createActor(withdrawLogic, { input: { language: 'es' } }).start();
  actor.send({ type: 'SESSION', memberType: 0 });
  void waitFor(actor, (snapshot) => snapshot.hasTag('ready') && !snapshot.hasTag('busy')).then(() => act(actor));
  return actor;
}

const withdrawFormError = (actor: AnyActorRef) => {
  const api = withdrawApiOf(actor);
  return api.busy ? null : (api.errors.form ?? api.errors.password ?? api.errors.paymentPassword ?? api.errors.amount ?? null)?.key ?? null;
};

/** A pending withdrawal of member01 (100, refunded on cancel), the daily count lifted for the eight fault kinds. */
async function pendingWithdrawal(harness: InProcessHarness, key: string) {
  await harness.control.setWithdrawSettings({ dailyTimes: 100 });
  const order = await harness.api.withdraw.withdraw({ amount: 100, bankCardId: 'card-member01-1', password: '246810', idempotencyKey: `${key}-${Math.random().toString(36).slice(2)}` });
  // the embedded platform names the order (null is a real platform's answer without it)
  if (!order) throw new Error('the withdrawal was answered without its order');
  return order;
}

/** A withdrawal of member01 paid in two C2C parts waiting for an answer. */
async function payingWithdrawal(harness: InProcessHarness, key: string) {
  const order = await pendingWithdrawal(harness, key);
  await harness.control.approveWithdrawal(order.orderNo);
  return harness.control.payWithdrawalParts(order.orderNo, [50, 48.5]);
}

// --- agent centre ------------------------------------------------------------------------------

/** Another signed-in session on the case's scenario (an upline that offers, a downline that answers), one per account. */
const otherSessions = new Map<string, Promise<InProcessHarness>>();
function otherSession(harness: InProcessHarness, account: SeededAccount): Promise<InProcessHarness> {
  const key = `${harness.scenario}/${account}`;
  let session = otherSessions.get(key);
  if (!session) {
    const other = createInProcessHarness(platform, harness.scenario);
    session = other.signIn(account).then(() => other);
    otherSessions.set(key, session);
  }
  return session;
}

const affiliateApiOf = (actor: AnyActorRef) => connectAffiliateLinks(actor.getSnapshot(), (event) => actor.send(event));
const registerDownlineApiOf = (actor: AnyActorRef) => connectRegisterDownline(actor.getSnapshot(), (event) => actor.send(event));
const contractApiOf = (actor: AnyActorRef) => connectContract(actor.getSnapshot(), (event) => actor.send(event));
const offerApiOf = (actor: AnyActorRef) => connectContractOffer(actor.getSnapshot(), (event) => actor.send(event));

/** The register centre's new-downline form's load: its failure and retry, as the page shows them. */
const registerDownlineLoad: typeof connectRegisterDownline extends (...args: infer A) => unknown ? (...args: A) => { failureKey: string | null; retry(): void } : never = (snapshot, send) => {
  const api = connectRegisterDownline(snapshot, send);
  return { failureKey: api.status === 'loadFailed' ? api.errorKey : null, retry: api.retry };
};

/** The affiliate links once loaded (with links or none), then `act` on them. */
function startAffiliateLinks(act: (actor: AnyActorRef) => void): AnyActorRef {
  const actor = createActor(affiliateLinksLogic).start();
  void waitFor(actor, (snapshot) => (snapshot.hasTag('ready') || snapshot.hasTag('empty')) && !snapshot.hasTag('busy')).then(() => act(actor));
  return actor;
}

/** The offer agent01 sends agent02 in the contractOffer case (a dividend on RNG, which agent02 holds none of). */
const OFFER = { downline: 'agent02', gameType: 'RNG', period: 'SEMIMONTHLY', tiers: [{ minimumBet: 1000, netLoss: 500, activeMember: 2, rateType: 'P', rate: 12 }] } as const;

/**
 * The agent centre's calls through their charts' real wiring (the team pages' `teamApi`, the
 * register centre's and contract pages' `agent()`, both on the case's adapter).
 */
function agentCentreCases(): Record<string, ChartCallCase> {
  return {
    // the team pages' loads
    'teamOverview.load': {
      ...loadRetryCase('agent.getTeamOverview', 'teamOverview', () => createActor(teamOverviewLogic, { input: { period: periodFromSearch('', new Date()) } }).start(), connectTeamOverview),
      as: 'agent02',
    },
    'downlineList.load': {
      ...loadRetryCase('agent.getDownlineList', 'downlineList', () => createActor(downlineListLogic, { input: { query: downlineQueryFromSearch('', new Date()) } }).start(), connectDownlineList),
      as: 'agent02',
    },
    // the register centre: the affiliate links
    'affiliateLinks.load': { ...loadRetryCase('agent.viewAffiliateUrls', 'viewAffiliateUrls', () => createActor(affiliateLinksLogic).start(), connectAffiliateLinks), as: 'agent01' },
    'affiliateLinks.create': {
      ...formCase(
        'agent.createAffiliateUrl',
        'createAffiliateUrl',
        () => startAffiliateLinks((actor) => affiliateApiOf(actor).create({ memberType: 'MEMBER', remark: 'chart faults' })),
        (actor) => (affiliateApiOf(actor).creating ? null : affiliateApiOf(actor).actionErrorKey),
      ),
      as: 'agent01',
      command: true,
      setup: async (harness) => (await harness.api.agent.viewAffiliateUrls()).list.length,
      settled: async (harness, before, actor) => {
        // the links shown are the ones read (none made up); the platform made at most the one link it was asked for
        expect(affiliateApiOf(actor).links).toHaveLength(before as number);
        expect((await harness.api.agent.viewAffiliateUrls()).list.length - (before as number)).toBeLessThanOrEqual(1);
      },
      succeeded: (actor) => !affiliateApiOf(actor).creating && affiliateApiOf(actor).lastCreatedId !== null,
    },
    'affiliateLinks.delete': {
      call: 'agent.deleteAffiliateUrl',
      route: 'deleteAffiliateUrl',
      as: 'agent01',
      command: true,
      setup: async (harness) => (await harness.api.agent.createAffiliateUrl({ memberType: 'AGENT', remark: 'to delete' }))?.id,
      start: (id) =>
        startAffiliateLinks((actor) => {
          affiliateApiOf(actor).askDelete(String(id));
          affiliateApiOf(actor).confirmDelete();
        }),
      failed: (actor) => !affiliateApiOf(actor).deleting && affiliateApiOf(actor).actionErrorKey !== null,
      shown: (actor) => ({ failureKey: affiliateApiOf(actor).actionErrorKey, retry: null }),
      recovered: () => true,
      // the link is still listed: the list shown is not changed by a delete that failed
      settled: async (_harness, id, actor) => expect(affiliateApiOf(actor).links.map((link) => link.id)).toContain(id),
    },
    // the register centre: the new-downline form
    'registerDownline.settings': { ...loadRetryCase('system.getRegisterSettings', 'registerSettings', () => createActor(registerDownlineLogic).start(), registerDownlineLoad), as: 'agent01' },
    'registerDownline.create': {
      ...formCase(
        'agent.createDownline',
        'createDownline',
        () => {
          const actor = createActor(registerDownlineLogic).start();
          const username = `faultdl${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
          void waitFor(actor, (snapshot) => snapshot.hasTag('editing') && !snapshot.hasTag('busy')).then(() =>
            registerDownlineApiOf(actor).submit({ username, password: 'Clave2024', confirmPassword: 'Clave2024', accountType: 'MEMBER' }),
          );
          return actor;
        },
        // back to the form with the message above it, the form not cleared (formKey unchanged: what was typed stays)
        (actor) => {
          const api = registerDownlineApiOf(actor);
          return api.status === 'editing' && !api.submitting && api.formKey === 0 ? api.errorKey : null;
        },
      ),
      as: 'agent01',
      command: true,
    },
    // the contract chart (the after-sign-in dialog and the contract pages): agent42 answers agent41's real-time salary offer
    'contract.load': { ...loadRetryCase('wallet.getConsolidatedFunds', 'consolidatedFunds', () => createActor(contractLogic, { input: { kinds: ['REALTIME_SALARY'] } }).start(), connectContract), as: 'agent42' },
    'contract.answer': {
      call: 'agent.processContract',
      route: 'contractRealTimeSalary',
      as: 'agent42',
      command: true,
      // a fresh offer for each fault kind (a dropped or late answer was applied): agent41 offers again
      setup: async (harness) =>
        (await otherSession(harness, 'agent41')).api.agent.processContract('REALTIME_SALARY', { action: 'offer', downline: 'agent42', gameType: 'RNG', tiers: [{ minimumBet: 500, activeMember: 0, rateType: 'P', rate: 0.1 }] }, {}),
      start: () => createActor(contractLogic, { input: { kinds: ['REALTIME_SALARY'] } }).start(),
      armed: (actor) => contractApiOf(actor).status === 'ready' && !contractApiOf(actor).busy && contractApiOf(actor).hasWaiting,
      act: (actor) => contractApiOf(actor).answer(contractApiOf(actor).waiting[0]?.row.id ?? '', 'accept'),
      // the answer is kept for the retry, the rows still shown
      failed: (actor) => !contractApiOf(actor).busy && contractApiOf(actor).failureKey !== null && contractApiOf(actor).refusedAnswer?.status === 'A' && contractApiOf(actor).hasWaiting,
      shown: (actor) => ({ failureKey: contractApiOf(actor).failureKey, retry: null }),
      recovered: () => true,
      // a lost answer is checked against the consolidated info: accepted, told so
      succeeded: (actor) => !contractApiOf(actor).busy && contractApiOf(actor).lastAnswer?.status === 'A' && contractApiOf(actor).outcome === null,
    },
    // "my downlines' contracts": an offer and a termination, on the dividend (a GET call that changes something)
    'contractOffer.offer': {
      call: 'agent.processContract',
      route: 'contractDividend',
      as: 'agent01',
      command: true,
      start: () => createActor(contractOfferLogic, { input: { kind: 'DIVIDEND' } }).start(),
      armed: (actor) => offerApiOf(actor).status === 'ready' && !offerApiOf(actor).busy,
      act: (actor) => {
        offerApiOf(actor).openNew();
        offerApiOf(actor).submit(OFFER);
      },
      // back to the form with the message, the offer sent kept as the draft (a lost answer after the check found it not made)
      failed: (actor) => !offerApiOf(actor).busy && offerApiOf(actor).failureKey !== null && offerApiOf(actor).draft?.offer.downline === OFFER.downline && offerApiOf(actor).draft?.offer.tiers[0]?.rate === 12,
      shown: (actor) => ({ failureKey: offerApiOf(actor).failureKey, retry: null }),
      recovered: () => true,
      // a lost answer is checked against the kind's contracts, read on the same route: the fault meets the offer (status P) only
      commandCall: (call) => call.query.has('status'),
      // made (a dropped or late answer was applied): told offered, the list read again
      succeeded: (actor) => !offerApiOf(actor).busy && offerApiOf(actor).notice === 'offered' && offerApiOf(actor).outcome === null,
    },
    'contractOffer.terminate': {
      call: 'agent.processContract',
      route: 'contractDividend',
      as: 'agent02',
      command: true,
      // agent02's dividend with agent41 (contract-3) active again for each fault kind: agent41 keeps it if asked to end it
      setup: async (harness) =>
        (await otherSession(harness, 'agent41')).api.agent.processContract('DIVIDEND', { action: 'answer', contract: { id: 'contract-3', gameType: 'LIVE' }, status: 'A' }, {}).catch(() => undefined),
      start: () => createActor(contractOfferLogic, { input: { kind: 'DIVIDEND' } }).start(),
      armed: (actor) => offerApiOf(actor).status === 'ready' && !offerApiOf(actor).busy && offerApiOf(actor).rows.some((row) => row.contract.id === 'contract-3' && row.canTerminate),
      act: (actor) => {
        offerApiOf(actor).terminate('contract-3');
        offerApiOf(actor).confirm();
      },
      // the question stays open with the message: confirming again is the agent's retry
      failed: (actor) => !offerApiOf(actor).busy && offerApiOf(actor).failureKey !== null && offerApiOf(actor).terminating?.id === 'contract-3',
      shown: (actor) => ({ failureKey: offerApiOf(actor).failureKey, retry: null }),
      recovered: () => true,
    },
    // a contract page's payout records
    'contractRecords.load': {
      ...loadRetryCase('agent.getContractPayouts', 'contractPayouts', () => createActor(contractRecordsLogic, { input: { kind: 'DIVIDEND' } }).start(), connectContractRecords),
      as: 'agent02',
    },
  };
}

// ------------------------------------------------------------------------------- member centre, account group
const rgApi = (actor: AnyActorRef) => connectResponsibleGaming(actor.getSnapshot(), (event) => actor.send(event));

/** A responsible-gaming change, asked and confirmed once the page has loaded: the refusal above the page, no retry (a command). */
function responsibleChangeCase(call: string, route: RouteId, ask: (actor: AnyActorRef) => void): ChartCallCase {
  return {
    ...formCase(
      call,
      route,
      () => {
        const actor = createActor(responsibleGamingLogic).start();
        void waitFor(actor, (snapshot) => snapshot.hasTag('ready')).then(() => {
          ask(actor);
          rgApi(actor).acknowledge(true);
          rgApi(actor).confirm();
        });
        return actor;
      },
      (actor) => rgApi(actor).actionErrorKey,
    ),
    as: 'member01',
    command: true,
    // a fault the platform answered after applying it (a wrong shape, a dropped answer) leaves the member excluded: lifted for the next kind
    setup: (harness) => harness.control.liftResponsibleGaming('member01'),
  };
}

const feedbackApi = (actor: AnyActorRef) => connectFeedback(actor.getSnapshot(), (event) => actor.send(event));

const accountCases: Readonly<Record<string, ChartCallCase>> = {
  'responsibleGaming.loadState': { ...loadRetryCase('account.getResponsibleGaming', 'responsibleGaming', () => createActor(responsibleGamingLogic).start(), connectResponsibleGaming), as: 'member01' },
  // raising a limit asks first; the first limit applies at once
  'responsibleGaming.setDepositLimit': responsibleChangeCase('account.setDepositLimit', 'setDepositLimit', (actor) => rgApi(actor).setLimit('WEEK', '900')),
  'responsibleGaming.startCoolOff': responsibleChangeCase('account.startCoolOff', 'startCoolOff', (actor) => rgApi(actor).askCoolOff(1)),
  'responsibleGaming.selfExclude': responsibleChangeCase('account.selfExclude', 'selfExclude', (actor) => rgApi(actor).askExclude()),
  'feedback.loadSettings': loadRetryCase('account.getFeedbackSettings', 'feedbackSettings', () => createActor(feedbackLogic).start(), connectFeedback),
  'feedback.sendFeedback': {
    ...formCase(
      'member.sendFeedback',
      'feedback',
      () => {
        const actor = createActor(feedbackLogic).start();
        void waitFor(actor, (snapshot) => snapshot.hasTag('editing')).then(() => feedbackApi(actor).submit('El retiro tardó demasiado ayer'));
        return actor;
      },
      (actor) => (feedbackApi(actor).status === 'editing' ? feedbackApi(actor).failureKey : null),
    ),
    command: true,
  },
  'domainList.loadDomains': loadRetryCase('system.getDomainRoute', 'domainRoute', () => createActor(domainListLogic).start(), connectDomainList),
  // public popups and the agents' content
  'publicPopups.loadPopups': {
    call: 'content.getNotices',
    route: 'notices',
    quiet: 'nobody asked for a popup: when they cannot be fetched the page simply shows none (and asks again on the next sign-in or language change)',
    start: () => {
      const actor = createActor(publicPopupsLogic, { input: { closed: { member: false, visitor: false } } }).start();
      actor.send({ type: 'VIEWER', viewer: { audience: 'visitor', firstLogin: false, language: 'es' } });
      return actor;
    },
    failed: (actor) => connectPublicPopups(actor.getSnapshot(), noSend).status === 'failed',
    shown: () => ({ failureKey: null, retry: null }),
    recovered: () => true,
  },
  'announcements.loadAnnouncements': loadRetryCase('content.getAnnouncements', 'announcements', () => createActor(announcementsLogic, { input: { language: 'es' } }).start(), connectAgentAnnouncements),
  'languageSync.send': {
    call: 'member.updateLanguage',
    route: 'updateLanguage',
    as: 'member01',
    command: true,
    quiet: 'the language switch has already happened on the page: a failed send is not said, and the language is sent again at the next switch or sign-in',
    start: () => {
      const actor = createActor(languageSyncLogic, { input: { language: 'en' } }).start();
      actor.send({ type: 'SIGNED_IN', stored: 'es' });
      return actor;
    },
    failed: (actor) => !actor.getSnapshot().hasTag('busy') && actor.getSnapshot().context.failed === true,
    shown: () => ({ failureKey: null, retry: null }),
    recovered: () => true,
  },
  'articles.loadList': loadRetryCase('articles.getArticles', 'articleList', () => startArticles('BLOG', null, 'es'), connectArticles),
  'articles.loadArticle': loadRetryCase('articles.getArticle', 'article', () => startArticles('NEWS', 'retiros-mas-rapidos', 'en'), connectArticles),
  'helpCentre.loadHelp': loadRetryCase('system.getHelpCenter', 'helpCenter', () => createActor(helpCentreLogic, { input: { term: 'deposit', language: 'es' } }).start(), connectHelpCentre),
  'chatRoom.loadUnread': {
    call: 'content.getChatUnreadCount',
    route: 'chatUnreadCount',
    as: 'member01',
    quiet: 'the unread count is a hint on the chat entries: a failed count shows none (or keeps the last) and is asked again on the next poll or focus',
    start: () => createActor(chatRoomLogic).start(),
    failed: (actor) => !actor.getSnapshot().hasTag('busy') && connectChatRoom(actor.getSnapshot(), noSend).unread === null,
    shown: () => ({ failureKey: null, retry: null }),
    recovered: () => true,
  },
  // the chat room opened at once (the count is dropped for the launch); a launch read twice reads nothing twice
  'chatRoom.launchChat': {
    ...loadRetryCase(
      'content.launchChat',
      'launchChat',
      () => {
        const actor = createActor(chatRoomLogic).start();
        actor.send({ type: 'OPEN' });
        return actor;
      },
      connectChatRoom,
    ),
    as: 'member01',
  },
  // a lottery screen's load: the prize mode's game menu, then the lobby launched for its first game
  'lottery.gameMenu': {
    ...loadRetryCase('lottery.getGameMenu', 'lotteryGameMenu', () => createActor(lotteryLogic, { input: { route: 'seaLottery', gameCode: null } }).start(), connectLottery),
    // signed in: the recovered load goes on to launch the lobby, which needs the member's token
    as: 'member01',
  },
  'lottery.launchLobby': {
    ...loadRetryCase('lottery.launchLobby', 'lotteryLobbyLaunch', () => createActor(lotteryLogic, { input: { route: 'seaLottery', gameCode: null } }).start(), connectLottery),
    as: 'member01',
  },
  'liveCam.loadModels': {
    ...loadRetryCase(
      'content.getLiveCamModels',
      'liveCamModels',
      () => {
        const actor = createActor(liveCamLogic).start();
        actor.send({ type: 'SESSION', signedIn: true });
        return actor;
      },
      connectLiveCam,
    ),
    as: 'member01',
  },
  // a model's chat launched once the list is there (the same route as the chat room's launch)
  'liveCam.launchModel': {
    call: 'content.launchChat',
    route: 'launchChat',
    as: 'member01',
    start: () => {
      const actor = createActor(liveCamLogic).start();
      actor.send({ type: 'SESSION', signedIn: true });
      return actor;
    },
    armed: (actor) => connectLiveCam(actor.getSnapshot(), noSend).status === 'ready',
    act: (actor) => {
      const cams = connectLiveCam(actor.getSnapshot(), (event) => actor.send(event));
      cams.watch(cams.models[0]?.modelId ?? '');
    },
    failed: (actor) => connectLiveCam(actor.getSnapshot(), noSend).panel === 'failed',
    shown: (actor) => {
      const cams = connectLiveCam(actor.getSnapshot(), (event) => actor.send(event));
      return { failureKey: cams.failureKey, retry: cams.retry };
    },
    recovered: (actor) => connectLiveCam(actor.getSnapshot(), noSend).panel === 'open',
  },
};

export const chartCallCases: Readonly<Record<string, ChartCallCase>> = {
  ...depositCases,
  ...accountCases,
  'system.loadStatus': {
    call: 'system.getStatus',
    route: 'systemStatus',
    start: () => createActor(systemLogic).start(),
    failed: (actor) => actor.getSnapshot().hasTag('failed'),
    shown: (actor) => {
      const api = connectSystem(actor.getSnapshot(), (event) => actor.send(event));
      return { failureKey: api.page === 'networkFailure' ? api.failureKey : null, retry: api.retry };
    },
    recovered: (actor) => connectSystem(actor.getSnapshot(), noSend).page === 'normal',
  },
  'balance.loadBalance': {
    call: 'wallet.getBalance',
    route: 'balance',
    as: 'member01',
    start: () => createActor(balanceLogic).start(),
    failed: (actor) => actor.getSnapshot().hasTag('failed'),
    shown: (actor) => {
      const api = connectBalance(actor.getSnapshot(), (event) => actor.send(event));
      return { failureKey: api.failureKey, retry: api.refresh };
    },
    recovered: (actor) => connectBalance(actor.getSnapshot(), noSend).status === 'ready',
  },
  'home.hotGames': loadRetryCase('games.getHotGames', 'hotGames', () => createActor(homeLogic, { input: { language: 'es', member: false } }).start(), connectHome),
  'home.vendors': loadRetryCase('games.getVendors', 'vendors', () => createActor(homeLogic, { input: { language: 'es', member: false } }).start(), connectHome),
  'home.winnerBoard': {
    call: 'content.getWinnerBoard',
    route: 'winnerBoard',
    quiet: "the winners board is a side section: its failure is said there and the rest of the home lobby stays",
    start: () => createActor(homeLogic, { input: { language: 'es', member: false } }).start(),
    failed: (actor) => connectHome(actor.getSnapshot(), noSend).data?.winners === null,
    shown: () => ({ failureKey: null, retry: null }),
    recovered: () => true,
  },
  'homeSection.loadSection': loadRetryCase('games.getGameList', 'gameList', () => createActor(homeSectionLogic, { input: { gameType: 'RNG', language: 'es' } }).start(), connectHomeSection),
  'notices.loadNotices': loadRetryCase('content.getNotices', 'notices', () => createActor(noticesLogic).start(), connectNotices),
  'agentAnnouncements.loadAnnouncements': { ...loadRetryCase('content.getAnnouncements', 'announcements', () => createActor(agentAnnouncementsLogic, { input: { language: 'es' } }).start(), connectAgentAnnouncements), as: 'agent01' },
  // a category's whole list is kept for the page once loaded: each fault kind opens another category
  'lobby.gameList': loadRetryCase('games.getGameList', 'gameList', () => createActor(lobbyLogic, { input: { gameType: nextCategory(), language: 'es' } }).start(), connectLobby),
  'lobby.favourites': { ...loadRetryCase('games.getFavouriteList', 'favouriteList', () => createActor(lobbyLogic, { input: { gameType: '', filter: 'FAV', language: 'es' } }).start(), connectLobby), as: 'member01' },
  'lobby.recent': { ...loadRetryCase('games.getRecentGames', 'recentGames', () => createActor(lobbyLogic, { input: { gameType: '', filter: 'RECENT', language: 'es' } }).start(), connectLobby), as: 'member01' },
  'launch.launchGame': {
    call: 'games.launchGame',
    route: 'launchGame',
    as: 'member01',
    setup: async (harness) => (await harness.api.games.getGameList({ gameType: 'LIVE', pageNo: 1, pageSize: 1 })).games[0],
    start: (game) => {
      const { nodeId, gameType, vassalage, gameCode, gameName } = game as { nodeId: string; gameType: string; vassalage: string; gameCode?: string; gameName?: string };
      const actor = createActor(launchLogic).start();
      actor.send({ type: 'LAUNCH', request: { nodeId, gameType, vassalage, gameCode, name: gameName ?? nodeId, freePlay: false, hosts: [] } });
      return actor;
    },
    failed: (actor) => actor.getSnapshot().hasTag('failed'),
    shown: (actor) => {
      const api = connectLaunch(actor.getSnapshot(), (event) => actor.send(event));
      return { failureKey: api.failureKey, retry: api.retry };
    },
    // jsdom opens no window: a launched game ends as "blocked", with its link
    recovered: (actor) => connectLaunch(actor.getSnapshot(), noSend).url !== null,
  },
  'favourites.loadIds': { ...loadRetryCase('games.getFavouriteIds', 'favouriteIds', () => createActor(favouritesLogic).start(), connectFavourites), as: 'member01' },
  'favourites.add': favouriteSaveCase('games.addFavourite', 'addFavourite', async (harness) => {
    const ids = new Set(await harness.api.games.getFavouriteIds());
    return (await harness.api.games.getGameList({ gameType: 'RNG', pageNo: 1, pageSize: 50 })).games.find((game) => !ids.has(game.nodeId));
  }),
  'favourites.remove': favouriteSaveCase('games.removeFavourite', 'removeFavourite', async (harness) => (await harness.api.games.getFavouriteList({})).content[0]),
  'login.login': formCase('session.login', 'login', () => {
    const actor = createActor(loginLogic, { input: { site: 'main', forceChange: true } }).start();
    connectLogin(actor.getSnapshot(), (event) => actor.send(event)).submitUsername(MEMBER);
    return actor;
  }, loginError),
  'login.verifyLogin': formCase('session.verifyLogin', 'loginVerification', () => {
    const actor = createActor(loginLogic, { input: { site: 'main', forceChange: true } }).start();
    connectLogin(actor.getSnapshot(), (event) => actor.send(event)).submitUsername(MEMBER);
    void waitFor(actor, (snapshot) => connectLogin(snapshot, noSend).phase === 'verify').then(() =>
      connectLogin(actor.getSnapshot(), (event) => actor.send(event)).verify('EMAIL', '123456'),
    );
    return actor;
  }, (actor) => (connectLogin(actor.getSnapshot(), noSend).phase === 'verify' ? loginError(actor) : null), {
    setup: async (harness) => {
      await harness.control.setNewIpVerification(true);
      await harness.control.markIpUnregistered('member01');
    },
  }),
  'login.freePlay': formCase('session.freePlayLogin', 'freePlayLogin', () => {
    const actor = createActor(loginLogic, { input: { site: 'main', forceChange: true } }).start();
    connectLogin(actor.getSnapshot(), (event) => actor.send(event)).freePlay();
    return actor;
  }, loginError),
  'login.firstLoginAction': {
    call: 'member.firstLoginAction',
    route: 'firstLoginAction',
    quiet: 'the first-login action is a courtesy to the platform: its failure does not stop the login (SPEC.md §4)',
    start: () => {
      const actor = createActor(loginLogic, { input: { site: 'main', forceChange: true } }).start();
      connectLogin(actor.getSnapshot(), (event) => actor.send(event)).submitUsername({ ...MEMBER, username: 'firstlogin01', password: 'Welcome2024' });
      return actor;
    },
    // on past the action: signed in, or the forced password change of a first login
    failed: (actor) => !actor.getSnapshot().hasTag('busy') && ['password', 'done'].includes(connectLogin(actor.getSnapshot(), noSend).phase),
    shown: () => ({ failureKey: null, retry: null }),
    recovered: () => true,
  },
  'login.captcha': {
    call: 'session.getCaptcha',
    route: 'captcha',
    quiet: 'a captcha image that fails says so on the image button, whose click loads another (throttled by the chart)',
    start: () => {
      const actor = createActor(loginLogic, { input: { site: 'main', forceChange: true } }).start();
      // a refused login asks for the captcha (the platform's rule): the form then loads its image
      connectLogin(actor.getSnapshot(), (event) => actor.send(event)).submitUsername({ ...MEMBER, password: 'wrong-password' });
      return actor;
    },
    failed: (actor) => connectLogin(actor.getSnapshot(), noSend).captcha !== 'hidden' && connectLogin(actor.getSnapshot(), noSend).captchaImage === null && !actor.getSnapshot().hasTag('busy'),
    shown: () => ({ failureKey: null, retry: null }),
    recovered: () => true,
  },
  'changePassword.change': {
    ...formCase('member.changePassword', 'changePassword', () => {
      const actor = createActor(changePasswordLogic).start();
      connectChangePassword(actor.getSnapshot(), (event) => actor.send(event)).change({ oldPassword: 'Member2024', newPassword: 'Member2025', confirmNewPassword: 'Member2025' });
      return actor;
    }, (actor) => connectChangePassword(actor.getSnapshot(), noSend).errorKey),
    as: 'member01',
  },
  'forgotPassword.byEmail': formCase('member.forgotPasswordByEmail', 'forgotPasswordEmail', () => {
    const actor = createActor(forgotPasswordLogic, { input: { phoneRecovery: true } }).start();
    connectForgotPassword(actor.getSnapshot(), (event) => actor.send(event)).recoverByEmail({ username: 'member01', email: 'member01@example.com' });
    return actor;
  }, (actor) => connectForgotPassword(actor.getSnapshot(), noSend).errorKey),
  'forgotPassword.byPhone': formCase('member.setPasswordByPhone', 'setPasswordByPhone', () => {
    const actor = createActor(forgotPasswordLogic, { input: { phoneRecovery: true } }).start();
    const api = connectForgotPassword(actor.getSnapshot(), (event) => actor.send(event));
    api.selectTab('phone');
    connectForgotPassword(actor.getSnapshot(), (event) => actor.send(event)).recoverByPhone({ countryDialingCode: '52', mobileNum: '5512345678', verificationCode: '123456', newPassword: 'Member2025' });
    return actor;
  }, (actor) => connectForgotPassword(actor.getSnapshot(), noSend).errorKey),
  'register.settings': loadRetryCase('system.getRegisterSettings', 'registerSettings', () => createActor(registerLogic, { input: { tab: 'username' } }).start(), registerLoad),
  'register.countries': {
    call: 'system.getCountries',
    route: 'countries',
    quiet: 'without the dialling-code list the code is typed by hand: the register form still opens',
    start: () => createActor(registerLogic, { input: { tab: 'username' } }).start(),
    failed: (actor) => actor.getSnapshot().hasTag('editing') && connectRegister(actor.getSnapshot(), noSend).countries.length === 0,
    shown: () => ({ failureKey: null, retry: null }),
    recovered: () => true,
  },
  'register.byUsername': formCase('member.register', 'register', () => startRegister('username', { username: 'newplayer01', password: 'Player2024', confirmPassword: 'Player2024' }), registerError),
  'register.byMobile': formCase('member.registerByMobile', 'registerMobile', () => startRegister('mobile', { mobileNum: '5512345678', countryDialingCode: '52', password: 'Player2024', confirmPassword: 'Player2024' }), registerError),
  'register.affiliate': {
    call: 'member.checkAffiliate',
    route: 'affiliate',
    quiet: 'a code that cannot be checked is treated as not valid: the invitation-code warning (SPEC.md §8 affiliate reaction), the form kept behind it',
    start: () => startRegister('username', { username: 'newplayer02', password: 'Player2024', confirmPassword: 'Player2024', affiliateCode: 'AG01' }),
    failed: (actor) => connectRegister(actor.getSnapshot(), noSend).affiliateWarning,
    shown: () => ({ failureKey: null, retry: null }),
    recovered: () => true,
  },
  'sms.noLogin': smsCase('session.sendSmsCode', 'smsNoLogin', smsNoLoginCountdownLogic, { mobileNum: '5512345678', countryDialingCode: '52' }),
  'sms.register': smsCase('session.sendRegisterSmsCode', 'smsRegister', smsRegisterCountdownLogic, { tab: 'username', mobileNo: '5512345678', countryDialingCode: '52' }),
  'sms.registerMobile': smsCase('session.sendRegisterMobileSmsCode', 'smsRegisterMobile', smsRegisterCountdownLogic, { tab: 'mobile', mobileNo: '5512345678', countryDialingCode: '52' }),
  'withdraw.settings': withdrawLoadCase('withdraw.getSettings', 'withdrawSettings'),
  'withdraw.accounts': withdrawPartCase('withdraw.getAccounts', 'withdrawAccounts', 'accountsUnavailable'),
  'withdraw.turnover': withdrawLoadCase('withdraw.getTurnover', 'turnoverInfo'),
  'withdraw.records': withdrawPartCase('withdraw.getRecords', 'withdrawRecords', 'recordsUnavailable'),
  'withdraw.setPaymentPassword': {
    ...formCase(
      'withdraw.setPaymentPassword',
      'setPaymentPassword',
      () => startWithdraw((actor) => withdrawApiOf(actor).setPassword({ paymentPassword: '135790', confirmPaymentPassword: '135790' })),
      withdrawFormError,
    ),
    as: 'member01',
    // a dropped answer may have set it: each fault kind starts without one
    setup: (harness) => harness.control.clearPaymentPassword('member01'),
  },
  'withdraw.bindAccount': {
    ...formCase(
      'withdraw.bindAccount',
      'bindWithdrawAccount',
      () =>
        startWithdraw((actor) => {
          withdrawApiOf(actor).addAccount();
          withdrawApiOf(actor).bind({ groupType: 'B', bankCode: 'SANTANDER', cardNumber: `4152${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`, cardHolder: 'Juan Perez' });
        }),
      withdrawFormError,
    ),
    as: 'member01',
  },
  'withdraw.previewFee': {
    call: 'withdraw.previewFee',
    route: 'withdrawFeePreview',
    as: 'member01',
    start: () => startWithdraw((actor) => withdrawApiOf(actor).submit({ amount: 100, bankCardId: 'card-member01-1' })),
    failed: (actor) => withdrawFormError(actor) !== null,
    // the same submission again is the retry
    shown: (actor) => ({ failureKey: withdrawFormError(actor), retry: () => withdrawApiOf(actor).submit({ amount: 100, bankCardId: 'card-member01-1' }) }),
    recovered: (actor) => withdrawApiOf(actor).step === 'askingPaymentPassword',
  },
  'withdraw.submit': {
    ...formCase(
      'withdraw.withdraw',
      'withdraw',
      () =>
        startWithdraw((actor) => {
          withdrawApiOf(actor).submit({ amount: 100, bankCardId: 'card-member01-1' });
          void waitFor(actor, (snapshot) => snapshot.hasTag('askingPaymentPassword') && !snapshot.hasTag('busy')).then(() => withdrawApiOf(actor).confirm('246810'));
        }),
      withdrawFormError,
    ),
    as: 'member01',
    setup: (harness) => harness.control.setWithdrawSettings({ dailyTimes: 100 }),
    succeeded: (actor) => withdrawApiOf(actor).step === 'submitted',
  },
  'withdraw.cancel': {
    call: 'withdraw.cancel',
    route: 'cancelWithdraw',
    as: 'member01',
    setup: (harness) => pendingWithdrawal(harness, 'faults-cancel'),
    start: (pending) =>
      startWithdraw((actor) => {
        withdrawApiOf(actor).cancelOrder((pending as { orderNo: string }).orderNo);
        withdrawApiOf(actor).confirmCancel();
      }),
    failed: (actor) => withdrawApiOf(actor).recordsError !== null && !withdrawApiOf(actor).recordsBusy,
    shown: (actor) => ({ failureKey: withdrawApiOf(actor).recordsError?.key ?? null, retry: null }),
    recovered: () => true,
  },
  'withdrawalConfirmation.load': {
    call: 'withdraw.getConfirmations',
    route: 'paymentConfirmationList',
    as: 'member01',
    setup: (harness) => payingWithdrawal(harness, 'faults-confirm-load'),
    start: (paying) => createActor(withdrawalConfirmationLogic, { input: { orderNo: (paying as { orderNo: string }).orderNo } }).start(),
    failed: (actor) => actor.getSnapshot().hasTag('failed'),
    shown: (actor) => ({ failureKey: confirmationApiOf(actor).failureKey, retry: confirmationApiOf(actor).retry }),
    recovered: (actor) => confirmationApiOf(actor).status === 'ready',
  },
  'withdrawalConfirmation.answer': {
    call: 'withdraw.processC2C',
    route: 'processC2CTransaction',
    as: 'member01',
    setup: (harness) => payingWithdrawal(harness, 'faults-confirm-answer'),
    start: (paying) => {
      const { orderNo, parts } = paying as { orderNo: string; parts: { partId: string }[] };
      const actor = createActor(withdrawalConfirmationLogic, { input: { orderNo } }).start();
      void waitFor(actor, (snapshot) => snapshot.hasTag('ready') && !snapshot.hasTag('busy')).then(() => confirmationApiOf(actor).received(parts[0]?.partId ?? ''));
      return actor;
    },
    failed: (actor) => confirmationApiOf(actor).failureKey !== null && !confirmationApiOf(actor).busy,
    shown: (actor) => ({ failureKey: confirmationApiOf(actor).failureKey, retry: null }),
    recovered: () => true,
  },
  'session.restoreSession': {
    call: 'member.getInfo',
    route: 'memberInfo',
    as: 'member01',
    // not answered (what the adapter retries: no connection, a timeout, a 5xx): the token is kept,
    // the retry page says why and retries; refused or unreadable: a quiet visitor
    quiet: (kind) =>
      FAULT_EXPECTATIONS[kind].retried ? null : 'a stored token whose member info is refused or unreadable leaves a quiet visitor (SPEC.md §4): nothing was on screen to lose',
    start: () => createActor(sessionLogic).start(),
    failed: (actor) => actor.getSnapshot().matches('visitor') || actor.getSnapshot().matches('unreachable'),
    shown: (actor) => {
      const unreachable = connectSession(actor.getSnapshot(), actor.send.bind(actor)).unreachable;
      return { failureKey: unreachable?.errorKey ?? null, retry: unreachable?.retry ?? null };
    },
    recovered: (actor) => actor.getSnapshot().matches('member') && sessionStorage.getItem('token') !== null,
  },
  'session.logout': {
    call: 'session.logout',
    route: 'logout',
    as: 'member01',
    quiet: 'the session ends on this device even when the platform could not be told (SPEC.md §4)',
    // a session of its own for each fault: an earlier case's logout may have reached the platform
    // (a slow answer), which ended the session the harness signed in with
    setup: (harness) => harness.signIn('member01'),
    start: () => {
      const actor = createActor(sessionLogic).start();
      void waitFor(actor, (snapshot) => snapshot.matches('member')).then(() => {
        actor.send({ type: 'LOGOUT' });
        actor.send({ type: 'CONFIRM' });
      });
      return actor;
    },
    failed: (actor) => actor.getSnapshot().matches('visitor') && sessionStorage.getItem('token') === null,
    shown: () => ({ failureKey: null, retry: null }),
    recovered: () => true,
  },
  // the member's red counts (header and member centre menu)
  // the unread messages are API.md's CSP_unreadCount (audit #11): its failure fails the load
  'memberBadges.loadBadges': {
    call: 'member.getUnreadMessageCount',
    route: 'unreadMessageCount',
    as: 'member01',
    quiet: 'the menu badges are a hint, not content: a failed count shows no badge (or keeps the last) and is asked again on the next focus or live event',
    start: () => createActor(memberBadgesLogic).start(),
    failed: (actor) => {
      const api = connectMemberBadges(actor.getSnapshot(), noSend);
      return api.badgesFailed && api.unreadMessages === null;
    },
    shown: () => ({ failureKey: null, retry: null }),
    recovered: () => true,
  },
  // the missions and rewards counts are our memberBadges call: without it (a platform that has no
  // such call) the header's unread count still shows, with no missions or rewards badge
  'memberBadges.otherCounts': {
    call: 'memberCentre.getBadges',
    route: 'memberBadges',
    as: 'member01',
    quiet: 'the missions and rewards badges are a hint: without their call none is shown, and the unread count (CSP_unreadCount) still is',
    start: () => createActor(memberBadgesLogic).start(),
    failed: (actor) => {
      const api = connectMemberBadges(actor.getSnapshot(), noSend);
      return !api.badgesLoading && !api.badgesFailed && api.unreadMessages === 3 && api.badgeOf('missionLeaderboard') === null && api.badgeOf('rewardCenter') === null;
    },
    shown: () => ({ failureKey: null, retry: null }),
    recovered: () => true,
  },
  // ledger: the history's load, the transfer page's loads and sends, the account transfers
  'transactionHistory.loadRecord': {
    ...loadRetryCase('ledger.getTransactionRecord', 'transactionRecord', () => createActor(transactionHistoryLogic, { input: { query: todayQuery() } }).start(), connectTransactionHistory),
    as: 'member01',
  },
  'transferFund.merchantWallet': { ...loadRetryCase('wallet.getMerchantWallet', 'merchantWallet', () => createActor(transferFundLogic, { input: { consolidated: false } }).start(), connectTransferFund), as: 'member01' },
  'transferFund.consolidated': { ...loadRetryCase('wallet.getConsolidatedFunds', 'consolidatedFunds', () => createActor(transferFundLogic, { input: { consolidated: true } }).start(), connectTransferFund), as: 'member01' },
  'transferFund.transfer': {
    ...formCase('wallet.transfer', 'walletTransfer', () => {
      const actor = createActor(transferFundLogic, { input: { consolidated: false } }).start();
      void waitFor(actor, (snapshot) => snapshot.hasTag('editing')).then(() => connectTransferFund(actor.getSnapshot(), (event) => actor.send(event)).transfer('1', '11', '10'));
      return actor;
    }, (actor) => connectTransferFund(actor.getSnapshot(), noSend).errorKey),
    as: 'member01',
    succeeded: (actor) => connectTransferFund(actor.getSnapshot(), noSend).notice?.kind === 'transferred',
  },
  'transferFund.recall': {
    ...formCase('ledger.recallToMain', 'walletRecall', () => {
      const actor = createActor(transferFundLogic, { input: { consolidated: false } }).start();
      void waitFor(actor, (snapshot) => snapshot.hasTag('editing')).then(() => connectTransferFund(actor.getSnapshot(), (event) => actor.send(event)).recallAll());
      return actor;
    }, (actor) => connectTransferFund(actor.getSnapshot(), noSend).errorKey),
    as: 'member01',
    // something to bring back (a dropped connection's recall still ran, so each kind refills)
    setup: (harness) => harness.api.wallet.transfer({ fromAccountTypeId: '1', toAccountTypeId: '11', amount: 10 }),
  },
  'transferUpline.loadTargets': { ...loadRetryCase('ledger.getTransferTargets', 'transferTargets', () => createActor(transferUplineLogic, { input: {} }).start(), connectTransferUpline), as: 'member01' },
  'transferUpline.toUpline': {
    ...formCase('ledger.transferToUpline', 'transferToUpline', () => startAccountTransfer(UPLINE), (actor) => connectTransferUpline(actor.getSnapshot(), noSend).errorKey),
    as: 'member01',
    succeeded: (actor) => connectTransferUpline(actor.getSnapshot(), noSend).status === 'sent',
  },
  // "my downlines' contracts": the list of the kind's contracts and the direct downline agents, read together
  'contractOffer.contracts': {
    ...loadRetryCase('agent.processContract', 'contractDividend', () => createActor(contractOfferLogic, { input: { kind: 'DIVIDEND' } }).start(), connectContractOffer),
    as: 'agent01',
  },
  'contractOffer.downlines': {
    ...loadRetryCase('agent.getDownlineList', 'downlineList', () => createActor(contractOfferLogic, { input: { kind: 'DIVIDEND' } }).start(), connectContractOffer),
    as: 'agent01',
  },
  'transferUpline.toDownline': {
    ...formCase('ledger.transferToDownline', 'transferToDownline', () => startAccountTransfer('agent41'), (actor) => connectTransferUpline(actor.getSnapshot(), noSend).errorKey),
    as: 'agent02',
    succeeded: (actor) => connectTransferUpline(actor.getSnapshot(), noSend).status === 'sent',
  },
  // agent centre: each report's load, its failure and retry
  'agentReport.betting': { ...loadRetryCase('agent.getTeamBetting', 'teamBetting', () => startReport('betting'), connectAgentReport), as: 'agent02' },
  'agentReport.profitLoss': { ...loadRetryCase('agent.getTeamProfitLoss', 'teamProfitLoss', () => startReport('profitLoss'), connectAgentReport), as: 'agent02' },
  'agentReport.income': { ...loadRetryCase('agent.getContractPayouts', 'contractPayouts', () => startReport('income'), connectAgentReport), as: 'agent41' },
  'agentReport.transactions': { ...loadRetryCase('agent.getDownlineTransactions', 'downlineTransactions', () => startReport('transactions'), connectAgentReport), as: 'agent02' },
  ...agentCentreCases(),
  ...securityCentreCases(),
  ...inboxCases(),
  ...pointsMallCases(),
  ...missionCases(),
  // member records: each record's load, its failure and retry
  'memberRecords.betting': { ...loadRetryCase('records.getBettingRecord', 'memberBettingRecord', () => startRecords('betting'), connectMemberRecords), as: 'member01' },
  'memberRecords.profit': { ...loadRetryCase('records.getPersonalProfit', 'memberProfit', () => startRecords('profit'), connectMemberRecords), as: 'member01' },
  'memberRecords.bonus': { ...loadRetryCase('records.getBonusDetails', 'memberBonus', () => startRecords('bonus'), connectMemberRecords), as: 'member01' },
};

/** A member record on its default query. */
function startRecords(kind: 'betting' | 'profit' | 'bonus'): AnyActorRef {
  return createActor(kind === 'betting' ? betRecordLogic : periodRecordLogic, { input: { kind, query: recordQueryFromSearch(kind, '', new Date()) } }).start();
}

// --- security centre --------------------------------------------------------------

/** A security task's dialog for member01, submitted once its form shows. */
function startSecurityTask(task: SecurityTaskName, values: Record<string, string>): AnyActorRef {
  const actor = createActor(securityTaskLogic, { input: { task } }).start();
  void waitFor(actor, (snapshot) => snapshot.hasTag('editing') && !snapshot.hasTag('busy')).then(() => actor.send({ type: 'SUBMIT', values }));
  return actor;
}
type SecurityTaskName = Parameters<typeof connectSecurityTask>[0]['context']['task'];
function securityTaskError(actor: AnyActorRef): string | null {
  return connectSecurityTask(actor.getSnapshot(), noSend).error?.key ?? null;
}
function payoutApiOf(actor: AnyActorRef) {
  return connectPayoutAccounts(actor.getSnapshot(), (event) => actor.send(event));
}

/** A security task's save: the refusal in the form, what was typed kept, sent once (no automatic retry). */
function securityTaskCase(call: string, route: RouteId, task: SecurityTaskName, values: Record<string, string>): ChartCallCase {
  return { ...formCase(call, route, () => startSecurityTask(task, values), securityTaskError), as: 'member01', command: true };
}

let unbindCases = 0;

function securityCentreCases(): Record<string, ChartCallCase> {
  return {
    'securityCentre.config': { ...loadRetryCase('security.getConfig', 'securityConfig', () => createActor(securityCentreLogic).start(), connectSecurityCentre), as: 'member01' },
    'securityCentre.icon': { ...loadRetryCase('member.getIcon', 'memberIcon', () => createActor(securityCentreLogic).start(), connectSecurityCentre), as: 'member01' },
    'securityTask.sendCode': { ...smsCase('security.sendCode', 'securityCode', securityCodeCountdownLogic, { channel: 'EMAIL', purpose: 'VERIFY_CONTACT' }), as: 'member01' },
    'securityTask.secret': {
      call: 'security.issueAuthenticatorSecret',
      route: 'authenticatorSecret',
      as: 'member01',
      start: () => createActor(securityTaskLogic, { input: { task: 'bindAuthenticator' } }).start(),
      failed: (actor) => actor.getSnapshot().hasTag('failed'),
      shown: (actor) => {
        const api = connectSecurityTask(actor.getSnapshot(), (event) => actor.send(event));
        return { failureKey: api.failureKey, retry: api.retry };
      },
      recovered: (actor) => actor.getSnapshot().hasTag('editing'),
    },
    'securityTask.verifyContact': securityTaskCase('security.verifyContact', 'verifyContact', 'verifyEmail', { code: '123456' }),
    'securityTask.changePaymentPassword': securityTaskCase('security.changePaymentPassword', 'changePaymentPassword', 'changePaymentPassword', { oldPassword: '246810', newPassword: '135790', confirmPassword: '135790' }),
    'securityTask.resetPaymentPassword': securityTaskCase('security.resetPaymentPassword', 'resetPaymentPassword', 'resetPaymentPassword', { code: '123456', newPassword: '135790', confirmPassword: '135790' }),
    'securityTask.bindAuthenticator': {
      ...securityTaskCase('security.bindAuthenticator', 'bindAuthenticator', 'bindAuthenticator', { code: '123456' }),
      // the secret is issued first (its own route), then the code meets the fault
    },
    'securityTask.unbindAuthenticator': securityTaskCase('security.unbindAuthenticator', 'unbindAuthenticator', 'unbindAuthenticator', { code: '123456' }),
    'securityTask.setPaymentPassword': { ...securityTaskCase('withdraw.setPaymentPassword', 'setPaymentPassword', 'setPaymentPassword', { newPassword: '135790', confirmPassword: '135790' }), as: 'firstlogin01' },
    'payoutAccounts.load': { ...loadRetryCase('withdraw.getAccounts', 'withdrawAccounts', () => createActor(payoutAccountsLogic).start(), connectPayoutAccounts), as: 'member01' },
    'payoutAccounts.bind': {
      ...formCase(
        'withdraw.bindAccount',
        'bindWithdrawAccount',
        () => {
          const actor = createActor(payoutAccountsLogic).start();
          void waitFor(actor, (snapshot) => snapshot.hasTag('ready') && !snapshot.hasTag('busy')).then(() => {
            payoutApiOf(actor).add('E');
            payoutApiOf(actor).bind({ groupType: 'E', bankCode: 'PAYPAL', cardNumber: `juan.${Math.random().toString(36).slice(2)}@example.com`, cardHolder: 'Juan Perez' });
          });
          return actor;
        },
        (actor) => (payoutApiOf(actor).binding ? null : (payoutApiOf(actor).error?.key ?? null)),
      ),
      as: 'member01',
      command: true,
    },
    'payoutAccounts.unbind': {
      call: 'security.unbindPayoutAccount',
      route: 'unbindWithdrawAccount',
      as: 'member01',
      command: true,
      // a fresh account per fault kind (a fault that lets the handler run removes it), spread over
      // the three groups so no group reaches its limit
      setup: async (harness) => {
        unbindCases += 1;
        const digits = String(Math.floor(Math.random() * 1e12)).padStart(12, '0');
        const base58 = () => Array.from({ length: 33 }, () => '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'[Math.floor(Math.random() * 58)]).join('');
        const requests = [
          { groupType: 'B', bankCode: 'BBVA', cardNumber: `4152${digits}` },
          { groupType: 'E', bankCode: 'PAYPAL', cardNumber: `juan.${digits}@example.com` },
          { groupType: 'V', bankCode: 'USDT_TRC20', cardNumber: `T${base58()}` },
        ] as const;
        const request = requests[unbindCases % 3] ?? requests[0];
        return (await harness.api.withdraw.bindAccount({ ...request, cardHolder: 'Juan Perez' }))?.bankCardId;
      },
      start: (id) => {
        const actor = createActor(payoutAccountsLogic).start();
        void waitFor(actor, (snapshot) => snapshot.hasTag('ready') && !snapshot.hasTag('busy')).then(() => {
          payoutApiOf(actor).askRemove(String(id));
          payoutApiOf(actor).confirmRemove();
        });
        return actor;
      },
      failed: (actor) => !payoutApiOf(actor).removing && payoutApiOf(actor).error !== null,
      shown: (actor) => ({ failureKey: payoutApiOf(actor).error?.key ?? null, retry: null }),
      recovered: () => true,
      // the card is still listed: a removal that failed changes nothing shown
      settled: async (_harness, id, actor) => expect(payoutApiOf(actor).groups.flatMap((group) => group.accounts.map((account) => account.bankCardId))).toContain(id),
    },
  };
}

/** The messages page. */
function inboxCases(): Record<string, ChartCallCase> {
  const inboxApi = (actor: AnyActorRef) => connectInbox(actor.getSnapshot(), (event) => actor.send(event));
  const loaded = (actor: AnyActorRef) => inboxApi(actor).status === 'ready';
  return {
    'inbox.load': { ...loadRetryCase('inbox.getMessages', 'inboxList', () => createActor(inboxLogic, { input: { language: 'es' } }).start(), connectInbox), as: 'member01' },
    'inbox.markRead': {
      call: 'inbox.markRead',
      route: 'inboxRead',
      as: 'member01',
      quiet: 'a failed mark keeps the message unread on the page; it is marked again when opened again',
      // three unread again (a dropped answer may have marked one on the platform)
      setup: (harness) => harness.control.setBadgeCounts('member01', { unreadMessages: 3 }),
      start: () => createActor(inboxLogic, { input: { language: 'es' } }).start(),
      armed: loaded,
      act: (actor) => inboxApi(actor).openItem(inboxApi(actor).items.find((message) => !message.read)?.id ?? ''),
      failed: (actor) => actor.getSnapshot().hasTag('reading') && !actor.getSnapshot().hasTag('marking'),
      shown: () => ({ failureKey: null, retry: null }),
      recovered: () => true,
    },
    'inbox.delete': {
      call: 'inbox.deleteMessages',
      route: 'inboxDelete',
      as: 'member01',
      command: true,
      start: () => createActor(inboxLogic, { input: { language: 'es' } }).start(),
      armed: loaded,
      act: (actor) => {
        inboxApi(actor).toggle(inboxApi(actor).items.find((message) => message.read)?.id ?? '');
        inboxApi(actor).deleteSelected();
        inboxApi(actor).confirmDelete();
      },
      failed: (actor) => !inboxApi(actor).deleting && inboxApi(actor).actionFailureKey !== null,
      shown: (actor) => ({ failureKey: inboxApi(actor).actionFailureKey, retry: null }),
      recovered: () => true,
      // the list shown stays as it was (the failure is said above it)
      settled: async (_harness, _prepared, actor) => expect(inboxApi(actor).items).toHaveLength(10),
    },
    ...rewardCases(),
    ...promotionCases(),
  };
}

/** Promotions and referral: the loads (retried), apply and claim sent once. */
function promotionCases(): Record<string, ChartCallCase> {
  const promos = (actor: AnyActorRef) => connectPromotions(actor.getSnapshot(), (event) => actor.send(event));
  const startPromotions = () => createActor(promotionsLogic, { input: { language: 'es' } }).start();
  /** member01's promotions as seeded (a dropped or slow answer may have applied or claimed on the platform) */
  const seeded = async (harness: InProcessHarness) => {
    const scenario = harness.platform.scenarios.get(harness.scenario);
    const member = scenario.member('member01');
    if (member) resetMemberPromotions(scenario, member);
  };
  const command = (call: string, route: RouteId, promotionId: string, act: (actor: AnyActorRef) => void, busy: (actor: AnyActorRef) => boolean): ChartCallCase => ({
    call,
    route,
    as: 'member01',
    command: true,
    setup: seeded,
    start: startPromotions,
    armed: (actor) => promos(actor).status === 'ready',
    act: (actor) => {
      promos(actor).openDetail(promotionId);
      act(actor);
    },
    failed: (actor) => !busy(actor) && promos(actor).actionFailureKey !== null,
    shown: (actor) => ({ failureKey: promos(actor).actionFailureKey, retry: null }),
    recovered: () => true,
  });
  return {
    'promotions.load': { ...loadRetryCase('promotions.getPromotions', 'promotionList', startPromotions, connectPromotions), as: 'member01' },
    'promotions.apply': {
      ...command('promotions.applyPromotion', 'promotionApply', 'promo-4', (actor) => {
        promos(actor).setComment('Quiero participar');
        promos(actor).apply();
      }, (actor) => promos(actor).applying),
      succeeded: (actor) => promos(actor).notice?.kind === 'applied',
    },
    'promotions.claim': {
      ...command('promotions.claimPromotion', 'promotionClaim', 'promo-1', (actor) => promos(actor).claim(), (actor) => promos(actor).claiming),
      succeeded: (actor) => promos(actor).notice?.kind === 'claimed',
    },
    'referral.load': { ...loadRetryCase('promotions.getReferralDetails', 'referralDetails', () => createActor(referralLogic, { input: { enabled: true } }).start(), connectReferral), as: 'member01' },
  };
}

/** The reward centre and manual rebate: each load's calls, the claims sent once. */
function rewardCases(): Record<string, ChartCallCase> {
  const centre = (actor: AnyActorRef) => connectRewardCentre(actor.getSnapshot(), (event) => actor.send(event));
  const rebate = (actor: AnyActorRef) => connectManualRebate(actor.getSnapshot(), (event) => actor.send(event));
  const startCentre = () => createActor(rewardCentreLogic).start();
  const startRebate = () => createActor(manualRebateLogic).start();
  /** this month's raffle waiting again (a dropped or slow answer may have claimed it on the platform) */
  const raffleWaiting = async (harness: InProcessHarness) => {
    harness.platform.scenarios.get(harness.scenario).member('member01')?.claimedRaffles.clear();
  };
  return {
    'rewardCentre.rewards': { ...loadRetryCase('inbox.getRewards', 'rewardsAvailable', startCentre, connectRewardCentre), as: 'member01' },
    'rewardCentre.claims': { ...loadRetryCase('inbox.getRewardClaims', 'rewardClaims', startCentre, connectRewardCentre), as: 'member01' },
    'rewardCentre.raffles': { ...loadRetryCase('inbox.getRaffles', 'raffleStatus', startCentre, connectRewardCentre), as: 'member01' },
    'rewardCentre.claim': {
      call: 'inbox.claimReward',
      route: 'rewardClaim',
      as: 'member01',
      command: true,
      // two rewards waiting again (a dropped or slow answer may have claimed one on the platform)
      setup: (harness) => harness.control.setBadgeCounts('member01', { rewards: 2 }),
      start: startCentre,
      armed: (actor) => centre(actor).status === 'ready' && !centre(actor).busy,
      act: (actor) => centre(actor).claim(centre(actor).rewards[0]?.rewardId ?? ''),
      failed: (actor) => !centre(actor).claiming && centre(actor).actionFailureKey !== null,
      shown: (actor) => ({ failureKey: centre(actor).actionFailureKey, retry: null }),
      recovered: () => true,
      // a lost answer is checked against the lists: applied, it is told claimed
      succeeded: (actor) => !centre(actor).claiming && centre(actor).claimed !== null,
    },
    'rewardCentre.raffle': {
      call: 'content.claimRaffle',
      route: 'raffleClaim',
      as: 'member01',
      command: true,
      setup: raffleWaiting,
      start: startCentre,
      armed: (actor) => centre(actor).status === 'ready' && !centre(actor).busy,
      act: (actor) => centre(actor).claimRaffle(centre(actor).raffles.find((raffle) => !raffle.claimed)?.raffleId ?? ''),
      failed: (actor) => !centre(actor).claiming && centre(actor).actionFailureKey !== null,
      shown: (actor) => ({ failureKey: centre(actor).actionFailureKey, retry: null }),
      recovered: () => true,
      succeeded: (actor) => !centre(actor).claiming && centre(actor).raffleWon !== null,
    },
    'manualRebate.rebate': { ...loadRetryCase('inbox.getRebate', 'rebateAvailable', startRebate, connectManualRebate), as: 'member01' },
    'manualRebate.claims': { ...loadRetryCase('inbox.getRebateClaims', 'rebateClaims', startRebate, connectManualRebate), as: 'member01' },
    'manualRebate.claim': {
      call: 'inbox.claimRebate',
      route: 'rebateClaim',
      as: 'member01',
      command: true,
      // a bet placed, so there is a rebate to claim (a dropped or slow answer may have paid the last one)
      setup: (harness) => {
        const scenario = harness.platform.scenarios.get(harness.scenario);
        const member = scenario.member('member01');
        if (member) scenario.postMovement(member, { type: 'BET', amount: -50, remark: 'PG' });
        return Promise.resolve();
      },
      start: startRebate,
      armed: (actor) => rebate(actor).canClaim,
      act: (actor) => rebate(actor).claim(),
      failed: (actor) => !rebate(actor).claiming && rebate(actor).actionFailureKey !== null,
      shown: (actor) => ({ failureKey: rebate(actor).actionFailureKey, retry: null }),
      recovered: () => true,
      succeeded: (actor) => rebate(actor).claimed !== null,
    },
  };
}

/** Missions: the load's two calls, a claim sent once. */
function missionCases(): Record<string, ChartCallCase> {
  const board = (actor: AnyActorRef) => connectMissionLeaderboard(actor.getSnapshot(), (event) => actor.send(event));
  const startBoard = () => createActor(missionLeaderboardLogic).start();
  return {
    'missionLeaderboard.missions': { ...loadRetryCase('missions.getMissions', 'missionList', startBoard, connectMissionLeaderboard), as: 'member01' },
    'missionLeaderboard.leaderboard': { ...loadRetryCase('missions.getLeaderboard', 'missionLeaderboard', startBoard, connectMissionLeaderboard), as: 'member01' },
    'missionLeaderboard.claim': {
      call: 'missions.claimMission',
      route: 'missionClaim',
      as: 'member01',
      command: true,
      // two missions claimable again (a dropped or slow answer may have claimed one on the platform)
      setup: (harness) => harness.control.setBadgeCounts('member01', { missions: 2 }),
      start: startBoard,
      armed: (actor) => board(actor).status === 'ready' && !board(actor).busy,
      act: (actor) => board(actor).claim(board(actor).missions.find((mission) => mission.claimable)?.missionId ?? ''),
      failed: (actor) => !board(actor).claiming && board(actor).actionFailureKey !== null,
      shown: (actor) => ({ failureKey: board(actor).actionFailureKey, retry: null }),
      recovered: () => true,
      // a lost answer is checked against the missions: applied, it is told claimed
      succeeded: (actor) => !board(actor).claiming && board(actor).claimed !== null,
    },
    'vip.progress': { ...loadRetryCase('missions.getVipProgress', 'vipProgress', () => createActor(vipLogic, { input: { hasVip: true } }).start(), connectVip), as: 'member01' },
    'redEnvelope.check': {
      call: 'missions.getRedEnvelope',
      route: 'redEnvelope',
      as: 'member01',
      quiet: 'the envelope button is a hint like the badges: a failed check shows nothing and the next poll asks again',
      start: () => createActor(redEnvelopeLogic).start(),
      failed: (actor) => actor.getSnapshot().matches('none'),
      shown: () => ({ failureKey: null, retry: null }),
      recovered: () => true,
    },
    'redEnvelope.open': {
      call: 'missions.openRedEnvelope',
      route: 'redEnvelopeOpen',
      as: 'member01',
      command: true,
      // a fresh envelope (a dropped or slow answer may have opened the last one on the platform)
      setup: (harness) => harness.control.dropRedEnvelope('member01', { amount: 5 }),
      start: () => createActor(redEnvelopeLogic).start(),
      armed: (actor) => connectRedEnvelope(actor.getSnapshot(), noSend).showButton,
      act: (actor) => connectRedEnvelope(actor.getSnapshot(), (event) => actor.send(event)).open(),
      failed: (actor) => ['failed', 'refused'].includes(connectRedEnvelope(actor.getSnapshot(), noSend).status),
      shown: (actor) => {
        const envelope = connectRedEnvelope(actor.getSnapshot(), (event) => actor.send(event));
        return { failureKey: envelope.failureKey, retry: null };
      },
      recovered: () => true,
      succeeded: (actor) => connectRedEnvelope(actor.getSnapshot(), noSend).status === 'opened',
    },
  };
}

/** The points mall: its load (points, config, rewards), a redeem and a conversion (commands, sent once), the records. */
function pointsMallCases(): Record<string, ChartCallCase> {
  const mallApi = (actor: AnyActorRef) => connectPointsRedeem(actor.getSnapshot(), (event) => actor.send(event));
  const startMall = () => createActor(pointsRedeemLogic).start();
  /** The mall once loaded, then `act` on it. */
  const mallThen = (act: (actor: AnyActorRef) => void) => () => {
    const actor = startMall();
    void waitFor(actor, (snapshot) => snapshot.hasTag('editing')).then(() => act(actor));
    return actor;
  };
  // the affordable virtual reward with the most stock: each fault kind may take one
  const pickReward = async (harness: InProcessHarness) => {
    const rewards = (await harness.api.points.getRewards({ pageSize: 100 })).items.filter((reward) => reward.category === 'VIRTUAL' && reward.points <= 1_000);
    return [...rewards].sort((left, right) => (right.availableQuantity ?? 0) - (left.availableQuantity ?? 0))[0]?.id ?? 'reward-1';
  };
  const mallError = (actor: AnyActorRef) => {
    const api = connectPointsRedeem(actor.getSnapshot(), noSend);
    return api.errorKey ?? api.fieldErrors.password ?? api.fieldErrors.convertPassword ?? null;
  };
  const records = (kind: 'redeems' | 'details') => () => createActor(pointsRecordsLogic, { input: { kind } }).start();
  return {
    'pointsRedeem.balance': { ...loadRetryCase('points.getBalance', 'pointsBalance', startMall, connectPointsRedeem), as: 'member01' },
    'pointsRedeem.config': { ...loadRetryCase('points.getConfig', 'pointsConfig', startMall, connectPointsRedeem), as: 'member01' },
    'pointsRedeem.rewards': { ...loadRetryCase('points.getRewards', 'pointsReward', startMall, connectPointsRedeem), as: 'member01' },
    'pointsRedeem.redeem': {
      ...formCase('points.redeem', 'pointsRedeem', (itemId) => {
        const actor = startMall();
        void waitFor(actor, (snapshot) => snapshot.hasTag('editing')).then(() => {
          mallApi(actor).choose(String(itemId));
          mallApi(actor).next();
          mallApi(actor).submit('246810');
        });
        return actor;
      }, mallError),
      as: 'member01',
      command: true,
      setup: pickReward,
      succeeded: (actor) => mallApi(actor).notice?.kind === 'redeemed',
    },
    'pointsRedeem.convert': {
      ...formCase('points.convert', 'pointsConvert', mallThen((actor) => mallApi(actor).convert('100', '246810')), mallError),
      as: 'member01',
      command: true,
      succeeded: (actor) => mallApi(actor).notice?.kind === 'converted',
    },
    'pointsRecords.redeems': { ...loadRetryCase('points.getRedeemList', 'pointsRedeemList', records('redeems'), connectPointsRecords), as: 'member01' },
    'pointsRecords.details': { ...loadRetryCase('points.getDetails', 'pointsDetails', records('details'), connectPointsRecords), as: 'member01' },
    'pointsRecords.balanceHistory': { ...loadRetryCase('points.getBalanceHistory', 'pointsBalanceHistory', records('details'), connectPointsRecords), as: 'member01' },
  };
}

/** A report of the agent centre on its default query (the last 7 days). */
function startReport(kind: 'betting' | 'profitLoss' | 'income' | 'transactions'): AnyActorRef {
  return createActor(agentReportLogic, { input: { kind, query: reportQueryFromSearch(kind, '', new Date()) } }).start();
}

/** Today as the transaction history's default query. */
function todayQuery() {
  const day = new Date().toISOString().slice(0, 10);
  return { type: 'all' as const, from: day, to: day, page: 1 };
}

/** The account-transfer form, submitted to `recipient` once its targets have loaded. */
function startAccountTransfer(recipient: string): AnyActorRef {
  const actor = createActor(transferUplineLogic, { input: {} }).start();
  void waitFor(actor, (snapshot) => snapshot.hasTag('editing')).then(() =>
    connectTransferUpline(actor.getSnapshot(), (event) => actor.send(event)).submit({ recipient, amount: '5', password: '246810', remark: '' }),
  );
  return actor;
}

let platform: Platform;

beforeAll(async () => {
  platform = createPlatform();
  await platform.keys;
});

afterEach(() => {
  adapter.current = undefined;
  sessionStorage.clear();
});

/**
 * How the wiring reaches an adapter area: the shared `api.<area>` (src/app/wiring/platform.ts, the
 * first page's areas) or an area declared with `lazyArea` (`const <area>Area = lazyArea('<area>',
 * …)`, read as `<area>Area()`), both turned to the case's adapter by the platform mock above.
 */
const CALL_FORMS: readonly { readonly pattern: RegExp; readonly call: (match: RegExpMatchArray) => string }[] = [
  { pattern: /\bapi\.(\w+)\.(\w+)\(/g, call: (match) => `${match[1]}.${match[2]}` },
  { pattern: /\b(\w+)Area\(\)\.(\w+)\(/g, call: (match) => `${match[1]}.${match[2]}` },
];

/**
 * Wiring modules that build an adapter area themselves (`create<Area>Api(`), and how the gate
 * reads their calls. A module not named here fails the gate until its calls are read (and cased).
 */
const OWN_AREAS: Readonly<Record<string, string>> = {
  'platform.ts': 'api.<area>: the first page\'s areas; lazyArea builds every other one',
};

const WIRING_DIR = join(__dirname, '../../../src/app/wiring');
/** Every wiring module, feature folders included, as its path under src/app/wiring. */
const wiringFiles = () => readdirSync(WIRING_DIR, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));

describe('every adapter call the wiring makes has a chart-level fault case', () => {
  it('lists none without a case', () => {
    const called = new Set<string>();
    const unused = new Set(CALL_FORMS.map((form) => String(form.pattern)));
    for (const file of wiringFiles()) {
      const source = readFileSync(join(WIRING_DIR, file), 'utf8');
      for (const form of CALL_FORMS) {
        for (const match of source.matchAll(form.pattern)) {
          called.add(form.call(match));
          unused.delete(String(form.pattern));
        }
      }
    }
    // each form still finds calls (a renamed handle would otherwise let its calls escape unseen)
    expect([...unused], 'call forms that no longer match anything in src/app/wiring').toEqual([]);
    const covered = new Set(Object.values(chartCallCases).map((entry) => entry.call));
    expect([...called].filter((call) => !covered.has(call)).sort(), 'adapter calls in src/app/wiring without a case in chart-faults.test.ts').toEqual([]);
  });

  it('reads every adapter area a wiring module builds for itself', () => {
    const building = wiringFiles()
      .filter((file) => /\bcreate\w*Api\(/.test(readFileSync(join(WIRING_DIR, file), 'utf8')))
      .map((file) => basename(file));
    expect(building.sort(), 'wiring modules that build an adapter area: name each in OWN_AREAS with how its calls are read').toEqual(Object.keys(OWN_AREAS).sort());
  });

  it('reads a lazily built area under its own name', () => {
    // `<area>Area()` is how CALL_FORMS names a call's area: a handle named otherwise would file its calls under another area
    const misnamed = wiringFiles().flatMap((file) =>
      [...readFileSync(join(WIRING_DIR, file), 'utf8').matchAll(/\bconst (\w+) = lazyArea\('(\w+)'/g)].filter((match) => match[1] !== `${match[2]}Area`).map((match) => `${file}: ${match[1]}`),
    );
    expect(misnamed, 'lazyArea handles not named <area>Area').toEqual([]);
  });
});

/** The fetches of the case's route so far: every one, or those its `commandCall` says are the command. */
function commandCalls(harness: InProcessHarness, chartCase: ChartCallCase): number {
  const { commandCall } = chartCase;
  return commandCall ? harness.log.filter((call) => call.routeId === chartCase.route && commandCall(call)).length : harness.calls(chartCase.route);
}

describe.each(Object.entries(chartCallCases))('%s', (_name, chartCase) => {
  let harness: InProcessHarness;
  let signedInToken: string | null = null;

  beforeAll(async () => {
    harness = createInProcessHarness(platform, `chart-faults-${_name}`);
    if (chartCase.as) await harness.signIn(chartCase.as);
    signedInToken = harness.token;
    // the harness's adapters send the token the app keeps (a chart that signs in stores its own)
    Object.defineProperty(harness, 'token', {
      configurable: true,
      get: () => sessionStorage.getItem('token'),
      set: (value: string | null) => (value === null ? sessionStorage.removeItem('token') : sessionStorage.setItem('token', value)),
    });
  });

  it.each(FAULT_KINDS)('%s', async (kind: FaultKind) => {
    const expected = FAULT_EXPECTATIONS[kind];
    // each case is a new tab: no command of an earlier case is still waiting for its outcome
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('pending:')) sessionStorage.removeItem(key);
    if (signedInToken) sessionStorage.setItem('token', signedInToken);
    adapter.current = faultApi(harness, kind) satisfies PlatformApi;
    let actor: AnyActorRef;
    let prepared: unknown;
    let callsBefore: number;
    if (chartCase.act) {
      // the load calls the same route: loaded first, then the fault, then the call
      prepared = chartCase.setup ? await chartCase.setup(harness) : undefined;
      actor = chartCase.start(prepared);
      const started = actor;
      await waitFor(started, () => chartCase.armed?.(started) ?? true, { timeout: 5_000 });
      await arrangeFault(harness, chartCase.route, kind, chartCase.commandCall ? 1 : FLOOD);
      callsBefore = commandCalls(harness, chartCase);
      chartCase.act(actor, prepared);
    } else {
      // every call of the route meets the fault (a load may call it several times), until cleared
      await arrangeFault(harness, chartCase.route, kind, FLOOD);
      prepared = chartCase.setup ? await chartCase.setup(harness) : undefined;
      callsBefore = commandCalls(harness, chartCase);
      actor = chartCase.start(prepared);
    }
    const started = actor;
    if (chartCase.succeeded && APPLIED_THEN_LOST.includes(kind)) {
      await waitFor(started, () => chartCase.succeeded?.(started) ?? false, { timeout: 5_000 });
      expect(chartCase.shown(actor).failureKey, `${expected.arranged}: applied, so told done`).toBeNull();
      expect(commandCalls(harness, chartCase) - callsBefore, 'a command reaches the platform once').toBe(1);
      actor.stop();
      await clearFaults(harness);
      return;
    }
    await waitFor(started, () => chartCase.failed(started), { timeout: 5_000 });
    const shown = chartCase.shown(actor);
    const quiet = typeof chartCase.quiet === 'function' ? chartCase.quiet(kind) : chartCase.quiet;
    if (quiet) {
      expect(shown.failureKey, quiet).toBeNull();
      actor.stop();
      // what the case arranged and its chart did not use up must not meet the next case's calls
      await clearFaults(harness);
      return;
    }
    expect(shown.failureKey, `${expected.arranged}: the message shown`).toBe(expected.messageKey);
    if (chartCase.command) {
      expect(commandCalls(harness, chartCase) - callsBefore, 'a command reaches the platform once: never repeated automatically').toBe(1);
      expect(shown.retry, 'a command is not retried by the chart').toBeNull();
    }
    await chartCase.settled?.(harness, prepared, actor);

    if (ROUTES[chartCase.route].method === 'GET' && !chartCase.command) {
      expect(shown.retry, 'an idempotent call offers a retry').not.toBeNull();
      await clearFaults(harness);
      shown.retry?.();
      await waitFor(actor, () => chartCase.recovered(actor), { timeout: 5_000 });
    }
    actor.stop();
    await clearFaults(harness);
  });
});
