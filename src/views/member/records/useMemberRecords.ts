/** A member record's flow, one per kind: opened with the query its URL names (a reload or a shared link opens the same record). */
import { useState } from 'react';
import { useSearch } from 'wouter';
import { connectMemberRecords, type MemberRecordsView } from '@machines/records/memberRecords.connect';
import { recordQueryFromSearch, type RecordKind } from '@machines/records/memberRecords.machine';
import { useFlow } from '../../../app/actors';
import { betRecordLogic, periodRecordLogic } from '../../../app/wiring/records/memberRecords';
import { FLOW } from '../../../app/flowKeys';

export function useMemberRecords(kind: RecordKind): MemberRecordsView {
  const search = useSearch();
  // the URL as the page opened: later changes come from the chart itself
  const [input] = useState(() => ({ kind, query: recordQueryFromSearch(kind, search, new Date()) }));
  return useFlow(`${FLOW.memberRecords}:${kind}`, kind === 'betting' ? betRecordLogic : periodRecordLogic, connectMemberRecords, { input });
}
