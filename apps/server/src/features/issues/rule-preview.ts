import type { Country } from '@console/domain/address/postal-address.schema';
import type { WeatherSource } from '@console/domain/sensor/sensor.schema';
import { hemisphereOf } from '@console/domain/country/country-pack';
import {
  type Hemisphere,
  type IssueRules,
  READING_ISSUE_TYPES,
  type ReadingIssueType,
} from '@console/domain/issue/issue-rule-settings';
import type { IssueTransition, RuleReading } from '@console/domain/issue/issue-rules';
import { type IssueRulePreview, PREVIEW_DAYS } from '@console/domain/settings/issue-rule-settings.endpoints';
import { sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { readSetting } from '../../db/settings-store.ts';
import { getCountryPacks } from '../settings/service.ts';
import { replaySensorReadings } from './reading-issues.ts';

/** Sensors replayed at most: a fleet's month of captures stays a couple of seconds' work, scaled up from these. */
export const PREVIEW_SAMPLE_SENSORS = 100;

type SampledSensor = {
  id: string;
  hasWeatherSensor: boolean;
  weatherSource: WeatherSource;
  country: Country | null;
  reporting: number;
};

/**
 * The sensors that captured within the window, in an order fixed by their serial numbers (so two previews replay the same
 * ones), with how many there are in all.
 */
const selectSample = (db: Database, since: Date) =>
  selectRows<SampledSensor>(
    db,
    sql`select s.id, s.has_weather_sensor as "hasWeatherSensor", s.weather_source as "weatherSource",
               a.postal_address->>'country' as country,
               count(*) over ()::int as reporting
        from sensors s join accounts a on a.id = s.account_id
        where s.last_measured_at >= ${since.toISOString()}::timestamptz
        order by md5(s.serial_number)
        limit ${PREVIEW_SAMPLE_SENSORS}`,
  );

/**
 * Each sampled sensor's captures of the window, oldest first, as one JSON list a sensor: a month of a hundred sensors
 * is some 70 000 captures, which cross from the database as a hundred values rather than as many rows.
 */
const selectReadings = async (db: Database, sensorIds: readonly string[], since: Date) => {
  const rows = await selectRows<{
    sensorId: string;
    readings: (Omit<RuleReading, 'measuredAt'> & { measuredAt: number })[];
  }>(
    db,
    sql`select r.sensor_id as "sensorId",
               json_agg(json_build_object(
                 'measuredAt', (extract(epoch from r.measured_at) * 1000)::bigint, 'temperature', r.temperature, 'humidity', r.humidity,
                 'rainfall', r.rainfall, 'batteryVoltage', r.battery_voltage, 'deviceState', r.device_state,
                 'linuxState', r.linux_state, 'shutter', r.shutter, 'usbFillRate', r.usb_fill_rate,
                 'gps', case when r.gps_lat is not null and r.gps_long is not null
                          then json_build_object('lat', r.gps_lat, 'long', r.gps_long) end)
                 order by r.measured_at) as readings
        from readings r
        where r.sensor_id = any(${sql.param(sensorIds)}::uuid[]) and r.measured_at >= ${since.toISOString()}::timestamptz
        group by r.sensor_id`,
  );
  // The instants cross as milliseconds: formatting them in SQL, one by one, cost more than the list itself.
  return new Map(
    rows.map((row) => [
      row.sensorId,
      row.readings.map((reading) => ({ ...reading, measuredAt: new Date(reading.measuredAt).toISOString() })),
    ]),
  );
};

type Counts = { opened: number; closed: number };
type Compared = { current: Counts; proposed: Counts };
const compared = (): Compared => ({ current: { opened: 0, closed: 0 }, proposed: { opened: 0, closed: 0 } });

const tally = (counts: Counts, transition: IssueTransition) => {
  if (transition.openedAt !== null) counts.opened += 1;
  if (transition.closedAt !== null) counts.closed += 1;
};

/** A sensor's window replayed from a blank state: nothing open, no run under way. */
const replayWindow = (
  sensor: SampledSensor,
  readings: readonly RuleReading[],
  rules: IssueRules,
  hemisphere: Hemisphere,
) =>
  replaySensorReadings(
    {
      linuxState: null,
      linuxFaultOrigin: null,
      hasWeatherSensor: sensor.hasWeatherSensor,
      weatherSource: sensor.weatherSource,
      pendingIssues: null,
      openTypes: [],
    },
    readings,
    rules,
    hemisphere,
  ).replayed.transitions;

const scaled = ({ current, proposed }: Compared, factor: number): Compared => {
  const scale = (counts: Counts) => ({
    opened: Math.round(counts.opened * factor),
    closed: Math.round(counts.closed * factor),
  });
  return { current: scale(current), proposed: scale(proposed) };
};

/**
 * `POST /settings/issues/preview`: the issues the current and the `proposed` rules would have opened and closed over
 * the last PREVIEW_DAYS, replaying the captures of up to PREVIEW_SAMPLE_SENSORS reporting sensors through the same
 * rules as ingestion, so staff see what a change does before saving it.
 */
export const previewIssueRules = async (db: Database, proposed: IssueRules): Promise<IssueRulePreview> => {
  const since = new Date(now().getTime() - PREVIEW_DAYS * 86_400_000);
  const [current, sample, packs] = await Promise.all([
    readSetting(db, 'issueRules'),
    selectSample(db, since),
    getCountryPacks(db),
  ]);
  const readings =
    sample.length === 0
      ? new Map<string, RuleReading[]>()
      : await selectReadings(
          db,
          sample.map((sensor) => sensor.id),
          since,
        );
  const types = new Map<ReadingIssueType, Compared>(READING_ISSUE_TYPES.map((type) => [type, compared()]));
  const countries = new Map<Country | null, Compared>();
  for (const sensor of sample) {
    const country = countries.get(sensor.country) ?? compared();
    countries.set(sensor.country, country);
    const hemisphere = sensor.country ? hemisphereOf(packs[sensor.country]) : 'north';
    for (const side of ['current', 'proposed'] as const) {
      const rules = side === 'current' ? current : proposed;
      for (const transition of replayWindow(sensor, readings.get(sensor.id) ?? [], rules, hemisphere)) {
        tally(country[side], transition);
        tally((types.get(transition.type) as Compared)[side], transition);
      }
    }
  }
  const reporting = sample[0]?.reporting ?? 0;
  const factor = sample.length === 0 ? 1 : reporting / sample.length;
  return {
    days: PREVIEW_DAYS,
    reportingSensors: reporting,
    sampledSensors: sample.length,
    estimated: sample.length < reporting,
    byType: [...types].map(([type, counts]) => ({ type, ...scaled(counts, factor) })),
    byCountry: [...countries]
      .sort(([a], [b]) => (a ?? '~').localeCompare(b ?? '~'))
      .map(([country, counts]) => ({ country, ...scaled(counts, factor) })),
  };
};
