import { harvestDay } from '@console/domain/crop/crop-in-field';
import { CROP_STAGES, cropInputSchema } from '@console/domain/crop/crop.schema';
import type { ParcelListItem } from '@console/domain/parcel/parcel-list.schema';
import { utcToday } from '@console/domain/risk/risk-answers';
import type { Dashboard, NightGrid } from '@console/domain/dashboard/dashboard.schema';
import type { Stats } from '@console/domain/dashboard/stats.schema';
import type { SensorNightImage } from '@console/domain/sensor/capture-image.schema';
import type { CaptureReview, ReviewQueueItem } from '@console/domain/sensor/count-review.schema';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now, setClock } from '../clock.ts';
import { selectRows } from '../db/client.ts';
import { accounts, crops, cropStageChanges, parcels, sensors, users } from '../db/schema.ts';
import { isSensorRentedTo } from '../features/rent-contracts/service.ts';
import { isSensorCovered } from '../features/subscriptions/service.ts';
import { insertFavourite } from '../test/fixtures.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { seedDemoFavourites } from './favourites.ts';
import { seedDemoFleet } from './fleet.ts';
import { seedDemoWeatherStations } from './weather-stations.ts';
import { seedDemoCaptureImages } from './capture-images.ts';
import { seedDemoCountReviews } from './count-reviews.ts';
import { openFileStore } from '../storage/file-store.ts';
import { seedDemoNights } from './nights.ts';
import { seedDemoUsage } from './usage.ts';
import { seedDemoParcels } from './parcels.ts';
import { seedDemoRentContracts } from './rent-contracts.ts';
import { seedDemoSupportTickets } from './support-tickets.ts';
import { seedDemoSubscriptions } from './subscriptions.ts';
import { communesOf, DEMO_COMMUNES, distanceKm, type DemoCommune } from './places.ts';

/** A field counts as in its commune within this distance of the centre: the communes' own extent, and then some. */
const NEAR_KM = 15;

const communeNamed = (address: { postalCode: string; city: string; country: string }): DemoCommune | undefined =>
  Object.values(DEMO_COMMUNES).find(
    (commune) =>
      commune.country === address.country && commune.postalCode === address.postalCode && commune.city === address.city,
  );

let t: TestApp;
const seededAt = new Date();

// The whole demo, as the demo environment seeds it (two seasons of captures: the slowest set-up of the suite, so
// every check of the demo data shares it).
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoFleet(t.db, seededAt);
  await seedDemoParcels(t.db, seededAt);
  await seedDemoSubscriptions(t.db, seededAt);
  await seedDemoRentContracts(t.db, seededAt);
  await seedDemoSupportTickets(t.db, seededAt);
  await seedDemoFavourites(t.db);
  await seedDemoNights(t.db, seededAt);
  await seedDemoUsage(t.db, seededAt);
  await seedDemoWeatherStations(t.db, seededAt);
  await seedDemoCaptureImages(t.db, openFileStore(t.config), seededAt);
  await seedDemoCountReviews(t.db);
}, 300_000);
afterAll(() => t.close());

describe('the demo data stands where its addresses say', () => {
  it('places every parcel within a few kilometres of the commune its address names', async () => {
    const rows = await t.db
      .select({ label: parcels.label, address: parcels.address, lat: parcels.gpsLat, long: parcels.gpsLong })
      .from(parcels);
    expect(rows.length).toBeGreaterThan(290);
    const misplaced = rows.flatMap((parcel) => {
      const commune = communeNamed(parcel.address);
      const km = commune ? distanceKm(commune, { lat: parcel.lat, long: parcel.long }) : Infinity;
      return km <= NEAR_KM ? [] : [`${parcel.label} (${parcel.address.postalCode} ${parcel.address.city}): ${km} km`];
    });
    expect(misplaced).toEqual([]);
  });

  it('places every sensor near a commune of its owner, and where its parcel is', async () => {
    const rows = await t.db
      .select({
        serial: sensors.serialNumber,
        owner: accounts.name,
        position: { lat: sensors.gpsLat, long: sensors.gpsLong },
        parcel: { lat: parcels.gpsLat, long: parcels.gpsLong },
      })
      .from(sensors)
      .innerJoin(accounts, eq(accounts.id, sensors.accountId))
      .leftJoin(parcels, eq(parcels.id, sensors.parcelId))
      .where(and(isNotNull(sensors.gpsLat), isNotNull(sensors.gpsLong)));
    expect(rows.length).toBeGreaterThan(140);
    const misplaced = rows.filter(({ owner, position, parcel }) => {
      const at = position as { lat: number; long: number };
      const nearHome = communesOf(owner).some((commune) => distanceKm(commune, at) <= NEAR_KM);
      return !nearHome || (parcel !== null && (parcel.lat !== at.lat || parcel.long !== at.long));
    });
    expect(misplaced.map((sensor) => `${sensor.serial} of ${sensor.owner}`)).toEqual([]);
  });

  it('gives every account and user a real postcode and commune of its country', async () => {
    const addresses = [
      ...(await t.db.select({ name: accounts.name, address: accounts.postalAddress }).from(accounts)),
      ...(await t.db.select({ name: users.email, address: users.postalAddress }).from(users)),
    ];
    const unknown = addresses
      .filter(({ address }) => !address || address.postalCode === '00000' || !communeNamed(address))
      .map(({ name, address }) => `${name}: ${JSON.stringify(address)}`);
    expect(unknown).toEqual([]);
  });
});

