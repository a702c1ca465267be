import { PAGE_SIZE } from '@console/domain/list/list-query';
import type { BulkConfirm, ReviewQueueItem, ReviewQueueQuery } from '@console/domain/sensor/count-review.schema';
import { type SQL, sql } from 'drizzle-orm';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { isoUtc } from '../../db/iso-time.ts';
import { sensors } from '../../db/schema.ts';
import { notFound } from '../../plugins/app-error.ts';
import { confirmCount } from './count-changes.ts';
import { selectReviewedCaptures } from './reviewed-capture.ts';
import { photoReadingJoin } from '../../db/photo-reading.ts';

const pending = sql`exists (select 1 from count_reviews cr
                            where cr.capture_id = ci.capture_id and cr.proposal_state = 'pending')`;

const filtersOf = (session: Session, query: ReviewQueueQuery): SQL[] => [
  inAccountScope(session, sensors.accountId),
  ...(query.reviewed === undefined
    ? []
    : [query.reviewed ? sql`ci.review_state is not null` : sql`ci.review_state is null`]),
  ...(query.proposed === undefined ? [] : [query.proposed ? pending : sql`not ${pending}`]),
  ...(query.providerId ? [sql`(a.id = ${query.providerId} or a.provider_id = ${query.providerId})`] : []),
  ...(query.country ? [sql`p.country = ${query.country}`] : []),
  ...(query.modelVersion ? [sql`ci.model_version = ${query.modelVersion}`] : []),
];

/** Least sure and nearest a threshold first (the stored priority), the newest first among equals. */
const ORDERS = {
  priority: { asc: sql`ci.review_priority asc, ci.taken_at desc`, desc: sql`ci.review_priority desc, ci.taken_at` },
  takenAt: { asc: sql`ci.taken_at asc`, desc: sql`ci.taken_at desc` },
} as const;

/** The photos the queue reads, with what its filters name: the trap's account and parcel. */
const queueSource = sql`capture_images ci
  join sensors on sensors.id = ci.sensor_id
  join accounts a on a.id = sensors.account_id
  left join parcels p on p.id = sensors.parcel_id`;

/**
 * One page of the queue. Its total is counted apart: a window count over the page's query would read and join every
 * photo of the queue, readings included, before the page's 50 could stop the index walk.
 */
const reviewQueuePage = (where: SQL, order: SQL, start: number) => sql`
  select ci.id as "imageId", ci.capture_id as "captureId", ci.sensor_id as "sensorId",
         sensors.serial_number as "serialNumber", a.name as "accountName", p.label as "parcelLabel",
         p.country, ci.night::text as night, ${isoUtc(sql`ci.taken_at`)} as "takenAt", ci.width, ci.height,
         ci.model_version as "modelVersion", ci.mean_confidence as confidence, r.slug_count as count,
         coalesce(ci.model_count, r.slug_count) as "modelCount", ci.review_priority as priority,
         ci.review_state as state, ${pending} as "pendingProposal"
  from ${queueSource}
  left join readings r on ${photoReadingJoin('r', 'ci')}
  where ${where}
  order by ${order}, ci.id
  limit ${PAGE_SIZE} offset ${start}`;

/** The photos to check, in the caller's scope (staff: all; a provider: its own and its farmers' traps). */
export const listReviewQueue = async (db: Database, session: Session, query: ReviewQueueQuery) => {
  const where = sql.join(filtersOf(session, query), sql` and `);
  const [items, [counted]] = await Promise.all([
    selectRows<ReviewQueueItem>(db, reviewQueuePage(where, ORDERS[query.sort][query.order], query.start)),
    selectRows<{ total: number }>(db, sql`select count(*)::int as total from ${queueSource} where ${where}`),
  ]);
  const { start: _start, sort, order, ...filter } = query;
  return {
    items,
    total: counted?.total ?? 0,
    filter: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)),
    sort: { field: sort, order },
  };
};

/**
 * Confirms a run of captures at once, in one transaction: every one must be in the caller's scope (else 404 and
 * nothing is confirmed); those already reviewed, waiting on a proposal, or without their count are skipped.
 */
export const confirmCaptures = (db: Database, session: Session, { captures }: BulkConfirm) =>
  db.transaction(async (tx) => {
    const visible = await selectRows<{ id: string }>(
      tx,
      sql`select id from sensors
          where id = any(${sql.param([...new Set(captures.map((capture) => capture.sensorId))])}::uuid[])
            and ${inAccountScope(session, sensors.accountId)}`,
    );
    const found = await selectReviewedCaptures(tx, captures);
    const inScope = new Set(visible.map((sensor) => sensor.id));
    if (found.length !== new Set(captures.map((capture) => capture.captureId)).size)
      throw notFound('capture not found');
    if (found.some((capture) => !inScope.has(capture.sensorId))) throw notFound('capture not found');
    const waiting = new Set(
      (
        await selectRows<{ captureId: string }>(
          tx,
          sql`select capture_id as "captureId" from count_reviews
              where capture_id = any(${sql.param(found.map((capture) => capture.captureId))}::uuid[])
                and proposal_state = 'pending'`,
        )
      ).map((row) => row.captureId),
    );
    const confirmable = found.filter(
      (capture) => capture.state === null && capture.count !== null && !waiting.has(capture.captureId),
    );
    for (const capture of confirmable) await confirmCount(tx, session, capture);
    return { confirmed: confirmable.length, skipped: found.length - confirmable.length };
  });
