import { API_PREFIX, OAUTH_PREFIX } from '@console/domain/config/environment-settings';
import { PAGE_SIZE, type Paged } from '@console/domain/list/list-query';
import { settingChanges } from '@console/domain/settings/setting-changes';
import {
  GLOBAL_PAGE_KEYS,
  type GlobalSettingKey,
  type GlobalSettings,
  type GlobalSettingsUpdate,
  type GlobalSettingValues,
  type SettingReset,
  type SettingVersion,
  globalSettingKeySchema,
  type settingHistoryQuerySchema,
} from '@console/domain/settings/global-settings.schema';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Session } from '../../auth/session.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isoUtc } from '../../db/iso-time.ts';
import { settings, settingVersions, users } from '../../db/schema.ts';
import type { Mailing } from '../../mail/mail-queue.ts';
import { translatedMail } from '../../mail/templates.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  defaultSetting,
  forgetSettings,
  readSetting,
  readSettingState,
  readStoredSetting,
  stateOf,
  userName,
} from '../../db/settings-store.ts';

/** `GET /back/settings/global`: every setting with its version, and the deployment's own settings. */
export const globalSettings = async (db: Database, config: Config): Promise<GlobalSettings> => {
  const [product, mail, sessions, security, risk, retention] = await Promise.all([
    readSettingState(db, 'product'),
    readSettingState(db, 'mail'),
    readSettingState(db, 'sessions'),
    readSettingState(db, 'security'),
    readSettingState(db, 'risk'),
    readSettingState(db, 'retention'),
  ]);
  return {
    settings: { product, mail, sessions, security, risk, retention },
    environment: {
      release: config.environmentSettings.release,
      environment: config.environmentSettings.environment,
      apiPrefix: API_PREFIX,
      oauthPrefix: OAUTH_PREFIX,
      publicUrl: config.PUBLIC_URL,
      defaultsFromEnvironment: config.settingDefaultsFromEnvironment,
    },
  };
};

const outdated = (key: GlobalSettingKey) =>
  new AppError('conflict', 'the setting changed since the form was opened', {
    issues: [{ path: ['changes', key, 'version'], message: 'settings.errors.outdated' }],
  });

/**
 * Writes a version of `key`: its own `value`, or none (null) to go back to the default. Refused when `key` is no
 * longer at `version`; nothing written when the value in force would stay the same, unless a reset makes it follow
 * the default again. Runs in the caller's transaction.
 */
const writeVersion = async <K extends GlobalSettingKey>(
  tx: Database,
  userId: string,
  key: K,
  change: { version: number; value: GlobalSettingValues[K] | null; reason: string; fallback: GlobalSettingValues[K] },
) => {
  // The row exists before it is locked, so two first changes of a key queue on the lock rather than both inserting.
  await tx.insert(settings).values({ key, value: null, version: 0 }).onConflictDoNothing();
  await tx.execute(sql`select 1 from ${settings} where ${settings.key} = ${key} for update`);
  const stored = await readStoredSetting(tx, key);
  if (stored.version !== change.version) throw outdated(key);
  const before = stateOf(key, stored, change.fallback);
  const after = change.value ?? change.fallback;
  const isReset = change.value === null;
  // A value equal to the one in force changes nothing, a default one included: it stays the default.
  const isSame = settingChanges(before.value, after).length === 0;
  if (isSame && (!isReset || before.isDefault)) return;
  const version = stored.version + 1;
  await tx
    .update(settings)
    .set({ value: change.value, version, changedBy: userId, updatedAt: sql`now()` })
    .where(eq(settings.key, key));
  await tx.insert(settingVersions).values({
    key,
    version,
    before: before.value,
    after,
    reason: change.reason,
    isReset,
    changedBy: userId,
  });
};

/** The groups of one save in one transaction, by `userId`: one version for each that changed. */
export const changeGlobalSettings = async (db: Database, userId: string, update: GlobalSettingsUpdate) => {
  await db.transaction(async (tx) => {
    for (const key of GLOBAL_PAGE_KEYS) {
      const change = update.changes[key];
      if (!change) continue;
      const fallback = defaultSetting(db, key);
      await writeVersion(tx, userId, key, {
        version: change.version,
        value: change.value,
        reason: update.reason,
        fallback,
      });
    }
  });
  forgetSettings(db);
};

