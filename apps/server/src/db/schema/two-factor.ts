import { SIGN_IN_FACTORS, TWO_FACTOR_ACTIONS } from '@console/domain/auth/two-factor.schema';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A user's authenticator app (decision 183): its RFC 6238 secret, unconfirmed until a first code proves the app holds
 * it. `lastStep` is the time step of the last code accepted: a code of that step or an earlier one is refused, so a
 * code works once (ASVS 6.5.1).
 */
export const userTotpFactors = pgTable('user_totp_factors', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as the `otpauth://` URI carries it: the server computes the codes, so it cannot keep only a hash. */
  secret: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  lastStep: bigint({ mode: 'number' }),
  lastUsedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, kept as SHA-256 hashes; a new set replaces the old one. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_recovery_codes_user_id_idx').on(table.userId)],
);

/** What changed in a user's second factors and when, for their security section (decision 183). */
export const twoFactorEvents = pgTable(
  'two_factor_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text({ enum: TWO_FACTOR_ACTIONS }).notNull(),
    /** Who made the change when it was not the user: an administrator resetting the factors. */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('two_factor_events_user_id_at_idx').on(table.userId, table.at)],
);

/**
 * One sign-in: a refresh-token family, whose id the access tokens carry as `sid` (decision 185). The profile lists the
 * last ones; `secondFactorAt` is when a factor was last confirmed in it, at sign-in or since, for the actions that
 * ask for one confirmed within minutes.
 */
export const userSignIns = pgTable(
  'user_sign_ins',
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: text().notNull(),
    userAgent: text(),
    secondFactor: text({ enum: SIGN_IN_FACTORS }),
    secondFactorAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('user_sign_ins_user_id_at_idx').on(table.userId, table.at)],
);

/**
 * A user's passkeys and security keys (WebAuthn, decision 186): each named by its user, with the public key and
 * signature counter the library checks a sign-in against. Several per user.
 */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id as the browser gives it, base64url. */
    credentialId: text().notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: jsonb().$type<string[]>().notNull().default([]),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('user_passkeys_user_id_idx').on(table.userId)],
);
