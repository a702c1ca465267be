import type { PostalZone, Territory } from '@console/domain/favourite/favourite.schema';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const textList = <Item extends string>() =>
  text()
    .array()
    .$type<Item[]>()
    .notNull()
    .default(sql`'{}'::text[]`);

/** Each user's saved territories (spec point 3): read back into a condition on every list that takes one. */
export const favourites = pgTable(
  'favourites',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    isFavourite: boolean().notNull().default(false),
    postalZones: jsonb().$type<PostalZone[]>().notNull().default([]),
    /** The accounts of a `some-selected` favourite; null for `all-selected`. */
    accountIds: uuid().array(),
    linkedSensorsAndParcels: boolean().notNull().default(false),
    cropTypes: textList<Territory['cropTypes'][number]>(),
    seedingTypes: textList<Territory['seedingTypes'][number]>(),
    risks: textList<Territory['risks'][number]>(),
    faultySensors: boolean().notNull().default(false),
    sensorSerialNumbers: textList<string>(),
    sensorStates: textList<Territory['sensorStates'][number]>(),
    sensorUsages: textList<Territory['sensorUsages'][number]>(),
    tags: textList<string>(),
    /** Since when the owner is told of what newly happens in it; null when not watched. */
    watchedSince: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Names are unique per user, whatever their case; the list sorts by them.
    uniqueIndex('favourites_user_name_key').on(table.userId, sql`lower(${table.name})`),
    // At most one starred favourite a user.
    uniqueIndex('favourites_user_starred_key')
      .on(table.userId)
      .where(sql`${table.isFavourite}`),
    index('favourites_watched_idx')
      .on(table.userId)
      .where(sql`${table.watchedSince} is not null`),
  ],
);

/**
 * One row counting the committed changes that can move a sensor into or out of a territory: a sensor's criteria,
 * owner or parcel, a parcel's address or risk, a crop (decision 188). Triggers bump it once per transaction, as it
 * commits; a favourite's resolved sensors are reused while it stands still.
 */
export const territoryVersion = pgTable('territory_version', { version: bigint({ mode: 'number' }).notNull() });

/**
 * One row counting the committed changes to what a favourite's night figures read: the sensors' nights, a sensor's
 * owner or weather source, an account's name, provider or address (decision 192). Bumped as `territoryVersion` is;
 * the figures are reused while both stand still.
 */
export const nightFiguresVersion = pgTable('night_figures_version', { version: bigint({ mode: 'number' }).notNull() });
