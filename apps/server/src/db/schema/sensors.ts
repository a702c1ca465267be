import { ISSUE_CATEGORIES, ISSUE_LEVELS, ISSUE_TYPES } from '@console/domain/issue/issue.schema';
import type { PendingConditions } from '@console/domain/issue/issue-rules';
import type { Reading } from '@console/domain/sensor/reading.schema';
import {
  DEVICE_STATES,
  LINUX_STATES,
  SENSOR_STATES,
  SENSOR_USAGES,
  SHUTTER_STATES,
  WEATHER_SOURCES,
} from '@console/domain/sensor/sensor.schema';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

export const sensors = pgTable(
  'sensors',
  {
    id: uuid().primaryKey().defaultRandom(),
    serialNumber: text().notNull(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    usage: text({ enum: SENSOR_USAGES }).notNull(),
    hasWeatherSensor: boolean().notNull(),
    hasProviderSupport: boolean().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    comment: text(),
    parcelId: uuid(),
    /** SHA-256 of the device secret: a 256-bit random secret needs no slow hash, and ingestion stays fast. */
    deviceSecretHash: text().notNull(),
    weatherSource: text({ enum: WEATHER_SOURCES }).notNull().default('none'),
    weatherStationId: text(),
    state: text({ enum: SENSOR_STATES }).notNull().default('Inconnu'),
    deviceState: text({ enum: DEVICE_STATES }),
    linuxState: text({ enum: LINUX_STATES }),
    /** The Linux state before the current run of `fault`, so the issue rules can name the failure. */
    linuxFaultOrigin: text({ enum: LINUX_STATES }),
    /** The issue conditions on their way to opening or closing (debounce, clear rule); null when there are none. */
    pendingIssues: jsonb().$type<PendingConditions>(),
    shutter: text({ enum: SHUTTER_STATES }),
    batteryVoltage: real(),
    usbFillRate: real(),
    gpsLat: doublePrecision(),
    gpsLong: doublePrecision(),
    lastSlugCount: integer(),
    lastMeasuredAt: timestamp({ withTimezone: true }),
    lastContactAt: timestamp({ withTimezone: true }),
    openIssueCount: integer().notNull().default(0),
    /** The firmware the device last said it runs, and its board's revision (decision 171); null until it says. */
    firmwareVersion: text(),
    hardwareRevision: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sensors_serial_number_key').on(sql`lower(${table.serialNumber})`),
    index('sensors_serial_number_pattern_idx').on(sql`lower(${table.serialNumber}) text_pattern_ops`),
    index('sensors_account_serial_idx').on(table.accountId, sql`lower(${table.serialNumber})`),
    // Also `sensors_state_usage_idx` (state, usage) include (open_issue_count, last_contact_at, id), written in
    // migration 0003 because drizzle cannot declare INCLUDE: the list's counts and its sorted ids read it alone.
    index('sensors_last_contact_idx').on(table.lastContactAt),
    // The list's default "latest contact first" order: an ordered scan that stops after one page.
    index('sensors_last_contact_desc_idx').on(table.lastContactAt.desc().nullsLast(), table.id),
    index('sensors_faulty_idx')
      .on(table.openIssueCount)
      .where(sql`${table.openIssueCount} > 0`),
    index('sensors_tags_idx').using('gin', table.tags),
    // The list's battery and USB fill ranges, which the dashboard's distribution tiles link to.
    index('sensors_battery_voltage_idx').on(table.batteryVoltage),
    index('sensors_usb_fill_rate_idx').on(table.usbFillRate),
    // A parcel carries at most one sensor; the link lives on the sensor only.
    uniqueIndex('sensors_parcel_id_key')
      .on(table.parcelId)
      .where(sql`${table.parcelId} is not null`),
  ],
);

/**
 * How many sensors each account has in each state, usage and fault status, as a log of changes: migration 0013's
 * triggers on `sensors` add a row of +1 and -1 for each sensor that enters or leaves a group, and a scheduled job
 * folds the rows into one per group. The list's counts add up a few hundred rows instead of reading every sensor
 * that matches; appending instead of updating one counter per group means no two reports wait on each other.
 */
export const sensorCounts = pgTable(
  'sensor_counts',
  {
    accountId: uuid().notNull(),
    state: text({ enum: SENSOR_STATES }).notNull(),
    usage: text({ enum: SENSOR_USAGES }).notNull(),
    faulty: boolean().notNull(),
    n: integer().notNull(),
  },
  (table) => [index('sensor_counts_account_idx').on(table.accountId)],
);

/**
 * Captures as devices send them. One index serves both needs: the key (sensor, capture time, device id)
 * makes a re-sent capture a no-op and is the range scan of every chart. Migration 0003 rebuilds it with
 * INCLUDE (the chart columns), which drizzle cannot declare: one sensor's captures sit one per heap page,
 * so charts read the key alone instead of a page per capture. No foreign key: checking it on
 * every row would cost ingestion throughput, and sensors are retired, never deleted.
 */
export const readings = pgTable(
  'readings',
  {
    sensorId: uuid().notNull(),
    id: uuid().notNull(),
    measuredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    slugCount: integer().notNull(),
    temperature: real(),
    humidity: real(),
    rainfall: real(),
    batteryVoltage: real().notNull(),
    deviceState: text({ enum: DEVICE_STATES }).notNull(),
    linuxState: text({ enum: LINUX_STATES }).notNull(),
    shutter: text({ enum: SHUTTER_STATES }).notNull(),
    usbFillRate: smallint().notNull(),
    gpsLat: doublePrecision(),
    gpsLong: doublePrecision(),
  },
  (table) => [primaryKey({ columns: [table.sensorId, table.measuredAt, table.id] })],
);

export const issues = pgTable(
  'issues',
  {
    id: uuid().primaryKey().defaultRandom(),
    sensorId: uuid()
      .notNull()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    /** The sensor's owner when the issue opened, so issue lists filter by account without a join. */
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    type: text({ enum: ISSUE_TYPES }).notNull(),
    category: text({ enum: ISSUE_CATEGORIES }).notNull(),
    level: text({ enum: ISSUE_LEVELS }).notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
    /** The capture that showed the condition and the one where it cleared (null for time-based rules). */
    openingReading: jsonb().$type<Reading>(),
    closingReading: jsonb().$type<Reading>(),
  },
  (table) => [
    // One running issue per sensor and type: concurrent ingestions and jobs cannot open it twice.
    uniqueIndex('issues_one_open_per_type_key')
      .on(table.sensorId, table.type)
      .where(sql`${table.closedAt} is null`),
    index('issues_sensor_opened_idx').on(table.sensorId, table.openedAt),
    index('issues_account_opened_idx').on(table.accountId, table.openedAt),
    index('issues_opened_idx').on(table.openedAt),
  ],
);
