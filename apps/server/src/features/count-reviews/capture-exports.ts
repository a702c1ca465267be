import type { ExportFormat } from '@console/domain/api/export-endpoint';
import type { NightRangeQuery } from '@console/domain/sensor/capture-image.endpoints';
import type { CorrectionReason, TrainingSample, TrainingSetQuery } from '@console/domain/sensor/count-review.schema';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import { now } from '../../clock.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { isoUtc } from '../../db/iso-time.ts';
import { nightStart } from '../../db/nights.ts';
import type { ExportColumns } from '../../export/columns.ts';
import { exportList } from '../../export/list-export.ts';
import { readRowPages } from '../../export/row-pages.ts';

type CaptureRow = {
  measuredAt: string;
  count: number;
  modelCount: number;
  corrected: boolean;
  reason: CorrectionReason | null;
  temperature: number | null;
  humidity: number | null;
  rainfall: number | null;
  batteryVoltage: number;
  imageId: string | null;
};

const CAPTURE_COLUMNS: ExportColumns<CaptureRow> = [
  { key: 'measuredAt', kind: 'datetime', value: (row) => row.measuredAt },
  { key: 'slugCount', kind: 'number', value: (row) => row.count },
  { key: 'modelCount', kind: 'number', value: (row) => row.modelCount },
  { key: 'corrected', kind: 'boolean', value: (row) => row.corrected },
  { key: 'correctionReason', kind: 'code', labels: 'count-reviews.reasons', value: (row) => row.reason },
  { key: 'temperature', kind: 'decimal', value: (row) => row.temperature },
  { key: 'humidity', kind: 'decimal', value: (row) => row.humidity },
  { key: 'rainfall', kind: 'decimal', value: (row) => row.rainfall },
  { key: 'batteryVoltage', kind: 'decimal', value: (row) => row.batteryVoltage },
  { key: 'imageId', kind: 'text', value: (row) => row.imageId },
];

/**
 * `GET /back/sensors/{id}/captures/export/{format}`: the range's captures with the count in force, the model's, and
 * whether a person corrected it (decision 179). The caller checked the sensor is theirs.
 */
export const exportCaptures = (
  db: Database,
  session: Session,
  sensorId: string,
  format: ExportFormat,
  { from, to }: NightRangeQuery,
) =>
  exportList(session, format, {
    name: 'captures',
    columns: CAPTURE_COLUMNS,
    readPage: (start, limit) =>
      selectRows<CaptureRow>(
        db,
        sql`select ${isoUtc(sql`r.measured_at`)} as "measuredAt", r.slug_count as count,
                   coalesce(ci.model_count, r.slug_count) as "modelCount",
                   coalesce(ci.model_count <> r.slug_count, false) as corrected,
                   (select cr.reason from count_reviews cr
                    where cr.capture_id = r.id and cr.count = r.slug_count and cr.reason is not null
                      and (cr.kind = 'correction' or cr.proposal_state = 'confirmed')
                    order by cr.created_at desc limit 1) as reason,
                   r.temperature, r.humidity, r.rainfall, r.battery_voltage as "batteryVoltage", ci.id as "imageId"
            from readings r
            left join capture_images ci on ci.capture_id = r.id and ci.sensor_id = r.sensor_id
            where r.sensor_id = ${sensorId} and r.measured_at >= ${nightStart(sql`${from}::date`)}
              and r.measured_at < ${nightStart(sql`${to}::date + 1`)}
            order by r.measured_at, r.id
            limit ${limit} offset ${start}`,
      ),
  });

const TRAINING_COLUMNS: ExportColumns<TrainingSample> = [
  { key: 'imageId', kind: 'text', value: (row) => row.imageId },
  { key: 'captureId', kind: 'text', value: (row) => row.captureId },
  { key: 'sensorId', kind: 'text', value: (row) => row.sensorId },
  { key: 'measuredAt', kind: 'datetime', value: (row) => row.takenAt },
  { key: 'width', kind: 'number', value: (row) => row.width },
  { key: 'height', kind: 'number', value: (row) => row.height },
  { key: 'modelVersion', kind: 'text', value: (row) => row.modelVersion },
  { key: 'modelCount', kind: 'number', value: (row) => row.modelCount },
  { key: 'slugCount', kind: 'number', value: (row) => row.correctedCount },
  { key: 'correctionReason', kind: 'code', labels: 'count-reviews.reasons', value: (row) => row.reason },
  { key: 'detections', kind: 'text', value: (row) => JSON.stringify(row.detections) },
  { key: 'boxEdits', kind: 'text', value: (row) => (row.boxes ? JSON.stringify(row.boxes) : null) },
];

/** Each corrected capture once, with its latest correction in force, in a stable order for paging. */
const selectTrainingSamples = (
  db: Database,
  { from, to, modelVersion }: TrainingSetQuery,
  start: number,
  limit: number,
) =>
  selectRows<TrainingSample>(
    db,
    sql`select ci.id as "imageId", ci.capture_id as "captureId", ci.sensor_id as "sensorId",
               ${isoUtc(sql`ci.taken_at`)} as "takenAt", ci.width, ci.height, ci.model_version as "modelVersion",
               ci.model_count as "modelCount", cr.count as "correctedCount", cr.reason, ci.detections, cr.boxes
        from capture_images ci
        cross join lateral (select c.count, c.reason, c.boxes from count_reviews c
                            where c.capture_id = ci.capture_id and c.reason is not null
                              and (c.kind = 'correction' or c.proposal_state = 'confirmed')
                            order by coalesce(c.decided_at, c.created_at) desc limit 1) cr
        where ci.review_state is not null and ci.model_count is not null
          ${from ? sql`and ci.night >= ${from}::date` : sql``} ${to ? sql`and ci.night <= ${to}::date` : sql``}
          ${modelVersion ? sql`and ci.model_version = ${modelVersion}` : sql``}
        order by ci.reviewed_at, ci.id
        limit ${limit} offset ${start}`,
  );

/**
 * `GET /back/count-reviews/training-set/{format}` (staff): the corrected captures with their images' ids, the
 * model's boxes and the person's edits, to retrain the model. CSV in the reader's language, or a JSON array of the
 * same samples, read a page at a time under the export cap.
 */
export const exportTrainingSet = async (
  db: Database,
  session: Session,
  format: 'csv' | 'json',
  query: TrainingSetQuery,
) => {
  const readPage = (start: number, limit: number) => selectTrainingSamples(db, query, start, limit);
  if (format === 'csv')
    return exportList(session, format, { name: 'training-set', columns: TRAINING_COLUMNS, readPage });
  const { rows, isTruncated } = await readRowPages(readPage);
  const json = async function* () {
    let first = true;
    yield '[';
    for await (const row of rows) {
      yield `${first ? '' : ','}\n${JSON.stringify(row)}`;
      first = false;
    }
    yield '\n]\n';
  };
  return {
    body: Readable.from(json()),
    mediaType: 'application/json',
    fileName: `training-set-${now().toISOString().slice(0, 10)}.json`,
    isTruncated,
  };
};
