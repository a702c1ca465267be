import type { Capture, DailyReading, ReadingsRangeQuery } from '@console/domain/sensor/sensor-readings.schema';
import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';

/** The range's days in the user's zone, as instants: [from 00:00, day after `to` 00:00). */
const rangeCondition = (range: ReadingsRangeQuery, zoneId: string) =>
  sql`measured_at >= (${range.from}::date)::timestamp at time zone ${zoneId}
      and measured_at < (${range.to}::date + 1)::timestamp at time zone ${zoneId}`;

/** More than a month of hourly captures is for the daily chart; this caps what one request can pull. */
export const MAX_CAPTURES = 2000;

export const selectCaptures = async (db: Database, sensorId: string, range: ReadingsRangeQuery, zoneId: string) => {
  const rows = await selectRows<Omit<Capture, 'measuredAt'> & { measuredAt: Date | string }>(
    db,
    sql`select measured_at as "measuredAt", slug_count as "slugCount", temperature, humidity, rainfall,
               battery_voltage as "batteryVoltage"
        from readings
        where sensor_id = ${sensorId} and ${rangeCondition(range, zoneId)}
        order by measured_at
        limit ${MAX_CAPTURES}`,
  );
  return rows.map((row): Capture => ({ ...row, measuredAt: new Date(row.measuredAt).toISOString() }));
};

/** Grouped by the date in the user's zone, a date rather than text: cheaper to compare, and printed once per day. */
export const selectDailyReadings = (db: Database, sensorId: string, range: ReadingsRangeQuery, zoneId: string) =>
  selectRows<DailyReading>(
    db,
    sql`select day::text as day, captures, "slugTotal", "slugMax", "temperatureMin", "temperatureMax",
               "humidityAvg", "rainfallTotal", "batteryMin"
        from (select (measured_at at time zone ${zoneId})::date as day,
                     count(*)::int as captures,
                     sum(slug_count)::int as "slugTotal",
                     max(slug_count)::int as "slugMax",
                     min(temperature) as "temperatureMin",
                     max(temperature) as "temperatureMax",
                     round(avg(humidity)::numeric, 1)::float8 as "humidityAvg",
                     round(sum(rainfall)::numeric, 1)::float8 as "rainfallTotal",
                     min(battery_voltage) as "batteryMin"
              from readings
              where sensor_id = ${sensorId} and ${rangeCondition(range, zoneId)}
              group by 1) as days
        order by days.day`,
  );

/** When the sensor's own station last sent weather: its newest capture with a temperature, read down the key. */
export const selectLastWeatherAt = async (db: Database, sensorId: string): Promise<string | null> => {
  const [row] = await selectRows<{ measuredAt: Date | string }>(
    db,
    sql`select measured_at as "measuredAt" from readings
        where sensor_id = ${sensorId} and temperature is not null
        order by measured_at desc
        limit 1`,
  );
  return row ? new Date(row.measuredAt).toISOString() : null;
};
