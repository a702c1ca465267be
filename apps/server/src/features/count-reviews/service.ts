import type { ExportFormat } from '@console/domain/api/export-endpoint';
import type { NightRangeQuery } from '@console/domain/sensor/capture-image.endpoints';
import type { CountCorrection, ProposalDecision } from '@console/domain/sensor/count-review.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { requireVisibleSensor } from '../sensors/service.ts';
import { selectCaptureReview } from './capture-review.ts';
import { exportCaptures } from './capture-exports.ts';
import { confirmOneCount, correctCount, decideProposal, proposeCount } from './count-changes.ts';

export { exportTrainingSet } from './capture-exports.ts';
export { correctCount, proposeCount } from './count-changes.ts';
export { confirmCaptures, listReviewQueue } from './review-queue.ts';

type CaptureIds = { sensorId: string; captureId: string };

/** A capture's counts and timeline, for a reader of its sensor. */
export const getCaptureReview = async (db: Database, session: Session, { sensorId, captureId }: CaptureIds) => {
  await requireVisibleSensor(db, session, sensorId);
  return selectCaptureReview(db, sensorId, captureId);
};

/** Every change answers the capture as it now stands. */
const thenReview = async (db: Database, ids: CaptureIds, change: Promise<unknown>) => {
  await change;
  return selectCaptureReview(db, ids.sensorId, ids.captureId);
};

export const correctCaptureCount = async (db: Database, session: Session, ids: CaptureIds, body: CountCorrection) => {
  await requireVisibleSensor(db, session, ids.sensorId);
  return thenReview(db, ids, correctCount(db, session, ids, body));
};

export const confirmCaptureCount = async (db: Database, session: Session, ids: CaptureIds) => {
  await requireVisibleSensor(db, session, ids.sensorId);
  return thenReview(db, ids, confirmOneCount(db, session, ids));
};

export const proposeCaptureCount = async (db: Database, session: Session, ids: CaptureIds, body: CountCorrection) => {
  await requireVisibleSensor(db, session, ids.sensorId);
  return thenReview(db, ids, proposeCount(db, session, ids, body));
};

export const decideCountProposal = async (
  db: Database,
  session: Session,
  ids: CaptureIds & { proposalId: string },
  body: ProposalDecision,
) => {
  await requireVisibleSensor(db, session, ids.sensorId);
  return thenReview(db, ids, decideProposal(db, session, ids, body));
};

export const exportSensorCaptures = async (
  db: Database,
  session: Session,
  sensorId: string,
  format: ExportFormat,
  range: NightRangeQuery,
) => {
  await requireVisibleSensor(db, session, sensorId);
  return exportCaptures(db, session, sensorId, format, range);
};