describe('the demo crops', () => {
  it('records crops the crop form would accept: a stage past sowing with its actual seeding date', async () => {
    const rows = await t.db.select().from(crops);
    expect(rows.length).toBeGreaterThan(0);
    // Columns left empty are fields left out of the form.
    const refused = rows
      .map((row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)))
      .filter((row) => !cropInputSchema.safeParse(row).success);
    expect(refused).toEqual([]);
  });

  it('keeps every crop in its field when the console is opened again, as on 5 January a demo seeded on 20 December', async () => {
    const cropsInTheList = async () => {
      // Signed in on the day the list is read: a token of the seeding day has long expired 16 days later.
      const staff = await signIn(t.app, 'staff@demo.test');
      const inField = new Map<string, string | null>();
      for (let total = 1; inField.size < total;) {
        const response = await t.app.inject({ url: `/back/parcels?start=${inField.size}`, headers: bearer(staff) });
        const page = response.json<{ items: ParcelListItem[]; total: number }>();
        for (const parcel of page.items) inField.set(parcel.id, parcel.currentCrop?.id ?? null);
        total = page.total;
      }
      return inField;
    };
    const atSeeding = await cropsInTheList();
    const openedAgain = new Date(seededAt.getTime() + 16 * 86_400_000);
    const harvestedBy = new Set(
      (await t.db.select().from(crops))
        .filter((crop) => harvestDay(crop) <= utcToday(openedAgain))
        .map((crop) => crop.id),
    );
    const expected = new Map([...atSeeding].filter(([, crop]) => crop === null || !harvestedBy.has(crop)));
    expect([...atSeeding.values()].filter(Boolean).length).toBeGreaterThan(200);
    setClock(openedAgain);
    try {
      const later = await cropsInTheList();
      expect(new Map([...later].filter(([parcel]) => expected.has(parcel)))).toEqual(expected);
    } finally {
      setClock(null);
    }
  });
});

describe('the demo crops’ stages', () => {
  it('dates every stage a sown crop went through, in the order it grew, before the seeding', async () => {
    const changes = await t.db
      .select({ cropId: crops.id, stage: cropStageChanges.stage, changedAt: cropStageChanges.changedAt })
      .from(cropStageChanges)
      .innerJoin(crops, eq(crops.id, cropStageChanges.cropId))
      .where(isNotNull(crops.actualSeedingDate))
      .orderBy(asc(cropStageChanges.changedAt));
    const byCrop = new Map<string, typeof changes>();
    for (const change of changes) byCrop.set(change.cropId, [...(byCrop.get(change.cropId) ?? []), change]);
    const grown = (await t.db.select().from(crops)).filter(
      (crop) => CROP_STAGES.indexOf(crop.stage) > CROP_STAGES.indexOf('leve') && crop.actualSeedingDate !== null,
    );
    expect(grown.length).toBeGreaterThan(100);
    const unlikely = grown.flatMap((crop) => {
      const history = byCrop.get(crop.id) ?? [];
      const stages = history.map((change) => change.stage);
      const inOrder = stages.every(
        (stage, i) => i === 0 || CROP_STAGES.indexOf(stage) > CROP_STAGES.indexOf(stages[i - 1] ?? stage),
      );
      const dated = history.every((change) => change.changedAt < seededAt);
      return history.length >= 2 && inOrder && dated && stages.at(-1) === crop.stage && stages[0] === 'seme'
        ? []
        : [`${crop.id} at ${crop.stage}: ${stages.join(', ')}`];
    });
    expect(unlikely).toEqual([]);
  });

  it('shows the farmer last season at risk while the crops were young and low once they had grown', async () => {
    const farmer = await signIn(t.app, 'farmer@demo.test');
    const own = await t.db
      .select({ id: parcels.id })
      .from(parcels)
      .innerJoin(accounts, eq(accounts.id, parcels.accountId))
      .innerJoin(sensors, eq(sensors.parcelId, parcels.id))
      .where(eq(accounts.name, 'Ferme des Demo'));
    const levels = await Promise.all(
      own.map(async (parcel) => {
        const response = await t.app.inject({ url: `/back/parcels/${parcel.id}/history`, headers: bearer(farmer) });
        expect(response.statusCode).toBe(200);
        const [lastSeason] = response.json<{ seasons: { weeks: { riskLevel: string }[] }[] }>().seasons;
        return new Set(lastSeason?.weeks.map((week) => week.riskLevel));
      }),
    );
    expect(levels.some((seen) => (seen.has('medium') || seen.has('high')) && seen.has('low'))).toBe(true);
  });
});

