import type { Country } from '@console/domain/address/postal-address.schema';
import { CROP_TYPES } from '@console/domain/crop/crop-type';
import { SEEDING_TYPES } from '@console/domain/crop/crop.schema';
import type { PostalZone, Territory } from '@console/domain/favourite/favourite.schema';
import { RISK_LABELS, RISK_LEVELS } from '@console/domain/risk/risk.schema';
import { utcToday } from '@console/domain/risk/risk-answers';
import { SENSOR_STATES, SENSOR_USAGES } from '@console/domain/sensor/sensor.schema';
import { TICKET_CATEGORIES } from '@console/domain/support/ticket.schema';
import { addDays, format } from 'date-fns';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../clock.ts';
import {
  accounts,
  crops,
  issues,
  parcels,
  rentContractLines,
  rentContracts,
  sensors,
  subscriptionSeats,
  supportTickets,
} from '../../db/schema.ts';
import {
  accountIdByName,
  insertCoveringSubscription,
  insertFavourite,
  insertOtherProvider,
} from '../../test/fixtures.ts';
import { bearer, createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { type Fleet, parcelInTerritory, sensorInTerritory } from '../../test/territory-oracle.ts';

// Every list a favourite narrows, and its export, returns exactly the rows of the same list without it whose parcel
// or sensor the territory's rule (test/territory-oracle.ts) keeps: over a fleet grown by a seeded generator, for
// random territories, as staff and as a provider.

const SEED = 48;
const TERRITORIES = 24;

/** A small seeded generator (mulberry32): the same fleet and territories on every run and database. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const some = <T>(list: readonly T[], chance: number): T[] => (next() < chance ? list.filter(() => next() < 0.4) : []);
  return { next, int, pick, some };
};
const random = generator(SEED);

const POSTCODES: { postalCode: string; country: Country }[] = [
  { postalCode: '47000', country: 'FR' },
  { postalCode: '47600', country: 'FR' },
  { postalCode: '33000', country: 'FR' },
  { postalCode: '24100', country: 'FR' },
  { postalCode: '4700', country: 'DE' },
  { postalCode: 'SW1A 1AA', country: 'UK' },
  { postalCode: '3300', country: 'AU' },
];
const ZONES: PostalZone[] = [
  { value: '47' },
  { value: '47', country: 'FR' },
  { value: '47000' },
  { value: '33', country: 'FR' },
  { value: '4' },
  { value: '4700', country: 'DE' },
  { value: 'SW1' },
  { value: '3', country: 'AU' },
];
/**
 * Départements none of the fleet's parcels is in: added to a territory's zones, they take it past the zones read one
 * by one from the postcode index, to the zones matched as sets.
 */
const FAR_ZONES: PostalZone[] = Array.from({ length: 21 }, (_, index) => ({ value: String(60 + index), country: 'FR' }));
const TAGS = ['nord', 'sud', 'bio'];

let t: TestApp;
let tokens: Record<'staff' | 'provider', string>;
const today = () => utcToday(now());
const dayFromToday = (days: number) => format(addDays(new Date(`${today()}T00:00:00Z`), days), 'yyyy-MM-dd');

/** Parcels with zero to two crops, sensors on some of them, and issues, tickets, subscriptions and rentals of those. */
const growFleet = async () => {
  const other = await insertOtherProvider(t.db, 'Équivalence');
  const farms = [
    ...(await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.type, 'farmer'))).map((row) => row.id),
  ];
  const provider = await accountIdByName(t.db, 'Agri Distribution Demo');
  const parcelIds: string[] = [];
  for (let index = 0; index < 30; index++) {
    const place = random.pick(POSTCODES);
    const [parcel] = await t.db
      .insert(parcels)
      .values({
        accountId: random.pick(farms),
        label: `Équivalence ${index}`,
        soilType: 'argileux',
        address: { postalCode: place.postalCode, city: 'Commune', country: place.country },
        gpsLat: 44.2,
        gpsLong: 0.6,
        riskLevel: random.pick(RISK_LEVELS),
      })
      .returning({ id: parcels.id });
    parcelIds.push(parcel?.id ?? '');
    // Sown between fourteen months ago and two months ahead: harvested, standing, or planned.
    const sowings = [random.int(480) - 420, random.int(480) - 420].slice(0, random.int(3));
    for (const [year, offset] of [...new Set(sowings)].entries()) {
      const sownOn = dayFromToday(offset);
      await t.db.insert(crops).values({
        parcelId: parcel?.id ?? '',
        year: 2020 + year,
        currentCrop: random.pick(CROP_TYPES),
        seedingType: random.next() < 0.8 ? random.pick(SEEDING_TYPES) : null,
        stage: 'leve',
        estimatedSeedingDate: sownOn,
        actualSeedingDate: random.next() < 0.5 ? sownOn : null,
      });
    }
  }
  const owners = [...farms, provider, other.providerId];
  for (let index = 0; index < 40; index++) {
    const accountId = random.pick(owners);
    const [sensor] = await t.db
      .insert(sensors)
      .values({
        serialNumber: `EQ-${String(index).padStart(4, '0')}`,
        accountId,
        usage: random.pick(SENSOR_USAGES),
        hasWeatherSensor: false,
        hasProviderSupport: false,
        deviceSecretHash: 'unused',
        parcelId: random.next() < 0.7 ? (parcelIds.splice(random.int(parcelIds.length), 1)[0] ?? null) : null,
        state: random.pick(SENSOR_STATES),
        tags: TAGS.filter(() => random.next() < 0.3),
        openIssueCount: random.next() < 0.3 ? 1 : 0,
      })
      .returning({ id: sensors.id });
    const sensorId = sensor?.id ?? '';
    if (random.next() < 0.5) {
      await t.db.insert(issues).values({
        sensorId,
        accountId,
        type: 'ouverture_couvercle',
        category: 'technical',
        level: 'blocking',
        openedAt: now(),
      });
    }
    if (random.next() < 0.4) {
      await t.db.insert(supportTickets).values({
        reference: `EQ-${index}`,
        subject: 'Équivalence',
        category: random.pick(TICKET_CATEGORIES),
        desk: 'provider',
        accountId,
        sensorId,
      });
    }
    if (random.next() < 0.4) await insertCoveringSubscription(t.db, accountId, [sensorId]);
    if (random.next() < 0.3) {
      const [contract] = await t.db
        .insert(rentContracts)
        .values({
          number: `EQ-${index}`,
          lessorAccountId: provider,
          lesseeAccountId: random.pick(farms),
          startsOn: today(),
          plannedReturnOn: dayFromToday(90),
          zoneId: 'Europe/Paris',
        })
        .returning({ id: rentContracts.id });
      await t.db
        .insert(rentContractLines)
        .values({ contractId: contract?.id ?? '', sensorId, lessorAccountId: provider });
    }
  }
};

