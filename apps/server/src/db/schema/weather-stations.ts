import type { WeatherLinkType } from '@console/domain/sensor/sensor.schema';
import { NETWORK_EVENT_ACTIONS } from '@console/domain/weather/weather-sync.schema';
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
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A partner weather network's connection (decision 174): its credentials, encrypted with a server secret and never
 * read back, unless the environment gives them; paused by staff or not.
 */
export const weatherNetworks = pgTable('weather_networks', {
  network: text().$type<WeatherLinkType>().primaryKey(),
  /** AES-256-GCM over the credentials' JSON, base64url `iv.tag.data`; null when none were saved. */
  credentials: text(),
  isPaused: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
});

/** A partner station the network lists, or a sensor links to: its position, its own watermark and last outcome. */
export const weatherStations = pgTable(
  'weather_stations',
  {
    id: uuid().primaryKey().defaultRandom(),
    network: text().$type<WeatherLinkType>().notNull(),
    /** Sencrop's device id, Weenat's serial: what a sensor's weather link names. */
    externalId: text().notNull(),
    /** As the network names it, once listed. */
    name: text(),
    lat: doublePrecision(),
    long: doublePrecision(),
    /** Sencrop: the e-mail of the farmer who shared it with the console; proposed only to that farmer's account. */
    sharedBy: text(),
    /** The newest hour stored: the next run asks from the hour after it. */
    lastHour: timestamp({ withTimezone: true }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    lastErrorAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.network, table.externalId)],
);

/** A station's hourly weather, once per hour whatever the number of runs that fetched it. */
export const stationHours = pgTable(
  'station_hours',
  {
    stationId: uuid()
      .notNull()
      .references(() => weatherStations.id, { onDelete: 'cascade' }),
    hour: timestamp({ withTimezone: true }).notNull(),
    temperature: real(),
    humidity: real(),
    rainfall: real(),
  },
  (table) => [primaryKey({ columns: [table.stationId, table.hour] })],
);

/** The runs of the weather syncs, kept 30 days for the sync page's log. */
export const weatherSyncRuns = pgTable(
  'weather_sync_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    network: text().$type<WeatherLinkType>().notNull(),
    trigger: text({ enum: ['schedule', 'manual'] }).notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    stations: integer().notNull().default(0),
    hoursStored: integer().notNull().default(0),
    /** Per failing station (or the network itself): what went wrong, in codes the page words. */
    errors: jsonb()
      .$type<{ externalId: string | null; code: string; detail: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [index().on(table.network, table.startedAt)],
);

/** Who saved or removed a network's credentials, paused or resumed it, when and why (never the credentials). */
export const weatherNetworkEvents = pgTable(
  'weather_network_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    network: text().$type<WeatherLinkType>().notNull(),
    action: text({ enum: NETWORK_EVENT_ACTIONS }).notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    by: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull().default(''),
  },
  (table) => [index().on(table.network, table.at)],
);