describe('the demo favourites', () => {
  type Favourite = { name: string; isFavourite: boolean; coverage: { parcels: number; sensors: number } };
  const favouritesOf = async (email: string) => {
    const response = await t.app.inject({ url: '/back/favourites', headers: bearer(await signIn(t.app, email)) });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Favourite[] }>().items;
  };

  it('gives staff and the provider two favourites each, one starred, each reaching some of the demo', async () => {
    for (const email of ['staff@demo.test', 'provider@demo.test']) {
      const saved = await favouritesOf(email);
      expect(saved).toHaveLength(2);
      expect(saved.filter((favourite) => favourite.isFavourite)).toHaveLength(1);
      const empty = saved.filter(({ coverage }) => coverage.parcels + coverage.sensors === 0);
      expect(empty.map((favourite) => `${email}: ${favourite.name}`)).toEqual([]);
    }
  });

  it('has a provider user who has not been through the favourites onboarding', async () => {
    const token = await signIn(t.app, 'provider-new@demo.test');
    const profile = await t.app.inject({ url: '/back/profile', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ favouriteOnboardingDone: false });
    expect((await t.app.inject({ url: '/back/favourites/proposal', headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe('the demo subscriptions', () => {
  it('covers every sold sensor on a parcel but one, whose subscription has expired', async () => {
    const placed = await t.db
      .select({ id: sensors.id, accountId: sensors.accountId, providerId: accounts.providerId })
      .from(sensors)
      .innerJoin(accounts, eq(accounts.id, sensors.accountId))
      .where(and(eq(sensors.usage, 'selling'), isNotNull(sensors.parcelId)));
    expect(placed.length).toBeGreaterThan(20);
    const uncovered: string[] = [];
    for (const sensor of placed) {
      const holders = [sensor.accountId, ...(sensor.providerId ? [sensor.providerId] : [])];
      if (!(await isSensorCovered(t.db, sensor.id, holders))) uncovered.push(sensor.id);
    }
    expect(uncovered).toHaveLength(1);
    // Its parcel's risk, and no other, is withheld at once, from the day after the pilot's grace.
    const withheld = await t.db
      .select({ sensorId: sensors.id, riskLevel: parcels.riskLevel, since: parcels.riskWithheldSince })
      .from(parcels)
      .innerJoin(sensors, eq(sensors.parcelId, parcels.id))
      .where(isNotNull(parcels.riskWithheldSince));
    expect(withheld).toEqual([{ sensorId: uncovered[0], riskLevel: 'unmeasured', since: expect.any(String) }]);
    expect(Date.parse(withheld[0]?.since ?? '')).toBeLessThan(seededAt.getTime() - 150 * 86_400_000);
  });

  it('has subscriptions ending within 30 days, one in grace and one expired', async () => {
    const response = await t.app.inject({
      url: '/back/subscriptions?sort=endsOn',
      headers: bearer(await signIn(t.app, 'staff@demo.test')),
    });
    const statuses = response.json<{ items: { status: string }[] }>().items.map((item) => item.status);
    expect(statuses.filter((status) => status === 'to_renew').length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status === 'grace')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'expired')).toHaveLength(1);
  });
});

describe('the demo rent contracts', () => {
  it('rents the demo farm its sensors for rent until soon, and waits for it to validate another contract', async () => {
    const farmer = await signIn(t.app, 'farmer@demo.test');
    const mine = await t.app.inject({ url: '/back/rent-contracts/mine', headers: bearer(farmer) });
    const statuses = mine.json<{ items: { id: string; status: string; lessor: { name: string } }[] }>().items;
    expect(statuses.map((item) => item.status).sort()).toEqual(['ending', 'pending_validation']);
    expect(statuses.every((item) => item.lessor.name === 'Agri Distribution Demo')).toBe(true);
    const profile = await t.app.inject({ url: '/back/profile', headers: bearer(farmer) });
    expect(profile.json<{ hasRentContracts: boolean }>().hasRentContracts).toBe(true);
    // The distributor keeps a spare for rent in stock, for its desk to replace a faulty rented trap with.
    const desk = await signIn(t.app, 'provider@demo.test');
    const agri = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, 'Agri Distribution Demo'));
    const spares = await t.app.inject({
      url: `/back/sensors?usages=renting&with_parcel=false&rentable_by=${agri[0]?.id ?? ''}`,
      headers: bearer(desk),
    });
    expect(spares.json<{ total: number }>().total).toBeGreaterThan(0);
    // The validated one accepted the demo's rent terms, which the waiting one shows too.
    for (const item of statuses) {
      const contract = await t.app.inject({ url: `/back/rent-contracts/${item.id}`, headers: bearer(farmer) });
      expect(contract.json<{ termsVersion?: string }>().termsVersion).toBe('2026-01');
    }
    // Both validated contracts, the farm's and the provider's, count under that version.
    const staffToken = await signIn(t.app, 'staff@demo.test');
    const rentTerms = await t.app.inject({ url: '/back/settings/tos?kind=rent', headers: bearer(staffToken) });
    expect(rentTerms.json<{ items: { acceptedCount: number }[] }>().items[0]?.acceptedCount).toBe(2);
    // The farm's rented sensors stand on its parcels lawfully: their contract is validated.
    const rented = await t.db
      .select({ id: sensors.id })
      .from(sensors)
      .innerJoin(accounts, eq(accounts.id, sensors.accountId))
      .where(and(eq(accounts.name, 'Ferme des Demo'), eq(sensors.usage, 'renting'), isNotNull(sensors.parcelId)));
    const farm = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Ferme des Demo'));
    for (const sensor of rented) expect(await isSensorRentedTo(t.db, sensor.id, farm[0]?.id ?? '')).toBe(true);
    // The manufacturer's contract with the provider carries them too, sub-rented.
    const staff = await signIn(t.app, 'staff@demo.test');
    const provider = await t.app.inject({ url: '/back/rent-contracts?status=active', headers: bearer(staff) });
    expect(provider.json<{ items: { lessee: { name: string } }[] }>().items.map((item) => item.lessee.name)).toEqual([
      'Agri Distribution Demo',
    ]);
  });
});

describe('the demo data fills the dashboards', () => {
  it('gives staff nights, risks, rankings and delivery over the last 30 days', async () => {
    const token = await signIn(t.app, 'staff@demo.test');
    const board = async (tab: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/back/dashboard/${tab}`, headers: bearer(token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Dashboard>().tiles;
    };
    const activity = await board('activity');
    const riskByNight = activity.find((tile) => tile.key === 'risk-by-night');
    // The range's last night is still running until noon (UTC), and is then left out.
    expect(riskByNight?.nights?.length).toBeGreaterThanOrEqual(29);
    expect(riskByNight?.nights?.every((night) => Object.keys(night.values).length > 0)).toBe(true);
    expect(activity.find((tile) => tile.key === 'top-parcels')?.series).toHaveLength(10);
    expect(activity.find((tile) => tile.key === 'risk-without-action')?.value).toBeGreaterThan(0);
    expect(activity.find((tile) => tile.key === 'pressure-by-zone')?.series?.length).toBeGreaterThan(1);
    expect(activity.find((tile) => tile.key === 'rent-contracts-due')?.value).toBeGreaterThan(0);
    expect(activity.find((tile) => tile.key === 'parcel-alerts')?.value).toBeGreaterThan(0);
    expect(activity.find((tile) => tile.key === 'treatments-at-low-risk')?.value).toBe(3);
    // Without a favourite staff's rankings read every parcel's nights without narrowing them through the parcel
    // list; a favourite reaching everything narrows through it, to the same figures.
    const nightTiles = (tiles: Dashboard['tiles']) =>
      tiles.filter((tile) => ['top-parcels', 'risk-without-action', 'pressure-by-zone'].includes(tile.key));
    const everything = await insertFavourite(t.db, 'staff@demo.test', 'Everything');
    expect(nightTiles(await board(`activity?favourite_id=${everything}`))).toEqual(nightTiles(activity));
    // The month's rankings came from the totals the fold kept; summed from the nights, they are the same.
    const keptNights = riskByNight?.nights ?? [];
    const kept = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from parcel_window_totals
          where night_from = ${keptNights[0]?.night}::date and night_to = ${keptNights.at(-1)?.night}::date`,
    );
    expect(kept[0]?.n).toBeGreaterThan(10);
    await t.db.execute(sql`delete from parcel_window_totals`);
    expect(nightTiles(await board('activity'))).toEqual(nightTiles(activity));
    const nights = (await board('sensors')).find((tile) => tile.key === 'nights');
    expect(nights?.value).toBeGreaterThan(0);
    // The sensors gone silent three days ago owed their last nights.
    expect(nights?.series?.find((part) => part.key === 'silent')?.value).toBeGreaterThan(0);
    // Captures reached the console within minutes of being taken.
    const delay = (await board('qos')).find((tile) => tile.key === 'qos-delay');
    expect(delay?.value).toBeGreaterThan(0);
    expect(delay?.value).toBeLessThan(16);
    const support = await board('support');
    const supportFigure = (key: string) => support.find((tile) => tile.key === key)?.value;
    // Four tickets of the last two weeks: three still waiting, one escalated, the distributor's solved.
    expect(supportFigure('tickets-opened')).toBe(4);
    expect(supportFigure('tickets-backlog')).toBe(3);
    expect(supportFigure('tickets-escalated')).toBe(1);
    expect(supportFigure('tickets-resolved')).toBe(1);
    expect(supportFigure('first-answer-time')).toBeGreaterThan(0);
    const metrics = await board('metrics');
    expect(metrics.find((tile) => tile.key === 'active-users')?.value).toBeGreaterThan(3);
    expect(metrics.find((tile) => tile.key === 'exports')?.series?.length).toBeGreaterThan(1);
    const grid = await t.app.inject({ method: 'GET', url: '/back/dashboard/sensors/nights', headers: bearer(token) });
    expect(grid.json<NightGrid>().items.some((row) => row.states.includes('captured'))).toBe(true);
    const usage = (await t.app.inject({ url: '/back/stats/usage', headers: bearer(token) })).json<Stats>();
    const month = usage.periods.at(-1) ?? '';
    // A month's first night ends at noon (UTC) on its 2nd: until then this month has none to count, the last one does.
    const isFirstNightOver = now() >= new Date(`${month}-02T12:00:00Z`);
    for (const key of ['contract-utilisation', 'coverage-gaps']) {
      const measure = usage.measures.find((candidate) => candidate.key === key);
      const values = measure?.rows[0]?.values;
      expect(measure?.pendingPeriods).toEqual(isFirstNightOver ? [] : [month]);
      if (!isFirstNightOver) expect(values?.at(-1)).toBeNull();
      if (key === 'contract-utilisation') {
        // The rented sensors are out, some on parcels, every month.
        expect(values?.at(isFirstNightOver ? -1 : -2), key).toBeGreaterThan(0);
      } else {
        // The sold sensor whose subscription expired owed its nights while its crop was in its sensitive window
        // (none between harvest and the next sowing).
        expect(
          values?.some((value) => value !== null && value > 0),
          key,
        ).toBe(true);
      }
    }
  });

  it('says a month none of whose nights is over yet is too soon to count, not that it had nothing', async () => {
    // 06:00 UTC on the 1st of next month: its first night started at noon on the 1st and is not over.
    const today = now();
    setClock(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1, 6)));
    try {
      const token = await signIn(t.app, 'staff@demo.test');
      const usage = (await t.app.inject({ url: '/back/stats/usage', headers: bearer(token) })).json<Stats>();
      const month = usage.periods.at(-1);
      const measureOf = (key: string) => usage.measures.find((measure) => measure.key === key);
      for (const key of ['contract-utilisation', 'coverage-gaps']) {
        expect(measureOf(key)?.pendingPeriods, key).toEqual([month]);
        expect(measureOf(key)?.rows[0]?.values.at(-1), key).toBeNull();
      }
      // Sign-ins are counted by day: the month has begun for them.
      expect(measureOf('active-users')?.pendingPeriods).toEqual([]);
    } finally {
      setClock(null);
    }
  });
});

describe('the demo partner stations', () => {
  it('link traps of the farm to a station of each network with a month of hours, one silent with its issue open', async () => {
    const token = await signIn(t.app, 'staff@demo.test');
    const stations = (
      await t.app.inject({ url: '/back/settings/syncs/stations?sort=name', headers: bearer(token) })
    ).json<{ items: { name: string; network: string; linkedSensors: number; missingHours: number }[] }>();
    expect(stations.items.map(({ name, network, linkedSensors }) => ({ name, network, linkedSensors }))).toEqual([
      { name: 'Bas-fond', network: 'sencrop', linkedSensors: 1 },
      { name: 'Coteau nord', network: 'sencrop', linkedSensors: 1 },
      { name: 'Pech de Berre', network: 'weenat', linkedSensors: 1 },
      { name: 'Plaine du Lot', network: 'weenat', linkedSensors: 1 },
    ]);
    expect(stations.items.find((station) => station.name === 'Coteau nord')?.missingHours).toBeLessThanOrEqual(1);
    const [silent] = await selectRows<{ open: number }>(
      t.db,
      sql`select count(*)::int as open from issues i join sensors s on s.id = i.sensor_id
          where i.type = 'absence_station_meteo' and i.closed_at is null and s.weather_station_id = 'RC-DEMO-12'`,
    );
    expect(silent?.open).toBe(1);
  });
});

describe('the demo photos', () => {
  it('show the last seven nights of three traps of the farm, one night without its photo', async () => {
    const token = await signIn(t.app, 'farmer@demo.test');
    const traps = await selectRows<{ id: string }>(
      t.db,
      sql`select distinct sensor_id as id from capture_images order by 1`,
    );
    expect(traps).toHaveLength(3);
    const to = utcToday(seededAt);
    const from = utcToday(new Date(seededAt.getTime() - 8 * 86_400_000));
    const missing = [];
    for (const { id } of traps) {
      const nights = (
        await t.app.inject({ url: `/back/sensors/${id}/nights?from=${from}&to=${to}`, headers: bearer(token) })
      ).json<SensorNightImage[]>();
      const photographed = nights.filter((night) => night.image);
      expect(photographed.length).toBeGreaterThanOrEqual(6);
      // Each photo's boxes are the model's count of its capture, up to what a board shows.
      for (const { image } of photographed)
        expect(image?.detections.length).toBe(Math.min(image?.modelCount ?? -1, 30));
      // The current night runs until tomorrow's noon: its photo is not due yet.
      const complete = nights.filter((night) => night.night < utcToday(new Date(seededAt.getTime() - 12 * 3600_000)));
      missing.push(...complete.slice(0, 7).filter((night) => night.missing === 'not-received'));
    }
    expect(missing).toHaveLength(1);
  });
});

describe('the demo count checks', () => {
  it('hold one count the provider corrected and one farmer’s proposal waiting', async () => {
    const provider = await signIn(t.app, 'provider@demo.test');
    const queue = async (query: string) =>
      (await t.app.inject({ url: `/back/count-reviews?${query}`, headers: bearer(provider) })).json<{
        items: ReviewQueueItem[];
      }>().items;
    const [corrected, ...otherReviewed] = await queue('reviewed=true');
    expect(otherReviewed).toEqual([]);
    expect(corrected).toMatchObject({ state: 'corrected', count: (corrected?.modelCount ?? 0) + 4 });
    const [proposed, ...otherProposed] = await queue('proposed=true');
    expect(otherProposed).toEqual([]);
    expect(proposed).toMatchObject({ state: null, pendingProposal: true });
    const review = await t.app.inject({
      url: `/back/sensors/${proposed?.sensorId}/captures/${proposed?.captureId}/review`,
      headers: bearer(provider),
    });
    expect(review.json<CaptureReview>().events.at(-1)).toMatchObject({
      kind: 'proposal',
      by: 'Jeanne Moreau',
      reason: 'dirty-board',
      state: 'pending',
    });
  });
});
