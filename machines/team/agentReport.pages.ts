/**
 * The agent centre's four reports and the menu page of each: the agent pages' registry reads this
 * to know which page is a report, and it is apart from the report chart so that the registry's
 * small chunk does not wait on the chart's code (and the chart's on the shared page kit) before it
 * can ask for the page in the address (the downline page's largest paint).
 */
export const REPORT_KINDS = ['betting', 'profitLoss', 'income', 'transactions'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The agent menu's page of each report. */
export const REPORT_PAGES = {
  betting: 'personalHistoryCopy',
  profitLoss: 'palStatementsAgentCopy',
  income: 'agentRevenueReport',
  transactions: 'agentDownlineTransactionDetailsCopy',
} as const satisfies Record<ReportKind, string>;
