import type {
  BoxEdits,
  CaptureEvent,
  CaptureReview,
  CorrectionReason,
  RiskChange,
} from '@console/domain/sensor/count-review.schema';
import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { isoUtc } from '../../db/iso-time.ts';
import { type ReviewedCapture, selectReviewedCapture } from './reviewed-capture.ts';

type ReviewRow = {
  id: string;
  kind: 'correction' | 'confirmation' | 'proposal';
  at: string;
  by: string | null;
  count: number;
  previousCount: number;
  reason: CorrectionReason | null;
  comment: string | null;
  boxes: BoxEdits | null;
  proposalState: 'pending' | 'confirmed' | 'rejected' | null;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionComment: string | null;
  riskChanges: RiskChange[];
};

const personName = (alias: string) => sql.raw(`nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`);

const selectReviews = (db: Database, captureId: string) =>
  selectRows<ReviewRow>(
    db,
    sql`select cr.id, cr.kind, ${isoUtc(sql`cr.created_at`)} as at, ${personName('author')} as by, cr.count,
               cr.previous_count as "previousCount", cr.reason, cr.comment, cr.boxes,
               cr.proposal_state as "proposalState", ${personName('decider')} as "decidedBy",
               ${isoUtc(sql`cr.decided_at`)} as "decidedAt", cr.decision_comment as "decisionComment",
               cr.risk_changes as "riskChanges"
        from count_reviews cr
        left join users author on author.id = cr.author_id
        left join users decider on decider.id = cr.decided_by
        where cr.capture_id = ${captureId}
        order by cr.created_at, cr.id`,
  );

const eventOf = (row: ReviewRow): CaptureEvent => {
  const { at, by, count } = row;
  if (row.kind === 'confirmation') return { kind: 'confirmation', at, by, count };
  const common = { at, by, count, reason: row.reason ?? 'other', comment: row.comment, boxes: row.boxes };
  if (row.kind === 'correction') {
    return { kind: 'correction', ...common, previousCount: row.previousCount, riskChanges: row.riskChanges };
  }
  return {
    kind: 'proposal',
    id: row.id,
    ...common,
    state: row.proposalState ?? 'pending',
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt,
    decisionComment: row.decisionComment,
    riskChanges: row.riskChanges,
  };
};

/** A capture's counts and what happened to them, the model's run first. */
export const readCaptureReview = async (db: Database, capture: ReviewedCapture): Promise<CaptureReview> => {
  const reviews = await selectReviews(db, capture.captureId);
  const model: CaptureEvent[] =
    capture.modelCount === null
      ? []
      : [{ kind: 'model', at: capture.takenAt, count: capture.modelCount, modelVersion: capture.modelVersion }];
  return {
    captureId: capture.captureId,
    imageId: capture.imageId,
    night: capture.night,
    count: capture.count,
    modelCount: capture.modelCount,
    state: capture.state,
    pendingProposalId: reviews.find((row) => row.proposalState === 'pending')?.id ?? null,
    events: [...model, ...reviews.map(eventOf)],
  };
};

export const selectCaptureReview = async (db: Database, sensorId: string, captureId: string) =>
  readCaptureReview(db, await selectReviewedCapture(db, sensorId, captureId, { lock: false }));
