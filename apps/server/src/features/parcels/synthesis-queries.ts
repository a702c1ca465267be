import type { ParcelSynthesis } from '@console/domain/parcel/parcel-synthesis.schema';
import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import {
  answeringInterventionsJson,
  currentSeasonCrop,
  nightlySlugsJson,
  type ParcelRiskInputRow,
} from './risk-queries.ts';
import { parcelReadings } from './placements.ts';
import { lastCoverJson, type SensorLastCover } from '../subscriptions/service.ts';
import { linkedStationJoin, linkedStationJson, stationServes } from '../weather-syncs/service.ts';

type SynthesisRow = Omit<ParcelRiskInputRow, 'id' | 'riskLevel'> &
  Pick<ParcelSynthesis, 'sensor' | 'weather' | 'weatherStation' | 'openIssues'> & {
    /** The last subscription covering a sold sensor, for the crop's coverage gap. */
    lastCover: SensorLastCover | null;
  };

/**
 * A parcel's risk inputs, its sensor's status and last cover, the last day's weather (its partner station's while it
 * reports, else its own) and the sensor's open issues: one statement.
 */
export const selectSynthesisRow = async (db: Database, parcelId: string, nights: number, silentSince: Date) => {
  const [row] = await selectRows<SynthesisRow>(
    db,
    sql`select c.current_crop as "currentCrop", c.stage, c.risk_answers as "riskAnswers",
               ${answeringInterventionsJson(sql`c.id`)} as interventions,
               ${nightlySlugsJson(sql`p.id`, nights)} as nights,
               case when s.id is not null then json_build_object(
                 'id', s.id, 'serialNumber', s.serial_number, 'state', s.state, 'batteryVoltage', s.battery_voltage,
                 'lastSlugCount', s.last_slug_count, 'lastMeasuredAt', s.last_measured_at,
                 'lastContactAt', s.last_contact_at) end as sensor,
               case when ${stationServes(silentSince)}
                 then (select case when count(*) > 0 then json_build_object(
                         'source', 'station', 'captures', count(*), 'temperatureMin', min(h.temperature),
                         'temperatureMax', max(h.temperature), 'humidityAvg', round(avg(h.humidity)::numeric, 1),
                         'rainfallTotal', round(sum(h.rainfall)::numeric, 1)) end
                       from station_hours h where h.station_id = ws.id and h.hour >= now() - interval '24 hours')
                 else (select case when count(*) > 0 then json_build_object(
                         'source', 'sensor', 'captures', count(*), 'temperatureMin', min(r.temperature),
                         'temperatureMax', max(r.temperature), 'humidityAvg', round(avg(r.humidity)::numeric, 1),
                         'rainfallTotal', round(sum(r.rainfall)::numeric, 1)) end
                       from ${parcelReadings(sql`p.id`, sql`now() - interval '24 hours'`)}) end as weather,
               ${linkedStationJson(silentSince)} as "weatherStation",
               coalesce((select json_agg(json_build_object('id', i.id, 'type', i.type, 'level', i.level,
                                                           'category', i.category, 'openedAt', i.opened_at)
                                         order by i.opened_at desc)
                         from issues i where i.sensor_id = s.id and i.closed_at is null), '[]') as "openIssues",
               case when s.usage = 'selling' then ${lastCoverJson(sql`s.id`)} end as "lastCover"
        from parcels p
        left join crops c on ${currentSeasonCrop()}
        left join sensors s on s.parcel_id = p.id
        left join ${linkedStationJoin(sql`s`)}
        where p.id = ${parcelId}`,
  );
  return row;
};
