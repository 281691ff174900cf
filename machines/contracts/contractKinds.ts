/**
 * The four kinds of agent contract (API.md "Contracts"), in the order every list shows them.
 * Defined once, as a plain module: the adapter's schemas, the contract views and the embedded
 * platform all read it.
 */
export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
