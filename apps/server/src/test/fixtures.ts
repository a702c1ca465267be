import { utcToday } from '@console/domain/risk/risk-answers';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { now } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { defaultRights, type Rights } from '@console/domain/access/rights';
import type { CropType, SeedingType } from '@console/domain/crop/crop.schema';
import { EVERYTHING, type Territory } from '@console/domain/favourite/favourite.schema';
import type { RiskLevel } from '@console/domain/risk/risk.schema';
import { hashPassword } from '../auth/password-hash.ts';
import {
  accounts,
  crops,
  favourites,
  parcels,
  roles,
  subscriptionPlans,
  subscriptionSeats,
  subscriptions,
  users,
} from '../db/schema.ts';
import { DEMO_PASSWORD } from '../demo/seed.ts';
import { acceptCurrentTerms } from '../features/terms/service.ts';
import { capture, newSensor } from './device-payloads.ts';
import { multipart } from './multipart.ts';
import { bearer } from './test-app.ts';

export const accountIdByName = async (db: Database, name: string): Promise<string> => {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
  if (!account) throw new Error(`no account named ${name}`);
  return account.id;
};

export type CreatedSensor = { id: string; serialNumber: string; deviceSecret: string };

export const createSensorAs = async (
  app: FastifyInstance,
  token: string,
  accountId: string,
  serialNumber: string,
  overrides: Record<string, unknown> = {},
): Promise<CreatedSensor> => {
  const response = await app.inject({
    method: 'POST',
    url: '/back/sensors',
    headers: bearer(token),
    payload: newSensor(accountId, serialNumber, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`sensor ${serialNumber} not created: ${response.body}`);
  return response.json<CreatedSensor>();
};

/** Links a sensor to a partner weather station, as its weather card does. */
export const linkStation = async (
  app: FastifyInstance,
  token: string,
  sensorId: string,
  source: 'sencrop' | 'weenat',
  serialNumber: string,
) => {
  const linked = await app.inject({
    method: 'POST',
    url: `/back/sensors/${sensorId}/weather`,
    headers: bearer(token),
    payload: { source, serialNumber },
  });
  if (linked.statusCode !== 200) throw new Error(`sensor ${sensorId} not linked to ${serialNumber}: ${linked.body}`);
};

export const deviceAuth = (serialNumber: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${serialNumber}:${secret}`).toString('base64')}`,
});

let sequence = 0;
/** A healthy capture `hoursAgo` before now, with a fresh device-chosen id. */
export const reading = (hoursAgo: number, change: Record<string, unknown> = {}) =>
  capture(new Date(now().getTime() - hoursAgo * 3600_000 - sequence++), change);

export const sendReadings = (app: FastifyInstance, sensor: CreatedSensor, readings: unknown[]) =>
  app.inject({
    method: 'POST',
    url: '/back/device-api/readings',
    headers: deviceAuth(sensor.serialNumber, sensor.deviceSecret),
    payload: { readings },
  });

/**
 * An active user with the demo password who accepted the current terms, as the demo users did: signed in, they reach
 * tenant data (the server keeps it from anyone who has not accepted the terms).
 */
export const insertActiveUser = async (
  db: Database,
  user: Omit<typeof users.$inferInsert, 'state' | 'passwordHash'>,
): Promise<string> => {
  const [row] = await db
    .insert(users)
    .values({ ...user, state: 'activated', passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  await acceptCurrentTerms(db, row.id);
  return row.id;
};

/** A user of an existing account with a role of its own, to prove what a right (or its absence) allows. */
export const createUserWithRights = async (
  db: Database,
  accountName: string,
  email: string,
  rights: Partial<Rights>,
): Promise<void> => {
  const [account] = await db
    .select({ id: accounts.id, type: accounts.type })
    .from(accounts)
    .where(eq(accounts.name, accountName));
  if (!account) throw new Error(`no account named ${accountName}`);
  const [role] = await db
    .insert(roles)
    .values({
      accountType: account.type,
      labelFr: `Test ${email}`,
      rights: { ...defaultRights(account.type), ...rights },
    })
    .returning({ id: roles.id });
  if (!role) throw new Error('role not created');
  await insertActiveUser(db, { email, accountId: account.id, roleId: role.id });
};

/** A French parcel at a postcode, with the crop in its field when one is given. */
export const insertParcel = async (
  db: Database,
  parcel: { label: string; accountId: string; postalCode: string; riskLevel?: RiskLevel },
  crop?: { currentCrop: CropType; seedingType: SeedingType },
): Promise<string> => {
  const [row] = await db
    .insert(parcels)
    .values({
      accountId: parcel.accountId,
      label: parcel.label,
      soilType: 'argileux',
      address: { postalCode: parcel.postalCode, city: 'Commune', country: 'FR' },
      gpsLat: 44.2,
      gpsLong: 0.6,
      riskLevel: parcel.riskLevel ?? 'low',
    })
    .returning({ id: parcels.id });
  if (!row) throw new Error('parcel not created');
  if (crop) {
    // Sown a month ago, whatever today is: in the field and within its slug-sensitive stages.
    const sownOn = utcToday(new Date(now().getTime() - 30 * 86_400_000));
    await db.insert(crops).values({
      parcelId: row.id,
      year: Number(sownOn.slice(0, 4)),
      ...crop,
      stage: 'leve',
      estimatedSeedingDate: sownOn,
      actualSeedingDate: sownOn,
    });
  }
  return row.id;
};

/** A favourite of the user's, as the favourites screens save it; watched from now when `isWatched`. */
export const insertFavourite = async (
  db: Database,
  email: string,
  name: string,
  territory: Partial<Territory> & { isWatched?: boolean } = {},
): Promise<string> => {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const { selection, isWatched, ...rest } = { ...EVERYTHING, ...territory };
  const [row] = await db
    .insert(favourites)
    .values({
      ...rest,
      userId: user.id,
      name,
      accountIds: selection.type === 'some-selected' ? selection.accountIds : null,
      watchedSince: isWatched ? now() : null,
    })
    .returning({ id: favourites.id });
  if (!row) throw new Error('favourite not created');
  return row.id;
};

/** A provider outside the demo's, with one farm of its own: what another tenant holds. */
export const insertOtherProvider = async (
  db: Database,
  name: string,
): Promise<{ providerId: string; farmId: string }> => {
  const [provider] = await db
    .insert(accounts)
    .values({
      type: 'provider',
      name,
      postalAddress: { firstLine: '1 rue du Port', postalCode: '35000', city: 'Rennes', country: 'FR' },
    })
    .returning({ id: accounts.id });
  if (!provider) throw new Error('provider not created');
  const [farm] = await db
    .insert(accounts)
    .values({
      type: 'farmer',
      name: `${name} farm`,
      providerId: provider.id,
      postalAddress: { firstLine: 'La Lande', postalCode: '35500', city: 'Vitré', country: 'FR' },
    })
    .returning({ id: accounts.id });
  if (!farm) throw new Error('farm not created');
  return { providerId: provider.id, farmId: farm.id };
};

/**
 * A subscription of the holder that covers the sensors from a year ago to a year on, as the affectation rule asks of
 * a sold sensor (its plan, `TEST-YEAR`, is made on first use).
 */
export const insertCoveringSubscription = async (
  db: Database,
  accountId: string,
  sensorIds: string[],
): Promise<string> => {
  const [existing] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.code, 'TEST-YEAR'));
  const [plan] = existing
    ? [existing]
    : await db
        .insert(subscriptionPlans)
        .values({
          code: 'TEST-YEAR',
          labels: { fr: 'Test', en: 'Test', de: 'Test', es: 'Test' },
          countries: ['FR', 'AU', 'DE', 'ES', 'UK'],
          kind: 'duration',
          durationMonths: 24,
        })
        .returning({ id: subscriptionPlans.id });
  const day = (offset: number) => new Date(now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(subscriptions)
    .values({
      accountId,
      planId: plan?.id ?? '',
      startsOn: day(-365),
      endsOn: day(365),
      graceDays: 14,
      zoneId: 'Europe/Paris',
      autoRenew: false,
    })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error('subscription not created');
  if (sensorIds.length > 0) {
    await db.insert(subscriptionSeats).values(sensorIds.map((sensorId) => ({ subscriptionId: row.id, sensorId })));
  }
  return row.id;
};

/** A sold sensor with the subscription its holder needs to place it on a parcel (decision 130). */
export const createCoveredSensorAs = async (
  t: { app: FastifyInstance; db: Database },
  token: string,
  accountId: string,
  serialNumber: string,
  overrides: Record<string, unknown> = {},
): Promise<CreatedSensor> => {
  const sensor = await createSensorAs(t.app, token, accountId, serialNumber, overrides);
  await insertCoveringSubscription(t.db, accountId, [sensor.id]);
  return sensor;
};

/** A device's photo of one of its captures, with the `capture` part its model would send. */
export const sendCaptureImage = (
  app: FastifyInstance,
  sensor: CreatedSensor,
  captureId: string,
  { image, capture: part }: { image: Buffer; capture: Record<string, unknown> },
) => {
  const body = multipart([
    { name: 'capture', value: JSON.stringify(part) },
    { name: 'image', fileName: 'capture.jpg', type: 'image/jpeg', content: image },
  ]);
  return app.inject({
    method: 'POST',
    url: `/back/device-api/captures/${captureId}/image`,
    headers: { ...deviceAuth(sensor.serialNumber, sensor.deviceSecret), ...body.headers },
    payload: body.payload,
  });
};
