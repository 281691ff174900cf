/** The contract kind, for the charts and views that name it (the list itself is the adapter's, src/api/contractKinds.ts). */
export type { ContractKind } from '../../src/api/contractKinds';
