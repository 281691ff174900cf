/**
 * The registry of every statechart the app runs. Registering a machine here, with the path model
 * that sits beside it (`<name>.model.ts`), is all it takes for the gallery (`npm run charts`) and
 * the path tests (tests/paths, `npm run test:paths`) to draw it, generate its paths and hold it to
 * full state and transition coverage. The browser runner finds the machine's UI map by its id
 * (`src/views/**\/<id>.ui-map.ts`).
 */
import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import { favouritesMachine } from '../../machines/games/favourites.machine';
import { favouritesModel } from './models/favourites.model';
import { headerVendorsMachine } from '../../machines/home/headerVendors.machine';
import { headerVendorsModel } from './models/headerVendors.model';
import { homeMachine } from '../../machines/home/home.machine';
import { homeSectionMachine } from '../../machines/home/homeSection.machine';
import { homeModel } from './models/home.model';
import { homeSectionModel } from './models/homeSection.model';
import { launchMachine } from '../../machines/games/launch.machine';
import { launchModel } from './models/launch.model';
import { lobbyMachine } from '../../machines/games/lobby.machine';
import { lotteryMachine } from '../../machines/games/lottery.machine';
import { lotteryModel } from './models/lottery.model';
import { lobbyModel } from './models/lobby.model';
import { noticesMachine } from '../../machines/app/notices.machine';
import { noticesModel } from './models/notices.model';
import { balanceMachine } from '../../machines/wallet/balance.machine';
import { changePasswordMachine } from '../../machines/auth/changePassword.machine';
import { changePasswordModel } from './models/changePassword.model';
import { forgotPasswordMachine } from '../../machines/auth/forgotPassword.machine';
import { forgotPasswordModel } from './models/forgotPassword.model';
import { smsCountdownMachine } from '../../machines/auth/smsCountdown.machine';
import { smsCountdownModel } from './models/smsCountdown.model';
import { balanceModel } from './models/balance.model';
import { loginMachine } from '../../machines/auth/login.machine';
import { loginModel } from './models/login.model';
import { registerMachine } from '../../machines/auth/register.machine';
import { registerModel } from './models/register.model';
import { sessionMachine } from '../../machines/auth/session.machine';
import { sessionModel } from './models/session.model';
import { pendingActionMachine } from '../../machines/auth/pendingAction.machine';
import { pendingActionModel } from './models/pendingAction.model';
import { systemMachine } from '../../machines/app/system.machine';
import { systemModel } from './models/system.model';
import { memberCentreMachine } from '../../machines/member/memberCentre.machine';
import { memberCentreModel } from './models/memberCentre.model';
import { memberBadgesMachine } from '../../machines/member/memberBadges.machine';
import { memberBadgesModel } from './models/memberBadges.model';
// ledger: transaction history and transfers
import { transactionHistoryMachine } from '../../machines/records/transactionHistory.machine';
import { transactionHistoryModel } from './models/transactionHistory.model';
import { transferFundMachine } from '../../machines/wallet/transferFund.machine';
import { transferFundModel } from './models/transferFund.model';
import { transferUplineMachine } from '../../machines/agent/transferUpline.machine';
import { transferUplineModel } from './models/transferUpline.model';
import { depositMachine } from '../../machines/deposit/deposit.machine';
import { depositModel } from './models/deposit.model';
import { withdrawMachine } from '../../machines/withdraw/withdraw.machine';
import { withdrawModel } from './models/withdraw.model';
import { withdrawalConfirmationMachine } from '../../machines/withdraw/withdrawalConfirmation.machine';
import { withdrawalConfirmationModel } from './models/withdrawalConfirmation.model';
import { accountEventsMachine } from '../../machines/inbox/accountEvents.machine';
import { accountEventsModel } from './models/accountEvents.model';
import { agentShellMachine } from '../../machines/agent/agentShell.machine';
import { agentShellModel } from './models/agentShell.model';
import { teamOverviewMachine } from '../../machines/team/teamOverview.machine';
import { teamOverviewModel } from './models/teamOverview.model';
import { downlineListMachine } from '../../machines/team/downlineList.machine';
import { downlineListModel } from './models/downlineList.model';
import { agentReportMachine } from '../../machines/team/agentReport.machine';
import { agentReportModel } from './models/agentReport.model';
// member records: the betting record, personal profit and bonus details
import { betRecordMachine, periodRecordMachine } from '../../machines/records/memberRecords.machine';
import { betRecordModel } from './models/betRecord.model';
import { periodRecordModel } from './models/periodRecord.model';
import { contractMachine } from '../../machines/contracts/contract.machine';
import { registerDownlineMachine } from '../../machines/agent/registerDownline.machine';
import { registerDownlineModel } from './models/registerDownline.model';
import { affiliateLinksMachine } from '../../machines/agent/affiliateLinks.machine';
import { affiliateLinksModel } from './models/affiliateLinks.model';
import { agentAnnouncementsMachine } from '../../machines/agent/agentAnnouncements.machine';
import { agentAnnouncementsModel } from './models/agentAnnouncements.model';
import { inboxMachine } from '../../machines/inbox/inbox.machine';
import { inboxModel } from './models/inbox.model';
import { rewardCentreMachine } from '../../machines/rewards/rewardCentre.machine';
import { rewardCentreModel } from './models/rewardCentre.model';
import { manualRebateMachine } from '../../machines/rewards/manualRebate.machine';
import { manualRebateModel } from './models/manualRebate.model';
import { missionLeaderboardMachine } from '../../machines/rewards/missionLeaderboard.machine';
import { missionLeaderboardModel } from './models/missionLeaderboard.model';
import { vipMachine } from '../../machines/rewards/vip.machine';
import { vipModel } from './models/vip.model';
import { redEnvelopeMachine } from '../../machines/rewards/redEnvelope.machine';
import { redEnvelopeModel } from './models/redEnvelope.model';
import { contractModel } from './models/contract.model';
import { contractOfferMachine } from '../../machines/contracts/contractOffer.machine';
import { contractOfferModel } from './models/contractOffer.model';
import { contractRecordsMachine } from '../../machines/contracts/contractRecords.machine';
import { contractRecordsModel } from './models/contractRecords.model';
// security centre
import { securityCentreMachine } from '../../machines/security/securityCentre.machine';
import { securityCentreModel } from './models/securityCentre.model';
import { securityTaskMachine } from '../../machines/security/securityTask.machine';
import { securityTaskModel } from './models/securityTask.model';
import { payoutAccountsMachine } from '../../machines/withdraw/payoutAccounts.machine';
import { payoutAccountsModel } from './models/payoutAccounts.model';
// points mall
import { pointsRedeemMachine } from '../../machines/points/pointsRedeem.machine';
import { pointsRedeemModel } from './models/pointsRedeem.model';
import { pointsRecordsMachine } from '../../machines/points/pointsRecords.machine';
import { pointsRecordsModel } from './models/pointsRecords.model';
// member centre, account group
import { responsibleGamingMachine } from '../../machines/member/responsibleGaming.machine';
import { responsibleGamingModel } from './models/responsibleGaming.model';
import { feedbackMachine } from '../../machines/inbox/feedback.machine';
import { feedbackModel } from './models/feedback.model';
import { domainListMachine } from '../../machines/app/domainList.machine';
import { domainListModel } from './models/domainList.model';
// promotions and referral
import { promotionsMachine } from '../../machines/rewards/promotions.machine';
import { promotionsModel } from './models/promotions.model';
import { referralMachine } from '../../machines/member/referral.machine';
import { referralModel } from './models/referral.model';
// site content
import { customerServiceMachine } from '../../machines/support/customerService.machine';
import { customerServiceModel } from './models/customerService.model';
// Public popups
import { publicPopupsMachine } from '../../machines/app/publicPopups.machine';
import { publicPopupsModel } from './models/publicPopups.model';
import { helpCentreMachine } from '../../machines/support/helpCentre.machine';
import { helpCentreModel } from './models/helpCentre.model';
// Chat room and live cam
import { chatRoomMachine } from '../../machines/support/chatRoom.machine';
import { chatRoomModel } from './models/chatRoom.model';
import { liveCamMachine } from '../../machines/games/liveCam.machine';
import { liveCamModel } from './models/liveCam.model';
import { articlesMachine } from '../../machines/home/articles.machine';
import { articlesModel } from './models/articles.model';
import { languageSyncMachine } from '../../machines/app/languageSync.machine';
import { languageSyncModel } from './models/languageSync.model';
import { analyticsConsentMachine } from '../../machines/app/analyticsConsent.machine';
import { dialogsMachine } from '../../machines/app/dialogs.machine';
import { dialogsModel } from './models/dialogs.model';
import { appUpdateMachine } from '../../machines/app/appUpdate.machine';
import { appUpdateModel } from './models/appUpdate.model';
import { appInstallMachine } from '../../machines/app/appInstall.machine';
import { appInstallModel } from './models/appInstall.model';
import { analyticsConsentModel } from './models/analyticsConsent.model';

