import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Refresh tokens are stored as SHA-256 hashes; a family is one sign-in and all its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_family_id_idx').on(table.familyId),
    index('refresh_tokens_user_id_idx').on(table.userId),
  ],
);

export const LOGIN_OUTCOMES = ['success', 'failure', 'throttled'] as const;

/** Every sign-in attempt, kept to throttle by address and by client IP across server processes. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    email: text().notNull(),
    ip: text().notNull(),
    /** Throttled attempts count against the IP limit but do not extend an address lock. */
    outcome: text({ enum: LOGIN_OUTCOMES }).notNull(),
    attemptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_email_idx').on(sql`lower(${table.email})`, table.attemptedAt),
    index('login_attempts_ip_idx').on(table.ip, table.attemptedAt),
  ],
);

/** Secrets generated at first start (e.g. the token signing key) so that no secret lives in the repository. */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
});

export const USER_TOKEN_PURPOSES = [
  'activation',
  'password-reset',
  'access-link',
  'mfa-challenge',
  'passkey-registration',
  'passkey-confirmation',
] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/**
 * Single-use links sent to a user (activation, password reset) or handed out by staff (access links). Only the
 * SHA-256 of the token is kept, so a database dump gives no working link.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: USER_TOKEN_PURPOSES }).notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_tokens_user_id_purpose_idx').on(table.userId, table.purpose)],
);
