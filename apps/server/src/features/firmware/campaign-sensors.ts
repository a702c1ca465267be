import type { ExportFormat } from '@console/domain/api/export-endpoint';
import type { CampaignSensor, CampaignSensorListQuery } from '@console/domain/firmware/campaign.schema';
import { PAGE_SIZE } from '@console/domain/list/list-query';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { startsWithPattern } from '../../db/like-pattern.ts';
import { accounts, firmwareCampaignSensors, sensors } from '../../db/schema.ts';
import type { ExportColumns } from '../../export/columns.ts';
import { exportList } from '../../export/list-export.ts';
import { notFound } from '../../plugins/app-error.ts';
import { selectCampaign, updateReasonOf } from './campaign-queries.ts';
import { requireFirmwareManager } from './service.ts';

const SORTS = {
  serialNumber: sensors.serialNumber,
  stage: firmwareCampaignSensors.stage,
  stateChangedAt: firmwareCampaignSensors.stateChangedAt,
} as const;

const sensorRows = (db: Database, campaignId: string, query: CampaignSensorListQuery) => {
  const where = and(
    eq(firmwareCampaignSensors.campaignId, campaignId),
    query.state ? eq(firmwareCampaignSensors.state, query.state) : undefined,
    query.search ? sql`lower(${sensors.serialNumber}) like ${startsWithPattern(query.search)}` : undefined,
  );
  const direction = query.order === 'desc' ? desc : asc;
  return {
    where,
    select: (start: number, limit: number) =>
      db
        .select({
          sensorId: firmwareCampaignSensors.sensorId,
          serialNumber: sensors.serialNumber,
          accountName: accounts.name,
          stage: firmwareCampaignSensors.stage,
          state: firmwareCampaignSensors.state,
          reason: firmwareCampaignSensors.reason,
          reasonValues: firmwareCampaignSensors.reasonValues,
          stateChangedAt: firmwareCampaignSensors.stateChangedAt,
        })
        .from(firmwareCampaignSensors)
        .innerJoin(sensors, eq(sensors.id, firmwareCampaignSensors.sensorId))
        .innerJoin(accounts, eq(accounts.id, sensors.accountId))
        .where(where)
        .orderBy(direction(SORTS[query.sort]), asc(sensors.serialNumber), asc(firmwareCampaignSensors.sensorId))
        .limit(limit)
        .offset(start),
  };
};

type Row = Awaited<ReturnType<ReturnType<typeof sensorRows>['select']>>[number];

const toCampaignSensor = ({ reason, reasonValues, stateChangedAt, ...row }: Row): CampaignSensor => ({
  ...row,
  reason: updateReasonOf(reason, reasonValues),
  stateChangedAt: stateChangedAt.toISOString(),
});

const requireCampaign = async (db: Database, session: Session, id: string) => {
  requireFirmwareManager(session, 'read');
  if (!(await selectCampaign(db, id))) throw notFound('campaign not found');
};

/** `GET /back/firmware/campaigns/{id}/sensors`: a page of the campaign's sensors, filtered by state or serial. */
export const listCampaignSensors = async (
  db: Database,
  session: Session,
  id: string,
  query: CampaignSensorListQuery,
) => {
  await requireCampaign(db, session, id);
  const rows = sensorRows(db, id, query);
  const [items, [counted]] = await Promise.all([
    rows.select(query.start, PAGE_SIZE),
    db
      .select({ total: count() })
      .from(firmwareCampaignSensors)
      .innerJoin(sensors, eq(sensors.id, firmwareCampaignSensors.sensorId))
      .where(rows.where),
  ]);
  const { start: _start, sort, order, ...filter } = query;
  return { items: items.map(toCampaignSensor), total: counted?.total ?? 0, filter, sort: { field: sort, order } };
};

/** A reason's values as one cell: the figures and dates its sentence on screen reads. */
const reasonDetail = (row: CampaignSensor) =>
  row.reason
    ? Object.values(row.reason.values)
        .filter((value) => value !== null)
        .join(' ')
    : null;

const COLUMNS: ExportColumns<CampaignSensor> = [
  { key: 'serialNumber', kind: 'text', value: (row) => row.serialNumber },
  { key: 'account', kind: 'text', value: (row) => row.accountName },
  { key: 'stage', kind: 'number', value: (row) => row.stage },
  { key: 'updateState', kind: 'code', labels: 'firmware.campaign.sensor-states', value: (row) => row.state },
  { key: 'updateReason', kind: 'code', labels: 'firmware.reason-codes', value: (row) => row.reason?.code },
  { key: 'updateReasonDetail', kind: 'text', value: reasonDetail },
  { key: 'stateChangedAt', kind: 'datetime', value: (row) => row.stateChangedAt },
];

/** `GET /back/firmware/campaigns/{id}/sensors/export/{format}`: the list as filtered on screen, whole. */
export const exportCampaignSensors = async (
  db: Database,
  session: Session,
  id: string,
  format: ExportFormat,
  query: CampaignSensorListQuery,
) => {
  await requireCampaign(db, session, id);
  const rows = sensorRows(db, id, query);
  return exportList(session, format, {
    name: 'campaign-sensors',
    columns: COLUMNS,
    readPage: async (start, limit) => (await rows.select(start, limit)).map(toCampaignSensor),
  });
};
