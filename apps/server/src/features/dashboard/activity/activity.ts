import { can } from '@console/domain/access/permissions';
import { PARCEL_ALERT_TYPES, type Tile } from '@console/domain/dashboard/dashboard.schema';
import { RISK_LEVELS } from '@console/domain/risk/risk.schema';
import type { Session } from '../../../auth/session.ts';
import type { Database } from '../../../db/client.ts';
import { countParcelsMatching, parcelsMatching } from '../../parcels/service.ts';
import { countRentContractsMatching } from '../../rent-contracts/service.ts';
import { countParcelAlerts, pressureByZone, treatmentsAtLowRisk } from './activity-queries.ts';
import type { Period } from '../metrics/metrics-queries.ts';
import {
  countRiskNights,
  type MatchingParcels,
  riskWithoutAction,
  topParcelsBySlugs,
} from '../nights/night-queries.ts';
import type { NightRange } from '../nights/night-ranges.ts';
import { type ParcelTotals, parcelTotalsOver } from '../nights/parcel-totals.ts';
import { byNight, entry, linkTo } from '../tiles/tiles.ts';

/** The parcels a ranking tile names. */
const RANKED_PARCELS = 10;
/** The postal zones the pressure map names, the most pressed first. */
const PRESSED_ZONES = 12;

type Filter = { favouriteId?: string | undefined };

const ranking = (rows: { id: string; label: string; value: number }[]) =>
  rows.map((row) => ({ key: row.id, label: row.label, value: row.value }));

/** The slug pressure by postal zone: parcels at high risk a night or more, of those followed, per zone. */
const pressureTile = async (db: Database, parcels: MatchingParcels, totals: ParcelTotals): Promise<Tile> => {
  const pressure = await pressureByZone(db, parcels, totals, PRESSED_ZONES);
  return {
    key: 'pressure-by-zone',
    value: pressure.high,
    of: pressure.followed,
    series: pressure.zones.map((zone) => ({ key: zone.zone, label: zone.zone, value: zone.high, of: zone.followed })),
  };
};

/** The alerts raised about the matching parcels over the period, by type. */
const alertsTile = async (db: Database, parcels: MatchingParcels, period: Period): Promise<Tile> => {
  const counts = await countParcelAlerts(db, parcels, period);
  const series = PARCEL_ALERT_TYPES.map((type) => ({
    key: type,
    value: counts.find((row) => row.type === type)?.n ?? 0,
  }));
  return { key: 'parcel-alerts', value: series.reduce((sum, part) => sum + part.value, 0), series };
};

/** Rent contracts due back: ending within two weeks, or late (with Providers or Farmers, who read contracts). */
const contractsTile = async (db: Database, session: Session, { favouriteId }: Filter): Promise<Tile[]> => {
  if (!can(session, 'read:providerAccounts') && !can(session, 'read:farmerAccounts')) return [];
  const statuses = ['ending', 'late'] as const;
  const [due, ...byStatus] = await Promise.all([
    countRentContractsMatching(db, session, { favouriteId, status: [...statuses] }),
    ...statuses.map((status) => countRentContractsMatching(db, session, { favouriteId, status: [status] })),
  ]);
  return [
    {
      ...entry('rent-contracts-due', due, linkTo('/rent-contracts', { favouriteId, status: [...statuses] })),
      series: statuses.map((status, index) =>
        entry(status, byStatus[index] ?? 0, linkTo('/rent-contracts', { favouriteId, status: [status] })),
      ),
    },
  ];
};

/**
 * The activity tab (provider and staff with Parcels): the parcels followed, split by their current risk, and those
 * whose missing information keeps the risk from being read, each figure its parcel list's total; then, from the
 * nightly read models over the range, the risk night by night, the parcels that counted most slugs, those left at
 * high risk without a treatment and those treated at low risk, and the pressure by postal zone; the alerts raised
 * about the parcels over the period; and the rent contracts due back.
 */
export const activityTiles = async (
  db: Database,
  session: Session,
  { favouriteId, nights, period }: Filter & { nights: NightRange; period: Period },
): Promise<Tile[]> => {
  // The favourite's territory and the parcel list's condition, worked out once for the figures that read nights.
  const parcels = await parcelsMatching(db, session, { favouriteId });
  const totals = await parcelTotalsOver(db, parcels, nights);
  const count = (filter: Parameters<typeof countParcelsMatching>[2]) =>
    countParcelsMatching(db, session, { favouriteId, ...filter });
  const [followed, missingInfo, riskNights, top, unattended, lowRiskTreated, pressure, alerts, contracts, ...byRisk] =
    await Promise.all([
      count({}),
      count({ missingInfoOnly: true }),
      countRiskNights(db, session, { favouriteId }, nights),
      topParcelsBySlugs(db, totals, RANKED_PARCELS),
      riskWithoutAction(db, totals, RANKED_PARCELS),
      treatmentsAtLowRisk(db, parcels, nights, RANKED_PARCELS),
      pressureTile(db, parcels, totals),
      alertsTile(db, parcels, period),
      contractsTile(db, session, { favouriteId }),
      ...RISK_LEVELS.map((level) => count({ riskLevels: [level] })),
    ]);
  return [
    {
      ...entry('parcels', followed, linkTo('/parcels', { favouriteId })),
      series: RISK_LEVELS.map((level, index) =>
        entry(level, byRisk[index] ?? 0, linkTo('/parcels', { favouriteId, riskLevels: [level] })),
      ),
    },
    entry('parcels-missing-info', missingInfo, linkTo('/parcels', { favouriteId, missingInfoOnly: true })),
    {
      key: 'risk-by-night',
      value: riskNights.filter((row) => row.level === 'high').reduce((sum, row) => sum + row.n, 0),
      nights: byNight(
        nights,
        riskNights.map((row) => ({ night: row.night, key: row.level, n: row.n })),
      ),
    },
    {
      key: 'top-parcels',
      value: top.total,
      series: ranking(top.parcels.map((row) => ({ ...row, value: row.slugs }))),
    },
    {
      key: 'risk-without-action',
      value: unattended.total,
      series: ranking(unattended.parcels.map((row) => ({ ...row, value: row.nights }))),
    },
    {
      key: 'treatments-at-low-risk',
      value: lowRiskTreated.total,
      series: ranking(lowRiskTreated.parcels.map((row) => ({ ...row, value: row.treatments }))),
    },
    pressure,
    alerts,
    ...contracts,
  ];
};
