/**
 * The four kinds of agent contract (API.md "Contracts"), in the order every list shows them, and
 * the periods a contract settles over. Defined once, as a plain module of the adapter: its schemas
 * read them, and so does the embedded platform (schema/domain/contracts.ts), the way it reads the
 * route table.
 */
export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
