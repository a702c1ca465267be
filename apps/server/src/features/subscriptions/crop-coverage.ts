import {
  type CropDates,
  coverageGap,
  cropSeason,
  cropSensitiveWindow,
  type LastCover,
} from '@console/domain/subscription/crop-coverage';
import { todayIn } from '@console/domain/subscription/subscription-period';
import type { CoverageGap, CropSeasonProposal } from '@console/domain/subscription/subscription.schema';
import type { LocalDate } from '@console/domain/date/date.schema';
import type { RiskSettings } from '@console/domain/risk/risk-model';
import { COUNTRY_DEFAULTS } from '@console/domain/address/country-defaults';
import type { Country } from '@console/domain/address/postal-address.schema';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import { cropInFieldId, cropStanding } from '../../db/crops-in-field.ts';
import { clockToday } from '../../db/clock-values.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { getCountryPack, getCountryPacks, getRiskSettings } from '../settings/service.ts';
import type { CropSeasonSettings } from '@console/domain/country/crop-season';

/** What covers a sensor last, with the subscription's holder and its calendar day today. */
export type SensorLastCover = LastCover & { subscriptionId: string; accountId: string; today: LocalDate };

/**
 * The latest-ending subscription holding an open seat for the sensor, as JSON (`SensorLastCover`): a renewal's seats
 * are open in the successor too, so its end is the day coverage runs to.
 */
export const lastCoverJson = (sensorId: SQLWrapper) => sql`(
  select json_build_object('subscriptionId', cover.id, 'accountId', cover.account_id, 'endsOn', cover.ends_on,
                           'autoRenew', cover.auto_renew, 'isCancelled', cover.cancelled_at is not null,
                           'today', (now() at time zone cover.zone_id)::date)
  from subscription_seats cover_seat join subscriptions cover on cover.id = cover_seat.subscription_id
  where cover_seat.sensor_id = ${sensorId} and cover_seat.removed_at is null
  order by cover.ends_on desc limit 1)`;

const cropDateColumns = sql`c.current_crop as "currentCrop", c.stage,
  c.estimated_seeding_date::text as "estimatedSeedingDate", c.actual_seeding_date::text as "actualSeedingDate"`;

type SeatCropRow = CropDates & {
  parcelId: string;
  parcelName: string;
  serialNumber: string;
  country: Country;
  cover: SensorLastCover;
};

/**
 * The parcels the subscription's sensors serve whose crop this season still needs its trap after the sensor's
 * last cover ends (decision 135).
 */
export const selectCoverageGaps = async (db: Database, subscriptionId: string): Promise<CoverageGap[]> => {
  const [settings, packs, rows] = await Promise.all([
    getRiskSettings(db),
    getCountryPacks(db),
    selectRows<SeatCropRow>(
      db,
      sql`select p.id as "parcelId", p.label as "parcelName", s.serial_number as "serialNumber", p.country,
                 ${cropDateColumns},
                 ${lastCoverJson(sql`s.id`)} as cover
          from subscription_seats seat
          join sensors s on s.id = seat.sensor_id
          join parcels p on p.id = s.parcel_id
          join crops c on c.id = ${cropInFieldId(sql`p.id`, clockToday())}
          where seat.subscription_id = ${subscriptionId} and seat.removed_at is null
          order by p.label, p.id`,
    ),
  ]);
  return rows.flatMap((row) => {
    const gap = coverageGap(cropSensitiveWindow(row, settings, packs[row.country].season), row.cover, row.cover.today);
    return gap
      ? [
          {
            parcel: { id: row.parcelId, name: row.parcelName },
            serialNumber: row.serialNumber,
            currentCrop: row.currentCrop,
            coveredUntil: row.cover.endsOn,
            gap,
          },
        ]
      : [];
  });
};

/**
 * The coverage gap of one sensor's parcel, from its crop, its country's season and the sensor's last cover (the parcel
 * synthesis).
 */
export const sensorCoverageGap = (
  crop: CropDates,
  cover: SensorLastCover,
  settings: RiskSettings,
  season: CropSeasonSettings,
) => {
  const gap = coverageGap(cropSensitiveWindow(crop, settings, season), cover, cover.today);
  return gap && { subscriptionId: cover.subscriptionId, holderId: cover.accountId, coveredUntil: cover.endsOn, gap };
};

/**
 * The span the holder's crops of this season and the next need their traps, from the holder's today: what a
 * campaign subscription sold now proposes to cover (decision 135). Crops sharing a kind, stage and day are read
 * as one, so a large farm costs a few rows.
 */
export const selectCropSeason = async (
  db: Database,
  accountId: string,
  country: Country,
): Promise<CropSeasonProposal> => {
  const [settings, pack, rows] = await Promise.all([
    getRiskSettings(db),
    getCountryPack(db, country),
    selectRows<CropDates & { crops: number }>(
      db,
      sql`select ${cropDateColumns}, count(*)::int as crops
          from parcels p
          join crops c on c.parcel_id = p.id and ${cropStanding('c', clockToday())}
          where p.account_id = ${accountId}
          group by c.current_crop, c.stage, c.estimated_seeding_date, c.actual_seeding_date`,
    ),
  ]);
  const today = todayIn(COUNTRY_DEFAULTS[country].zoneId, now());
  const season = cropSeason(
    rows.map((row) => ({ window: cropSensitiveWindow(row, settings, pack.season), crops: row.crops })),
    today,
  );
  return season ?? { cropCount: 0 };
};