/** The fleet as the oracle reads it: every parcel with its crops, every sensor. */
const readFleet = async (): Promise<Fleet> => {
  const cropRows = await t.db.select().from(crops);
  const parcelRows = await t.db.select().from(parcels);
  return {
    parcels: new Map(
      parcelRows.map((parcel) => [
        parcel.id,
        {
          id: parcel.id,
          accountId: parcel.accountId,
          postalCode: parcel.address.postalCode,
          country: parcel.address.country,
          riskLevel: parcel.riskLevel,
          crops: cropRows.filter((crop) => crop.parcelId === parcel.id),
        },
      ]),
    ),
    sensors: await t.db.select().from(sensors),
  };
};

const randomZones = () => {
  const zones = random.some(ZONES, 0.4);
  return zones.length > 0 && random.next() < 0.4 ? [...zones, ...FAR_ZONES] : zones;
};

const randomTerritory = (serials: string[], accountIds: string[]): Territory => ({
  postalZones: randomZones(),
  selection:
    random.next() < 0.15
      ? { type: 'some-selected', accountIds: accountIds.filter(() => random.next() < 0.5).slice(0, 5) }
      : { type: 'all-selected' },
  linkedSensorsAndParcels: random.next() < 0.15,
  cropTypes: random.some(CROP_TYPES, 0.3),
  seedingTypes: random.some(SEEDING_TYPES, 0.1),
  risks: random.some(RISK_LABELS, 0.15),
  faultySensors: random.next() < 0.1,
  sensorSerialNumbers: random
    .some(serials, 0.05)
    .map((serial) => (random.next() < 0.5 ? serial.toUpperCase() : serial)),
  sensorStates: random.some(SENSOR_STATES, 0.1),
  sensorUsages: random.some(SENSOR_USAGES, 0.1),
  tags: random.some(TAGS, 0.1),
});

/** Every row's id of a list, page after page; null when the caller may not read it. */
const readAll = async (token: string, path: string, favouriteId?: string): Promise<string[] | null> => {
  const ids: string[] = [];
  for (let start = 0; ; start += 50) {
    const query = new URLSearchParams({ start: String(start), ...(favouriteId && { favourite_id: favouriteId }) });
    const response = await t.app.inject({ url: `/back${path}?${query}`, headers: bearer(token) });
    if (response.statusCode === 403) return null;
    expect(response.statusCode, `${path}?${query}`).toBe(200);
    const page: { items: { id: string }[]; total: number } = response.json();
    ids.push(...page.items.map((item) => item.id));
    if (page.items.length < 50) {
      expect(page.total, `${path}?${query} total`).toBe(ids.length);
      return ids.sort();
    }
  }
};