/**
 * What the path generator needs to know about a machine beyond its chart: a small, finite set of
 * event cases and a state serialization that ignores free text, so the graph stays small.
 */
export interface PathModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /**
   * The cases fed to the chart, per event type it handles. Invoked calls and delays are events
   * too: `xstate.done.actor.<invoke id>` with an `output`, `xstate.error.actor.<invoke id>` with
   * an `error`, `xstate.after.<delay>.<state id>`. A done or error event needs at least one case;
   * any other event type left out is sent as `{ type }`.
   */
  readonly events: Readonly<Record<string, readonly EventObject[]>>;
  /**
   * The graph vertex of a snapshot. Two snapshots with the same string are one state for the
   * generator, and the Vitest runner compares actor and path by it. Defaults to the state value.
   */
  serializeState?(snapshot: SnapshotFrom<TMachine>): string;
  /** A short human label for an event case in reports; defaults to the type plus its payload. */
  describeEvent?(event: EventObject): string;
  /** The machine's input, when it takes one. */
  readonly input?: unknown;
  /**
   * The Chromium runner may stitch this chart's paths into tours (tests/paths/tours.ts): only
   * where a state looks the same on the page and on the platform however it was reached. Not for
   * a chart whose platform keeps history the chart does not (an SMS window, a captcha that failed).
   */
  readonly stitchTours?: boolean;
}

