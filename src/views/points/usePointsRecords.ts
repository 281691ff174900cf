/** A points records tab's flow (redeem history or points details), one per kind. */
import { connectPointsRecords, type PointsRecordsView } from '@machines/points/pointsRecords.connect';
import { pointsRecordsHearAccount, type PointsRecordsKind } from '@machines/points/pointsRecords.machine';
import { useFlow } from '../../app/actors';
import { pointsRecordsLogic } from '../../app/wiring/points/pointsRecords';
import { FLOW } from '../../app/flowKeys';

export function usePointsRecords(kind: PointsRecordsKind): PointsRecordsView {
  return useFlow(`${FLOW.pointsRecords}:${kind}`, pointsRecordsLogic, connectPointsRecords, { input: { kind }, onAccountEvent: pointsRecordsHearAccount });
}
