import { unknownRemovedBox } from '@console/domain/sensor/box-edits';
import {
  type BoxEdits,
  COUNT_REVIEW_ERRORS,
  type CountCorrection,
  type ProposalDecision,
} from '@console/domain/sensor/count-review.schema';
import { and, eq, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { captureImages, countReviews } from '../../db/schema.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { recountCorrectedNight } from '../dashboard/service.ts';
import { refreshParcelRisks } from '../parcels/service.ts';
import { requireCount, type ReviewedCapture, selectReviewedCapture } from './reviewed-capture.ts';

/**
 * Puts a person's count in force (decision 179): the reading takes it, the model's count stays on the photo, the
 * night and the parcel's rated nights are counted again, and the parcel's level follows without an alert. Answers
 * the nights whose risk it moved.
 */
const putCountInForce = async (db: Database, capture: ReviewedCapture, count: number) => {
  const modelCount = capture.modelCount ?? requireCount(capture);
  const { parcelId, riskChanges } = await recountCorrectedNight(db, capture, async () => {
    await db.execute(sql`
      update readings set slug_count = ${count}
      where sensor_id = ${capture.sensorId} and measured_at = ${capture.takenAt}::timestamptz
        and id = ${capture.captureId}`);
  });
  await db
    .update(captureImages)
    .set({ reviewState: count === modelCount ? 'confirmed' : 'corrected', reviewedAt: now(), modelCount })
    .where(eq(captureImages.id, capture.imageId));
  if (parcelId) await refreshParcelRisks(db, [parcelId], { alert: false });
  return { parcelId, riskChanges };
};

const withCapture = <T>(
  db: Database,
  { sensorId, captureId }: { sensorId: string; captureId: string },
  change: (tx: Database, capture: ReviewedCapture) => Promise<T>,
) => db.transaction(async (tx) => change(tx, await selectReviewedCapture(tx, sensorId, captureId, { lock: true })));

/** Box edits name the model's boxes by index: one the photo does not have is the form's error, not a 500. */
const requireKnownBoxes = (capture: ReviewedCapture, boxes: BoxEdits | undefined) => {
  const unknown = boxes ? unknownRemovedBox(boxes, capture.modelBoxes) : -1;
  if (unknown >= 0) {
    throw new AppError('invalid', 'the photo has no such box', {
      issues: [{ path: ['boxes', 'removed', unknown], message: COUNT_REVIEW_ERRORS.boxNotFound }],
    });
  }
};

const reviewRow = (capture: ReviewedCapture, author: Author, { count, reason, comment, boxes }: CountCorrection) => {
  requireKnownBoxes(capture, boxes);
  return {
    sensorId: capture.sensorId,
    captureId: capture.captureId,
    night: capture.night,
    modelCount: capture.modelCount ?? requireCount(capture),
    previousCount: requireCount(capture),
    count,
    reason,
    comment: comment || null,
    boxes: boxes ?? null,
    authorId: author.userId,
    createdAt: now(),
  };
};

/** Who acts: the signed-in user, or the demo's. */
type Author = { userId: string };

/** A person who may correct sets the capture's count, in one transaction with everything it moves. */
export const correctCount = (
  db: Database,
  author: Author,
  ids: { sensorId: string; captureId: string },
  correction: CountCorrection,
) =>
  withCapture(db, ids, async (tx, capture) => {
    const row = reviewRow(capture, author, correction);
    const moved = await putCountInForce(tx, capture, correction.count);
    await tx.insert(countReviews).values({ ...row, kind: 'correction', ...moved });
  });

/** The model's count (or the count in force) said right by a person who may correct it. */
export const confirmCount = async (db: Database, author: Author, capture: ReviewedCapture) => {
  const count = requireCount(capture);
  await db
    .update(captureImages)
    .set({ reviewState: capture.state ?? 'confirmed', reviewedAt: now() })
    .where(eq(captureImages.id, capture.imageId));
  await db.insert(countReviews).values({
    sensorId: capture.sensorId,
    captureId: capture.captureId,
    night: capture.night,
    kind: 'confirmation',
    modelCount: capture.modelCount ?? count,
    previousCount: count,
    count,
    authorId: author.userId,
    createdAt: now(),
  });
};

export const confirmOneCount = (db: Database, author: Author, ids: { sensorId: string; captureId: string }) =>
  withCapture(db, ids, (tx, capture) => confirmCount(tx, author, capture));

const pendingProposal = (captureId: string) =>
  and(eq(countReviews.captureId, captureId), eq(countReviews.proposalState, 'pending'));

/** A farmer's proposal: kept until decided, one waiting per capture. */
export const proposeCount = (
  db: Database,
  author: Author,
  ids: { sensorId: string; captureId: string },
  proposal: CountCorrection,
) =>
  withCapture(db, ids, async (tx, capture) => {
    const row = reviewRow(capture, author, proposal);
    const [waiting] = await tx
      .select({ id: countReviews.id })
      .from(countReviews)
      .where(pendingProposal(capture.captureId));
    if (waiting) throw new AppError('conflict', 'a proposal is already waiting for this capture');
    await tx.insert(countReviews).values({ ...row, kind: 'proposal', proposalState: 'pending' });
  });

/** The provider's or staff's answer to a proposal: confirmed, its count is put in force as a correction would be. */
export const decideProposal = (
  db: Database,
  author: Author,
  ids: { sensorId: string; captureId: string; proposalId: string },
  { decision, comment }: ProposalDecision,
) =>
  withCapture(db, ids, async (tx, capture) => {
    const [proposal] = await tx
      .select({ count: countReviews.count, state: countReviews.proposalState })
      .from(countReviews)
      .where(and(eq(countReviews.id, ids.proposalId), eq(countReviews.captureId, capture.captureId)));
    if (!proposal) throw notFound('proposal not found');
    if (proposal.state !== 'pending') throw new AppError('conflict', 'the proposal was already decided');
    const moved = decision === 'confirm' ? await putCountInForce(tx, capture, proposal.count) : null;
    await tx
      .update(countReviews)
      .set({
        proposalState: decision === 'confirm' ? 'confirmed' : 'rejected',
        decidedBy: author.userId,
        decidedAt: now(),
        decisionComment: comment || null,
        ...moved,
      })
      .where(eq(countReviews.id, ids.proposalId));
  });
