/**
 * The names the root keeps its flows under (docs/ARCHITECTURE.md "One actor tree"), one place for
 * all: a view opens its flow as `FLOW.withdraw`, and a flow with one instance per thing shown adds
 * what tells them apart after a colon (`${FLOW.contract}:${scope}`). A view reading a flow an
 * outer view opened names it the same way.
 */
export const FLOW = {
  accountEvents: 'accountEvents',
  affiliateLinks: 'affiliateLinks',
  agentAnnouncements: 'agentAnnouncements',
  agentReport: 'agentReport',
  agentShell: 'agentShell',
  analyticsConsent: 'analyticsConsent',
  announcements: 'announcements',
  appInstall: 'appInstall',
  appUpdate: 'appUpdate',
  articles: 'articles',
  balance: 'balance',
  changePassword: 'changePassword',
  chatRoom: 'chatRoom',
  contract: 'contract',
  contractOffer: 'contractOffer',
  contractRecords: 'contractRecords',
  customerService: 'customerService',
  deposit: 'deposit',
  domainList: 'domainList',
  downlineList: 'downlineList',
  favourites: 'favourites',
  feedback: 'feedback',
  forgotPassword: 'forgotPassword',
  headerVendors: 'headerVendors',
  helpCentre: 'helpCentre',
  home: 'home',
  homeSection: 'homeSection',
  inbox: 'inbox',
  languageSync: 'languageSync',
  launch: 'launch',
  liveCam: 'liveCam',
  lobby: 'lobby',
  login: 'login',
  lottery: 'lottery',
  manualRebate: 'manualRebate',
  memberBadges: 'memberBadges',
  memberCentre: 'memberCentre',
  memberRecords: 'memberRecords',
  missionLeaderboard: 'missionLeaderboard',
  payoutAccounts: 'payoutAccounts',
  pointsRecords: 'pointsRecords',
  pointsRedeem: 'pointsRedeem',
  promotions: 'promotions',
  publicPopups: 'publicPopups',
  redEnvelope: 'redEnvelope',
  referral: 'referral',
  register: 'register',
  registerDownline: 'registerDownline',
  responsibleGaming: 'responsibleGaming',
  rewardCentre: 'rewardCentre',
  securityCentre: 'securityCentre',
  securityTask: 'securityTask',
  teamOverview: 'teamOverview',
  transactionHistory: 'transactionHistory',
  transferFund: 'transferFund',
  transferUpline: 'transferUpline',
  vip: 'vip',
  withdraw: 'withdraw',
  withdrawalConfirmation: 'withdrawalConfirmation',
} as const;

/**
 * The flows still opened once per language (docs/ARCHITECTURE.md "One language at a time"): their
 * charts do not take LANGUAGE yet, so `useFlow` puts the language in their key and a switch opens
 * them anew, which shows nothing of the old language but drops what the reader did in them. The
 * way is the chart told LANGUAGE, keeping what was typed and chosen (home and its sections, deposit,
 * the blog and news, the help centre, the public popups): a chart that takes it leaves this list.
 */
export const PER_LANGUAGE_FLOWS: ReadonlySet<string> = new Set([
  FLOW.headerVendors,
  FLOW.lobby,
  FLOW.promotions,
  FLOW.announcements,
  FLOW.agentAnnouncements,
  FLOW.inbox,
  FLOW.missionLeaderboard,
]);
