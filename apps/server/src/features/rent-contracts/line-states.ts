import type { CropDates } from '@console/domain/subscription/crop-coverage';
import { cropSeason, cropSensitiveWindow } from '@console/domain/subscription/crop-coverage';
import { daysBetween, todayIn } from '@console/domain/subscription/subscription-period';
import type { LocalDate } from '@console/domain/date/date.schema';
import { sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { cropStanding } from '../../db/crops-in-field.ts';
import { clockToday } from '../../db/clock-values.ts';
import { getCountryPacks, getRiskSettings } from '../settings/service.ts';
import type { Country } from '@console/domain/address/postal-address.schema';

/** Days a handed-over sensor may stay silent on the lessee's parcels before its line says "not installed". */
export const INSTALLATION_GRACE_DAYS = 7;

/** What a line says of its sensor in the field: installed (and when), not installed, ready to come back. */
export type LineState = { installedOn?: LocalDate; isNotInstalled: boolean; isReadyForReturn: boolean };

type CountryCrop = CropDates & { country: Country };

type OpenLineRow = {
  lineId: string;
  handedOverOn: LocalDate;
  installedAt: string | null;
  parcelId: string | null;
  crops: CountryCrop[];
};

/**
 * The field state of a contract's lines out with the lessee (decision 137). A line is installed from the first
 * capture its sensor sends from a parcel of the lessee since the handover; silent for a week, it is not installed.
 * It is ready for return once its parcel's crops are past their sensitive window and no parcel of the lessee without
 * a sensor has a crop that still needs one.
 */
export const selectLineStates = async (
  db: Database,
  contract: { id: string; lesseeId: string; zoneId: string },
): Promise<Map<string, LineState>> => {
  const [settings, packs, lines, unwatched] = await Promise.all([
    getRiskSettings(db),
    getCountryPacks(db),
    selectRows<OpenLineRow>(
      db,
      sql`select l.id as "lineId", l.handed_over_on::text as "handedOverOn", s.parcel_id as "parcelId",
                 (select min(r.measured_at)
                    from sensor_placements sp
                    join parcels p on p.id = sp.parcel_id and p.account_id = ${contract.lesseeId}
                    join readings r on r.sensor_id = sp.sensor_id and r.measured_at >= sp.placed_at
                                   and r.measured_at < coalesce(sp.removed_at, 'infinity')
                   where sp.sensor_id = l.sensor_id
                     and r.measured_at >= l.handed_over_on::timestamp at time zone ${contract.zoneId}) as "installedAt",
                 coalesce((select json_agg(json_build_object(
                             'country', (select country from parcels where id = s.parcel_id),
                             'currentCrop', cr.current_crop, 'stage', cr.stage,
                             'estimatedSeedingDate', cr.estimated_seeding_date,
                             'actualSeedingDate', cr.actual_seeding_date))
                           from crops cr where cr.parcel_id = s.parcel_id and ${cropStanding('cr', clockToday())}), '[]') as crops
          from rent_contract_lines l join sensors s on s.id = l.sensor_id
          where l.contract_id = ${contract.id} and l.ended_at is null and l.handed_over_on is not null`,
    ),
    selectRows<CountryCrop & { crops: number }>(
      db,
      sql`select p.country, cr.current_crop as "currentCrop", cr.stage,
                 cr.estimated_seeding_date::text as "estimatedSeedingDate",
                 cr.actual_seeding_date::text as "actualSeedingDate", count(*)::int as crops
          from parcels p join crops cr on cr.parcel_id = p.id and ${cropStanding('cr', clockToday())}
          where p.account_id = ${contract.lesseeId} and not exists (select 1 from sensors s where s.parcel_id = p.id)
          group by p.country, cr.current_crop, cr.stage, cr.estimated_seeding_date, cr.actual_seeding_date`,
    ),
  ]);
  const today = todayIn(contract.zoneId, now());
  // Each crop by the season of its parcel's country (decision 165).
  const windowOf = (crop: CountryCrop) => cropSensitiveWindow(crop, settings, packs[crop.country].season);
  const windowsOf = (crops: CountryCrop[]) => crops.map((crop) => ({ window: windowOf(crop), crops: 1 }));
  const neededElsewhere =
    cropSeason(
      unwatched.map((row) => ({ window: windowOf(row), crops: row.crops })),
      today,
    ) !== null;
  return new Map(
    lines.map((line) => {
      const installedOn = line.installedAt ? todayIn(contract.zoneId, new Date(line.installedAt)) : undefined;
      const isInstalled = installedOn !== undefined;
      return [
        line.lineId,
        {
          ...(installedOn ? { installedOn } : {}),
          isNotInstalled: !isInstalled && daysBetween(line.handedOverOn, today) >= INSTALLATION_GRACE_DAYS,
          isReadyForReturn:
            isInstalled &&
            line.parcelId !== null &&
            cropSeason(windowsOf(line.crops), today) === null &&
            !neededElsewhere,
        },
      ];
    }),
  );
};
