import type { Country, ReducedPostalAddress } from '@console/domain/address/postal-address.schema';
import { ACTIVE_INGREDIENTS, DOSAGE_UNITS, FORMULATIONS } from '@console/domain/crop/anti-slug-product.schema';
import { CROP_INTERVENTION_TYPES, SOIL_WORKS } from '@console/domain/crop/crop-intervention.schema';
import { CROP_STAGES, CROP_TYPES, PREVIOUS_CROPS, SEEDING_TYPES } from '@console/domain/crop/crop.schema';
import { SHARING_MODES, SOIL_TYPES } from '@console/domain/parcel/parcel.schema';
import type { StoredRiskAnswers } from '@console/domain/risk/risk-answers';
import { RISK_LEVELS } from '@console/domain/risk/risk.schema';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** Risk levels in sorting order: unmeasured < low < medium < high, a missing answer with unmeasured. */
export const riskRank = (column: AnyPgColumn | SQL) =>
  sql`array_position(array['missing_answer','unmeasured','low','medium','high'], ${column})`;

/**
 * A postcode as postal zones match it (decision 126): in capitals, without spaces. The zones find parcels through an
 * index on it.
 */
export const postalKey = (address: AnyPgColumn | SQL) => sql`upper(replace(${address}->>'postalCode', ' ', ''))`;

export const parcels = pgTable(
  'parcels',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    label: text().notNull(),
    soilType: text({ enum: SOIL_TYPES }).notNull(),
    address: jsonb().$type<ReducedPostalAddress>().notNull(),
    /** The postcode as postal zones match it (`postalKey`), kept from the address: zones read it through an index. */
    postalKey: text().generatedAlwaysAs(sql`upper(replace(address->>'postalCode', ' ', ''))`),
    /** The address's country, kept from it beside the postcode key. */
    country: text().generatedAlwaysAs(sql`address->>'country'`),
    gpsLat: doublePrecision().notNull(),
    gpsLong: doublePrecision().notNull(),
    dsComment: text(),
    customerComment: text(),
    sharingMode: text({ enum: SHARING_MODES })
      .array()
      .notNull()
      .default(sql`'{private}'::text[]`),
    sharedEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    size: real(),
    /** The last assessment, kept on the row so lists filter and sort by risk through an index. */
    riskLevel: text({ enum: RISK_LEVELS }).notNull().default('unmeasured'),
    /**
     * Set while the parcel's sold sensor has no subscription covering it: the first day without one. The stored level
     * then reads unmeasured, so no list, filter or alert tells the risk, until a subscription covers the sensor again.
     */
    riskWithheldSince: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('parcels_account_label_idx').on(table.accountId, sql`lower(${table.label})`),
    // Both built in migration 0015 with INCLUDE (…, id, account_id, sharing_mode), which drizzle cannot declare: a
    // label search or a risk and soil filter counts and pages its matches from the index alone, the caller's scope
    // and the sharing checked there too (see `visibleParcel`).
    index('parcels_label_pattern_idx').on(sql`lower(${table.label}) text_pattern_ops`),
    index('parcels_risk_soil_idx').on(table.riskLevel, table.soilType),
    // The parcels shared with an e-mail address, as a set: a list reads no parcel's e-mails.
    index('parcels_shared_emails_idx').using('gin', table.sharedEmails),
    // The public parcels, which every caller sees: one part of a list's scope read through indexes.
    index('parcels_public_idx')
      .on(table.id)
      .where(sql`'public' = any(${table.sharingMode})`),
    // The list's risk sort (its rank, both ways), so a first page stops after 50 rows instead of sorting all.
    index('parcels_risk_rank_desc_idx').on(sql`${riskRank(table.riskLevel)} desc nulls last`, table.id),
    index('parcels_risk_rank_asc_idx').on(sql`${riskRank(table.riskLevel)} asc nulls last`, table.id),
    index('parcels_soil_type_idx').on(table.soilType),
    // A favourite's postal zones, each a range of this index (see `parcelInZones`), the country read from it too.
    index('parcels_postal_key_idx').on(sql`${table.postalKey} text_pattern_ops`, table.country),
  ],
);

export const parcelSharedAccounts = pgTable(
  'parcel_shared_accounts',
  {
    parcelId: uuid()
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.parcelId, table.accountId] }),
    index('parcel_shared_accounts_account_idx').on(table.accountId),
  ],
);