/** One setting's new value, by `userId`, as a version of its own (none when it stays the same). */
export const changeSetting = async <K extends GlobalSettingKey>(
  db: Database,
  userId: string,
  key: K,
  change: { version: number; value: GlobalSettingValues[K]; reason: string },
) => {
  await db.transaction((tx) => writeVersion(tx, userId, key, { ...change, fallback: defaultSetting(db, key) }));
  forgetSettings(db);
};

/** Puts `key` back to its default, by `userId`, as a version of its own. */
export const resetSetting = async (db: Database, userId: string, key: GlobalSettingKey, reset: SettingReset) => {
  await db.transaction((tx) =>
    writeVersion(tx, userId, key, { ...reset, value: null, fallback: defaultSetting(db, key) }),
  );
  forgetSettings(db);
};

/** `PUT /back/settings/global`: the form's groups, then every setting as it now is. */
export const updateGlobalSettings = async (
  db: Database,
  config: Config,
  session: Session,
  update: GlobalSettingsUpdate,
): Promise<GlobalSettings> => {
  await changeGlobalSettings(db, session.userId, update);
  return globalSettings(db, config);
};

/** `POST /back/settings/global/{key}/reset`: back to the default, then every setting as it now is. */
export const resetGlobalSetting = async (
  db: Database,
  config: Config,
  session: Session,
  key: GlobalSettingKey,
  reset: SettingReset,
): Promise<GlobalSettings> => {
  await resetSetting(db, session.userId, key, reset);
  return globalSettings(db, config);
};

/** `GET /back/settings/global/history`: the versions, newest first, each with what it changed. */
export const settingHistory = async (
  db: Database,
  query: z.output<typeof settingHistoryQuerySchema>,
): Promise<Paged<SettingVersion>> => {
  const where = query.key ? eq(settingVersions.key, query.key) : undefined;
  const order = query.order === 'asc' ? settingVersions.changedAt : desc(settingVersions.changedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        key: settingVersions.key,
        version: settingVersions.version,
        changedAt: isoUtc<string>(settingVersions.changedAt),
        changedBy: userName,
        reason: settingVersions.reason,
        isReset: settingVersions.isReset,
        before: settingVersions.before,
        after: settingVersions.after,
      })
      .from(settingVersions)
      .leftJoin(users, eq(users.id, settingVersions.changedBy))
      .where(where)
      .orderBy(order, desc(settingVersions.version), settingVersions.key)
      .offset(query.start)
      .limit(PAGE_SIZE),
    db.select({ n: count() }).from(settingVersions).where(where),
  ]);
  return {
    items: rows.map(({ before, after, key, ...row }) => ({
      ...row,
      key: globalSettingKeySchema.parse(key),
      changes: settingChanges(before, after),
    })),
    total: total?.n ?? 0,
    filter: query.key ? { key: query.key } : {},
    sort: { field: 'changedAt', order: query.order },
  };
};

/**
 * `POST /back/settings/global/test-mail`: a message to the caller, sent now rather than queued, so that the mail
 * server's answer, or its refusal, shows on the page (502 with the server's words).
 */
export const sendTestMail = async (db: Database, mailing: Mailing, session: Session) => {
  if (!mailing.sendNow) throw new AppError('conflict', 'e-mail is not configured on this server (SMTP_URL)');
  const { senderName, senderAddress } = await readSetting(db, 'mail');
  const mail = translatedMail(
    session.email,
    session.language,
    'settings-test',
    `${mailing.publicUrl}/settings/global`,
    {
      sender: `${senderName} <${senderAddress}>`,
    },
  );
  try {
    return { recipient: session.email, answer: await mailing.sendNow(mail) };
  } catch (error) {
    throw new AppError('bad-gateway', `the mail server refused the message: ${(error as Error).message}`);
  }
};