/** How many rows the list's CSV export holds under the favourite (its header line aside). */
const exportedRows = async (token: string, path: string, favouriteId: string) => {
  const response = await t.app.inject({
    url: `/back${path}/export/csv?favourite_id=${favouriteId}`,
    headers: bearer(token),
  });
  expect(response.statusCode, `${path} export`).toBe(200);
  return response.body.trim().split('\n').length - 1;
};

/** For each list, which of its rows the territory keeps, given the sensors and parcels it keeps. */
const LISTS = {
  '/parcels': async (_sensorIds: Set<string>, parcelIds: Set<string>) => (id: string) => parcelIds.has(id),
  '/sensors': async (sensorIds: Set<string>) => (id: string) => sensorIds.has(id),
  '/issues': async (sensorIds: Set<string>) => {
    const rows = await t.db.select({ id: issues.id, sensorId: issues.sensorId }).from(issues);
    const kept = new Set(rows.filter((row) => sensorIds.has(row.sensorId)).map((row) => row.id));
    return (id: string) => kept.has(id);
  },
  '/support/tickets': async (sensorIds: Set<string>) => {
    const rows = await t.db.select({ id: supportTickets.id, sensorId: supportTickets.sensorId }).from(supportTickets);
    const kept = new Set(rows.filter((row) => row.sensorId && sensorIds.has(row.sensorId)).map((row) => row.id));
    return (id: string) => kept.has(id);
  },
  '/subscriptions': async (sensorIds: Set<string>) => {
    const seats = await t.db.select().from(subscriptionSeats).where(isNull(subscriptionSeats.removedAt));
    const kept = new Set(seats.filter((seat) => sensorIds.has(seat.sensorId)).map((seat) => seat.subscriptionId));
    return (id: string) => kept.has(id);
  },
  '/rent-contracts': async (sensorIds: Set<string>) => {
    const lines = await t.db.select().from(rentContractLines);
    const kept = new Set(lines.filter((line) => sensorIds.has(line.sensorId)).map((line) => line.contractId));
    return (id: string) => kept.has(id);
  },
};

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoUsers(t.app);
  await growFleet();
});
afterAll(() => t.close());

describe('a favourite on every list it narrows', () => {
  it('returns exactly the rows its territory keeps, for random territories', async () => {
    const fleet = await readFleet();
    const serials = fleet.sensors.map((sensor) => sensor.serialNumber);
    const accountIds = (await t.db.select({ id: accounts.id }).from(accounts)).map((row) => row.id);
    const viewers = [
      { email: 'staff@demo.test', token: tokens.staff },
      { email: 'provider@demo.test', token: tokens.provider },
    ];
    const unfiltered = new Map<string, string[] | null>();
    for (const viewer of viewers) {
      for (const path of Object.keys(LISTS))
        unfiltered.set(`${viewer.email}${path}`, await readAll(viewer.token, path));
    }
    let narrowed = 0;
    let kept = 0;
    for (let index = 0; index < TERRITORIES; index++) {
      const territory = randomTerritory(serials, accountIds);
      const sensorIds = new Set(
        fleet.sensors.filter((sensor) => sensorInTerritory(territory, fleet, sensor, today())).map((s) => s.id),
      );
      const parcelIds = new Set(
        [...fleet.parcels.values()].filter((p) => parcelInTerritory(territory, fleet, p, today())).map((p) => p.id),
      );
      for (const viewer of viewers) {
        const favouriteId = await insertFavourite(t.db, viewer.email, `Territoire ${index}`, territory);
        for (const [path, keeps] of Object.entries(LISTS)) {
          const all = unfiltered.get(`${viewer.email}${path}`);
          const expected = all?.filter(await keeps(sensorIds, parcelIds)) ?? null;
          const actual = await readAll(viewer.token, path, favouriteId);
          expect(actual, `${viewer.email} ${path} under ${JSON.stringify(territory)}`).toEqual(expected);
          if (expected)
            expect(await exportedRows(viewer.token, path, favouriteId), `${path} export`).toBe(expected.length);
          if (all && expected) {
            narrowed += expected.length < all.length ? 1 : 0;
            kept += expected.length > 0 ? 1 : 0;
          }
        }
      }
    }
    // The territories both narrow the lists and keep rows in them: the comparison is not between empty lists.
    expect(narrowed).toBeGreaterThan(TERRITORIES);
    expect(kept).toBeGreaterThan(TERRITORIES);
  });
});