/** One crop a year per parcel. */
export const crops = pgTable(
  'crops',
  {
    id: uuid().primaryKey().defaultRandom(),
    parcelId: uuid()
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    previousCrop: text({ enum: PREVIOUS_CROPS }),
    currentCrop: text({ enum: CROP_TYPES }).notNull(),
    stage: text({ enum: CROP_STAGES }).notNull(),
    noTolerance: boolean().notNull().default(false),
    estimatedSeedingDate: date().notNull(),
    actualSeedingDate: date(),
    seedingType: text({ enum: SEEDING_TYPES }),
    plantCover: boolean().notNull().default(false),
    plantSpecies: text(),
    estimatedSeedingQuantity: integer(),
    displayName: text(),
    riskAnswers: jsonb().$type<StoredRiskAnswers>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Rebuilt in migration 0007 with INCLUDE (id, current_crop, stage), which drizzle cannot declare: the list
    // reads this season's crop of a page's parcels from the index alone.
    uniqueIndex('crops_parcel_year_key').on(table.parcelId, table.year),
    index('crops_year_type_stage_idx').on(table.year, table.currentCrop, table.stage),
  ],
);

/**
 * Each stage a crop was given and when, its creation included (decision 106): a past night is rated with the stage in
 * force that night, and the stage reminder waits for a stage left unchanged. Written by the `crops` triggers of
 * the `add_crop_stage_changes` migration, whatever writes the crop.
 */
export const cropStageChanges = pgTable(
  'crop_stage_changes',
  {
    cropId: uuid()
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    stage: text({ enum: CROP_STAGES }).notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('crop_stage_changes_crop_changed_idx').on(table.cropId, table.changedAt)],
);

/**
 * The anti-slug products interventions refer to. The manufacturer keeps this catalogue (decisions 052, 110): a
 * product is retired by turning `is_active` off, never deleted, so past interventions keep naming it.
 * `manufacturer` is the authorisation holder; `countries` those of the console's countries where it is authorised.
 */
export const antiSlugProducts = pgTable(
  'anti_slug_products',
  {
    slug: text().primaryKey(),
    name: text().notNull(),
    activeIngredient: text({ enum: ACTIVE_INGREDIENTS }).notNull(),
    manufacturer: text().notNull(),
    formulation: text({ enum: FORMULATIONS }).notNull().default('RB'),
    /** Null on no row today; nullable so that adding the column keeps the rows of a running deployment. */
    authorisedDose: real(),
    dosageUnit: text({ enum: DOSAGE_UNITS }).notNull(),
    countries: text()
      .array()
      .$type<Country[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean().notNull().default(true),
    /** How many days after its application the product still protects the crop: it answers residualPellet so long. */
    efficacyDays: integer().notNull().default(14),
  },
  (table) => [check('anti_slug_products_authorised_dose_check', sql`${table.authorisedDose} > 0`)],
);

/** What was done in the field for a crop: seeding, rolling, soil work, an anti-slug product. */
export const cropInterventions = pgTable(
  'crop_interventions',
  {
    id: uuid().primaryKey().defaultRandom(),
    cropId: uuid()
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    type: text({ enum: CROP_INTERVENTION_TYPES }).notNull(),
    date: date().notNull(),
    soilWork: text({ enum: SOIL_WORKS }),
    slugProduct: text().references(() => antiSlugProducts.slug),
    slugProductDosage: real(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('crop_interventions_crop_date_idx').on(table.cropId, table.date),
    // The treatments of a range, for the dashboards: products only, a small share of what is recorded.
    index('crop_interventions_product_date_idx')
      .on(table.date)
      .where(sql`${table.type} = 'product'`),
    // Each type carries its own fields, so reading a row never has to guess them.
    check('crop_interventions_soil_work_check', sql`(${table.type} = 'soil_work') = (${table.soilWork} is not null)`),
    check(
      'crop_interventions_product_check',
      sql`(${table.type} = 'product') = (${table.slugProduct} is not null and ${table.slugProductDosage} > 0)`,
    ),
  ],
);

/** A person without an account whom parcels were shared with by e-mail; accepted once they sign up. */
export const sharingInvitations = pgTable(
  'sharing_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    invitedByAccountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp({ withTimezone: true }),
  },
  // One waiting invitation an address: sharing again with it sends the same link.
  (table) => [
    uniqueIndex('sharing_invitations_pending_email_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null`),
  ],
);