export interface RegistryEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  readonly machine: TMachine;
  readonly model: PathModel<TMachine>;
}

export const registeredMachines = {
  system: { machine: systemMachine, model: systemModel },
  session: { machine: sessionMachine, model: sessionModel },
  // what a visitor was doing when sent to sign in (the session's child)
  pendingAction: { machine: pendingActionMachine, model: pendingActionModel },
  login: { machine: loginMachine, model: loginModel },
  smsCountdown: { machine: smsCountdownMachine, model: smsCountdownModel },
  changePassword: { machine: changePasswordMachine, model: changePasswordModel },
  forgotPassword: { machine: forgotPasswordMachine, model: forgotPasswordModel },
  register: { machine: registerMachine, model: registerModel },
  balance: { machine: balanceMachine, model: balanceModel },
  home: { machine: homeMachine, model: homeModel },
  homeSection: { machine: homeSectionMachine, model: homeSectionModel },
  notices: { machine: noticesMachine, model: noticesModel },
  headerVendors: { machine: headerVendorsMachine, model: headerVendorsModel },
  lobby: { machine: lobbyMachine, model: lobbyModel },
  launch: { machine: launchMachine, model: launchModel },
  favourites: { machine: favouritesMachine, model: favouritesModel },
  lottery: { machine: lotteryMachine, model: lotteryModel },
  memberCentre: { machine: memberCentreMachine, model: memberCentreModel },
  // ledger: transaction history and transfers
  transactionHistory: { machine: transactionHistoryMachine, model: transactionHistoryModel },
  transferFund: { machine: transferFundMachine, model: transferFundModel },
  transferUpline: { machine: transferUplineMachine, model: transferUplineModel },
  deposit: { machine: depositMachine, model: depositModel },
  withdraw: { machine: withdrawMachine, model: withdrawModel },
  withdrawalConfirmation: { machine: withdrawalConfirmationMachine, model: withdrawalConfirmationModel },
  accountEvents: { machine: accountEventsMachine, model: accountEventsModel },
  agentShell: { machine: agentShellMachine, model: agentShellModel },
  teamOverview: { machine: teamOverviewMachine, model: teamOverviewModel },
  downlineList: { machine: downlineListMachine, model: downlineListModel },
  registerDownline: { machine: registerDownlineMachine, model: registerDownlineModel },
  affiliateLinks: { machine: affiliateLinksMachine, model: affiliateLinksModel },
  agentAnnouncements: { machine: agentAnnouncementsMachine, model: agentAnnouncementsModel },
  agentReport: { machine: agentReportMachine, model: agentReportModel },
  contract: { machine: contractMachine, model: contractModel },
  contractOffer: { machine: contractOfferMachine, model: contractOfferModel },
  contractRecords: { machine: contractRecordsMachine, model: contractRecordsModel },
  // security centre
  securityCentre: { machine: securityCentreMachine, model: securityCentreModel },
  securityTask: { machine: securityTaskMachine, model: securityTaskModel },
  payoutAccounts: { machine: payoutAccountsMachine, model: payoutAccountsModel },
  // member records
  betRecord: { machine: betRecordMachine, model: betRecordModel },
  periodRecord: { machine: periodRecordMachine, model: periodRecordModel },
  // Messages, reward centre, manual rebate
  inbox: { machine: inboxMachine, model: inboxModel },
  rewardCentre: { machine: rewardCentreMachine, model: rewardCentreModel },
  manualRebate: { machine: manualRebateMachine, model: manualRebateModel },
  missionLeaderboard: { machine: missionLeaderboardMachine, model: missionLeaderboardModel },
  vip: { machine: vipMachine, model: vipModel },
  redEnvelope: { machine: redEnvelopeMachine, model: redEnvelopeModel },
  // points mall
  pointsRedeem: { machine: pointsRedeemMachine, model: pointsRedeemModel },
  pointsRecords: { machine: pointsRecordsMachine, model: pointsRecordsModel },
  // member centre, account group
  responsibleGaming: { machine: responsibleGamingMachine, model: responsibleGamingModel },
  feedback: { machine: feedbackMachine, model: feedbackModel },
  domainList: { machine: domainListMachine, model: domainListModel },
  // the member's red counts: the header's messages button and the member centre menu
  memberBadges: { machine: memberBadgesMachine, model: memberBadgesModel },
  // promotions and referral
  promotions: { machine: promotionsMachine, model: promotionsModel },
  referral: { machine: referralMachine, model: referralModel },
  // site content
  customerService: { machine: customerServiceMachine, model: customerServiceModel },
  // Public popups
  publicPopups: { machine: publicPopupsMachine, model: publicPopupsModel },
  helpCentre: { machine: helpCentreMachine, model: helpCentreModel },
  // Chat room and live cam
  chatRoom: { machine: chatRoomMachine, model: chatRoomModel },
  liveCam: { machine: liveCamMachine, model: liveCamModel },
  // Blog and news
  articles: { machine: articlesMachine, model: articlesModel },
  // The member's language told to the platform
  languageSync: { machine: languageSyncMachine, model: languageSyncModel },
  // Analytics only after the visitor's consent
  analyticsConsent: { machine: analyticsConsentMachine, model: analyticsConsentModel },
} as const satisfies Readonly<Record<string, RegistryEntry>>;

