import type { Country } from '@console/domain/address/postal-address.schema';
import { type IssueRules, READING_ISSUE_TYPES, type ReadingIssueType } from '@console/domain/issue/issue-rule-settings';
import type { IssueTransition, RuleReading } from '@console/domain/issue/issue-rules';
import { type IssueRulePreview, PREVIEW_DAYS } from '@console/domain/settings/issue-rule-settings.endpoints';
import { sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { isoUtc } from '../../db/iso-time.ts';
import { readSetting } from '../../db/settings-store.ts';
import { replaySensorReadings } from './reading-issues.ts';

/** Sensors replayed at most: a fleet's month of captures stays a couple of seconds' work, scaled up from these. */
export const PREVIEW_SAMPLE_SENSORS = 100;

type SampledSensor = { id: string; hasWeatherSensor: boolean; country: Country | null; reporting: number };
type ReadingRow = Omit<RuleReading, 'gps'> & { sensorId: string; gpsLat: number | null; gpsLong: number | null };

/**
 * The sensors that captured within the window, in an order fixed by their serial numbers (so two previews replay the same
 * ones), with how many there are in all.
 */
const selectSample = (db: Database, since: Date) =>
  selectRows<SampledSensor>(
    db,
    sql`select s.id, s.has_weather_sensor as "hasWeatherSensor", a.postal_address->>'country' as country,
               count(*) over ()::int as reporting
        from sensors s join accounts a on a.id = s.account_id
        where s.last_measured_at >= ${since.toISOString()}::timestamptz
        order by md5(s.serial_number)
        limit ${PREVIEW_SAMPLE_SENSORS}`,
  );

const selectReadings = (db: Database, sensorIds: readonly string[], since: Date) =>
  selectRows<ReadingRow>(
    db,
    sql`select r.sensor_id as "sensorId", ${isoUtc(sql`r.measured_at`)} as "measuredAt",
               r.temperature, r.humidity, r.rainfall,
               r.battery_voltage as "batteryVoltage", r.device_state as "deviceState",
               r.linux_state as "linuxState", r.shutter, r.usb_fill_rate as "usbFillRate",
               r.gps_lat as "gpsLat", r.gps_long as "gpsLong"
        from readings r
        where r.sensor_id = any(${sql.param(sensorIds)}::uuid[]) and r.measured_at >= ${since.toISOString()}::timestamptz
        order by r.sensor_id, r.measured_at`,
  );

const bySensor = (rows: readonly ReadingRow[]) => {
  const readings = new Map<string, RuleReading[]>();
  for (const { sensorId, gpsLat, gpsLong, ...reading } of rows) {
    const gps = gpsLat === null || gpsLong === null ? null : { lat: gpsLat, long: gpsLong };
    const list = readings.get(sensorId) ?? [];
    list.push({ ...reading, gps });
    readings.set(sensorId, list);
  }
  return readings;
};

type Counts = { opened: number; closed: number };
type Compared = { current: Counts; proposed: Counts };
const compared = (): Compared => ({ current: { opened: 0, closed: 0 }, proposed: { opened: 0, closed: 0 } });

const tally = (counts: Counts, transition: IssueTransition) => {
  if (transition.openedAt !== null) counts.opened += 1;
  if (transition.closedAt !== null) counts.closed += 1;
};

/** A sensor's window replayed from a blank state: nothing open, no run under way. */
const replayWindow = (sensor: SampledSensor, readings: readonly RuleReading[], rules: IssueRules) =>
  replaySensorReadings(
    {
      linuxState: null,
      linuxFaultOrigin: null,
      hasWeatherSensor: sensor.hasWeatherSensor,
      pendingIssues: null,
      openTypes: [],
    },
    readings,
    rules,
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
  const [current, sample] = await Promise.all([readSetting(db, 'issueRules'), selectSample(db, since)]);
  const readings = bySensor(
    sample.length === 0
      ? []
      : await selectReadings(
          db,
          sample.map((sensor) => sensor.id),
          since,
        ),
  );
  const types = new Map<ReadingIssueType, Compared>(READING_ISSUE_TYPES.map((type) => [type, compared()]));
  const countries = new Map<Country | null, Compared>();
  for (const sensor of sample) {
    const country = countries.get(sensor.country) ?? compared();
    countries.set(sensor.country, country);
    for (const side of ['current', 'proposed'] as const) {
      const rules = side === 'current' ? current : proposed;
      for (const transition of replayWindow(sensor, readings.get(sensor.id) ?? [], rules)) {
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