export type RegisteredMachineId = keyof typeof registeredMachines;

/**
 * Charts whose generated paths already run in Vitest (tests/paths/machines.test.ts, with the
 * coverage gate) but whose Chromium UI map is not written or not passing yet: they move to
 * `registeredMachines` with their `tests/paths/ui-maps/<id>.ui-map.ts`.
 */
export const awaitingUiMaps = {
  // The dialog manager's events are facts the page reports in bundles (opening /login is a place
  // and a modal at once; a popup asks for its turn when its page settles), which a UI map cannot
  // send one at a time. Its rules run here at full coverage; in Chromium, tests/e2e/dialog-manager.spec.ts
  // walks the real dialogs through them (es phone, en desktop).
  dialogs: { machine: dialogsMachine, model: dialogsModel },
  // The new-version chart's events are the service worker's lifecycle: a new build deployed and
  // installed beside the running one, then taking over. A UI map cannot deploy a build per step;
  // the rules run here at full coverage, and tests/e2e/lite-app.spec.ts serves a new build to the
  // real worker in Chromium and walks the offer and the update (es phone, en desktop).
  appUpdate: { machine: appUpdateMachine, model: appUpdateModel },
  // The install chart's events are the browser's: running installed (a display mode), iOS Safari
  // (a user agent), the install prompt's answer (the browser's own prompt, which no page can press).
  // A UI map cannot produce them per step; the rules run here at full coverage, and
  // tests/e2e/lite-app.spec.ts fires a prompt and the install in Chromium (es phone, en desktop).
  appInstall: { machine: appInstallMachine, model: appInstallModel },
} satisfies Record<string, RegistryEntry>;
