import { addLocalDays, todayIn } from '@console/domain/subscription/subscription-period';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sensors, subscriptions } from '../../db/schema.ts';
import {
  accountIdByName,
  createSensorAs,
  type CreatedSensor,
  createUserWithRights,
  insertCoveringSubscription,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { apiClient, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staff: string;
let provider: string;
let farmer: string;
let farmSensor: CreatedSensor;
let otherFarmSensor: CreatedSensor;
let otherProviderSensor: CreatedSensor;

beforeAll(async () => {
  t = await createTestApp();
  [staff, provider, farmer] = await Promise.all([
    signIn(t.app, 'staff@demo.test'),
    signIn(t.app, 'provider@demo.test'),
    signIn(t.app, 'farmer@demo.test'),
  ]);
  const farm = await accountIdByName(t.db, 'Ferme des Demo');
  const otherFarm = await accountIdByName(t.db, 'Ferme du Nouveau');
  const [otherProvider] = await t.db
    .insert(accounts)
    .values({ type: 'provider', name: 'Other Distribution' })
    .returning({ id: accounts.id });
  farmSensor = await createSensorAs(t.app, staff, farm, 'SLG-0001', { tags: ['colza', 'nord'] });
  otherFarmSensor = await createSensorAs(t.app, staff, otherFarm, 'SLG-0002', { usage: 'renting', tags: ['colza'] });
  otherProviderSensor = await createSensorAs(t.app, staff, otherProvider?.id ?? '', 'OTH-0001');
});
afterAll(() => t.close());

const list = (token: string, query = '') => t.app.inject({ url: `/back/sensors${query}`, headers: bearer(token) });
const serials = (body: { items: { serialNumber: string }[] }) => body.items.map((item) => item.serialNumber);

describe('POST /back/sensors', () => {
  it('registers a sensor and shows its device secret once', async () => {
    expect(farmSensor).toMatchObject({ serialNumber: 'SLG-0001', state: 'Inconnu', lastContactAt: null });
    expect(farmSensor.deviceSecret).toMatch(/^[\w-]{43}$/);
    const again = await t.app.inject({ url: `/back/sensors/${farmSensor.id}`, headers: bearer(staff) });
    expect(again.json()).not.toHaveProperty('deviceSecret');
  });

  it('refuses a serial number already taken, whatever its case, naming the field', async () => {
    const farm = await accountIdByName(t.db, 'Ferme des Demo');
    const response = await t.app.inject({
      method: 'POST',
      url: '/back/sensors',
      headers: bearer(staff),
      payload: {
        serialNumber: 'slg-0001',
        usage: 'selling',
        hasWeatherSensor: false,
        hasProviderSupport: false,
        tags: [],
        accountId: farm,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().data.issues).toEqual([{ path: ['serialNumber'], message: 'sensors.errors.serial-taken' }]);
  });

  it('answers 422 with field paths for an invalid sensor', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/back/sensors',
      headers: bearer(staff),
      payload: {
        serialNumber: '',
        usage: 'lending',
        hasWeatherSensor: true,
        hasProviderSupport: false,
        tags: [],
        accountId: 'x',
      },
    });
    expect(response.statusCode).toBe(422);
    const paths = response.json().data.issues.map((issue: { path: string[] }) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['serialNumber', 'usage', 'accountId']));
  });

  it('is for manufacturer staff only: a farmer and a provider get 403', async () => {
    for (const token of [farmer, provider]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/back/sensors',
        headers: bearer(token),
        payload: {
          serialNumber: 'SLG-9999',
          usage: 'selling',
          hasWeatherSensor: true,
          hasProviderSupport: false,
          tags: [],
          accountId: farmSensor.id,
        },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /back/sensors', () => {
  it('shows staff every sensor, a provider its farmers’, a farmer its own', async () => {
    expect(serials((await list(staff)).json())).toEqual(['OTH-0001', 'SLG-0001', 'SLG-0002']);
    expect(serials((await list(provider)).json())).toEqual(['SLG-0001', 'SLG-0002']);
    expect(serials((await list(farmer)).json())).toEqual(['SLG-0001']);
  });

  it('reads each farmer’s own fleet, one after the other, with the same filter and sort', async () => {
    await createUserWithRights(t.db, 'Ferme du Nouveau', 'second-farmer@demo.test', {});
    const secondFarmer = await signIn(t.app, 'second-farmer@demo.test');
    const query = '?usages=selling&usages=renting&sort=lastContactAt';
    for (const [token, serial] of [
      [farmer, 'SLG-0001'],
      [secondFarmer, 'SLG-0002'],
      [farmer, 'SLG-0001'],
    ] as const) {
      expect(serials((await list(token, query)).json())).toEqual([serial]);
      expect((await list(token, `/counts${query}`)).json()).toMatchObject({ total: 1 });
    }
  });

  it('answers 404, not data, for another tenant’s sensor', async () => {
    expect(
      (await t.app.inject({ url: `/back/sensors/${otherFarmSensor.id}`, headers: bearer(farmer) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/back/sensors/${otherProviderSensor.id}`, headers: bearer(provider) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/back/sensors/${otherFarmSensor.id}`, headers: bearer(provider) })).statusCode,
    ).toBe(200);
  });

  it('filters by serial prefix, usage, tags and account, with snake_case names and repeated keys', async () => {
    expect(serials((await list(staff, '?search=slg')).json())).toEqual(['SLG-0001', 'SLG-0002']);
    expect(serials((await list(staff, '?usages=renting')).json())).toEqual(['SLG-0002']);
    expect(serials((await list(staff, '?tags=colza&tags=nord')).json())).toEqual(['SLG-0001']);
    expect(serials((await list(staff, `?account_id=${farmSensor.id}`)).json())).toEqual([]);
    expect(serials((await list(staff, '?states=Inconnu&states=EnService&faulty_only=false')).json())).toHaveLength(3);
  });

  it('offers for a farm its own sensors and its provider’s, which it may place and have covered', async () => {
    const farm = await accountIdByName(t.db, 'Ferme des Demo');
    const lent = await createSensorAs(t.app, staff, await accountIdByName(t.db, 'Agri Distribution Demo'), 'PRV-0001');
    try {
      const usable = (await list(staff, `?usable_by=${farm}&sort=serialNumber`)).json();
      expect(serials(usable)).toEqual(['PRV-0001', 'SLG-0001']);
      expect(usable.total).toBe(2);
      const searched = (await list(staff, `?usable_by=${farm}&search=prv`)).json();
      expect([serials(searched), searched.total]).toEqual([['PRV-0001'], 1]);
    } finally {
      // The other tests count the fleet as it was.
      await t.db.delete(sensors).where(eq(sensors.id, lent.id));
    }
  });

  it('refuses every sensor call to a role without the Sensors right', async () => {
    await createUserWithRights(t.db, 'Ferme des Demo', 'no-sensors@demo.test', { sensors: 'no-access' });
    const restricted = await signIn(t.app, 'no-sensors@demo.test');
    for (const url of [
      '',
      '/counts',
      `/${farmSensor.id}`,
      '/export/csv',
      `/${farmSensor.id}/readings/daily?from=2026-11-01&to=2026-11-02`,
    ]) {
      expect((await list(restricted, url)).statusCode).toBe(403);
    }
  });

  it('lets a read-only role look but not change the weather link', async () => {
    await createUserWithRights(t.db, 'Ferme des Demo', 'read-sensors@demo.test', { sensors: 'read-only' });
    const reader = await signIn(t.app, 'read-sensors@demo.test');
    expect((await list(reader, `/${farmSensor.id}`)).statusCode).toBe(200);
    const edit = await t.app.inject({
      method: 'POST',
      url: `/back/sensors/${farmSensor.id}/weather`,
      headers: bearer(reader),
      payload: { source: 'none' },
    });
    expect(edit.statusCode).toBe(403);
  });

  it('sorts and pages, echoing the filter and sort', async () => {
    const body = (await list(staff, '?sort=serialNumber&order=desc&start=1')).json();
    expect(serials(body)).toEqual(['SLG-0001', 'OTH-0001']);
    expect(body).toMatchObject({ total: 3, sort: { field: 'serialNumber', order: 'desc' } });
    expect((await list(staff, '?sort=password')).statusCode).toBe(422);
  });

  it('counts sensors by state within the caller’s scope', async () => {
    const counts = (await t.app.inject({ url: '/back/sensors/counts', headers: bearer(provider) })).json();
    expect(counts).toMatchObject({ total: 2, faulty: 0, byState: { Inconnu: 2, EnService: 0 } });
  });

  it('lists the tags in use for the tag filter', async () => {
    const response = await t.app.inject({ url: '/back/referentials/tags', headers: bearer(farmer) });
    expect(response.json()).toEqual(['colza', 'nord']);
  });
});

// After the list's other tests: the sensors it adds would change the fleet they read.
describe('GET /back/sensors by battery, USB fill, subscription and rent contract', () => {
  const { post } = apiClient(() => t.app);
  let farm: string;
  let agri: string;
  let lent: CreatedSensor;

  beforeAll(async () => {
    farm = await accountIdByName(t.db, 'Ferme des Demo');
    agri = await accountIdByName(t.db, 'Agri Distribution Demo');
    const low = await createSensorAs(t.app, staff, farm, 'RNG-LOW');
    const full = await createSensorAs(t.app, staff, farm, 'RNG-FULL');
    lent = await createSensorAs(t.app, staff, agri, 'RNG-LENT', { usage: 'renting' });
    await sendReadings(t.app, low, [reading(1, { batteryVoltage: 11, usbFillRate: 40 })]);
    await sendReadings(t.app, full, [reading(1, { batteryVoltage: 12.6, usbFillRate: 100 })]);
    await insertCoveringSubscription(t.db, farm, [low.id]);
    // A subscription past its end and its grace covers nothing today.
    const ended = await insertCoveringSubscription(t.db, farm, [full.id]);
    const today = todayIn('Europe/Paris', new Date());
    await t.db
      .update(subscriptions)
      .set({ startsOn: addLocalDays(today, -400), endsOn: addLocalDays(today, -100) })
      .where(eq(subscriptions.id, ended));
  });

  /** The page's serial numbers and the list's total, which must agree with the counts under the same filter. */
  const found = async (query: string) => {
    const body = (await list(staff, `?${query}`)).json<{ items: { serialNumber: string }[]; total: number }>();
    const counts = (await list(staff, `/counts?${query}`)).json<{ total: number }>();
    expect(counts.total, query).toBe(body.total);
    return { serials: serials(body), total: body.total };
  };

  it('keeps the sensors whose last battery voltage is from `from` to below `to`', async () => {
    expect(await found('battery_from=11.5')).toEqual({ serials: ['RNG-FULL'], total: 1 });
    expect(await found('battery_from=11&battery_to=12.6')).toEqual({ serials: ['RNG-LOW'], total: 1 });
    expect(await found('battery_to=11')).toEqual({ serials: [], total: 0 });
    // Beside a filter the per-group counts know, which alone would count from them.
    expect(await found('battery_from=11.5&usages=selling')).toEqual({ serials: ['RNG-FULL'], total: 1 });
  });

  it('keeps the sensors whose USB fill rate is in range, a range ending at 100 % taking the full ones', async () => {
    expect(await found('usb_fill_from=50&usb_fill_to=100')).toEqual({ serials: ['RNG-FULL'], total: 1 });
    expect(await found('usb_fill_from=0&usb_fill_to=50')).toEqual({ serials: ['RNG-LOW'], total: 1 });
    expect(await found('usb_fill_to=40')).toEqual({ serials: [], total: 0 });
  });

  it('keeps the sensors a subscription covers today, or those none covers', async () => {
    expect(await found('subscribed=true')).toEqual({ serials: ['RNG-LOW'], total: 1 });
    const everyone = await found('');
    const uncovered = await found('subscribed=false');
    expect(uncovered.serials).toEqual(everyone.serials.filter((serial) => serial !== 'RNG-LOW'));
    expect(uncovered.total).toBe(everyone.total - 1);
  });

  it('keeps the sensors out on a contract the lessee validated, until they come back', async () => {
    const today = todayIn('Europe/Paris', new Date());
    const created = await post(provider, '/rent-contracts', {
      lessorAccountId: agri,
      lesseeAccountId: farm,
      sensorIds: [lent.id],
      startsOn: today,
      plannedReturnOn: addLocalDays(today, 30),
    });
    expect(created.statusCode, created.body).toBe(201);
    const contract = created.json<{ id: string }>().id;
    expect((await post(provider, `/rent-contracts/${contract}/send`)).statusCode).toBe(200);
    expect(await found('rented=true')).toEqual({ serials: [], total: 0 });

    expect((await post(farmer, `/rent-contracts/${contract}/validate`)).statusCode).toBe(200);
    expect(await found('rented=true')).toEqual({ serials: ['RNG-LENT'], total: 1 });
    expect((await found('rented=false')).serials).not.toContain('RNG-LENT');

    const back = await post(provider, `/rent-contracts/${contract}/return`, {
      sensorIds: [lent.id],
      condition: 'good',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await found('rented=true')).toEqual({ serials: [], total: 0 });
  });

  it('exports the sensors the filters keep', async () => {
    const response = await list(staff, '/export/csv?battery_from=11&subscribed=false');
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .slice(1);
    expect(rows.map((row) => row.split(',')[0])).toEqual(['RNG-FULL']);
  });

  it('refuses a range out of order or off the scale, and a yes/no other than true or false, naming the field', async () => {
    for (const [query, path] of [
      ['battery_from=12&battery_to=11', 'batteryTo'],
      ['usb_fill_from=60&usb_fill_to=50', 'usbFillTo'],
      ['battery_from=-1', 'batteryFrom'],
      ['battery_to=31', 'batteryTo'],
      ['usb_fill_to=101', 'usbFillTo'],
      ['battery_from=low', 'batteryFrom'],
      ['subscribed=yes', 'subscribed'],
      ['rented=1', 'rented'],
    ]) {
      for (const url of [`?${query}`, `/counts?${query}`, `/export/csv?${query}`]) {
        const response = await list(staff, url);
        expect(response.statusCode, url).toBe(422);
        const issues = response.json<{ data: { issues: { path: string[] }[] } }>().data.issues;
        expect(
          issues.map((issue) => issue.path.join('.')),
          url,
        ).toEqual([path]);
      }
    }
  });
});

describe('weather link and device secret', () => {
  it('links a Sencrop station for those who may edit sensors, and 404s another tenant', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/back/sensors/${farmSensor.id}/weather`,
      headers: bearer(farmer),
      payload: { source: 'sencrop', serialNumber: 'SC-42' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().weather).toEqual({ source: 'sencrop', stationId: 'SC-42' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/back/sensors/${otherFarmSensor.id}/weather`,
      headers: bearer(farmer),
      payload: { source: 'none' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lets staff rotate a device secret', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/back/sensors/${otherProviderSensor.id}/device-secret`,
      headers: bearer(staff),
    });
    expect(response.json().deviceSecret).not.toBe(otherProviderSensor.deviceSecret);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/back/sensors/${farmSensor.id}/device-secret`,
      headers: bearer(farmer),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('GET /back/sensors/export/csv', () => {
  it('exports the filtered, sorted fleet of the caller as a named CSV file', async () => {
    const response = await list(provider, '/export/csv?search=slg&sort=serialNumber&order=desc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="sensors-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]?.split(',').slice(0, 3)).toEqual(['Serial number', 'State', 'Account']);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['SLG-0002', 'SLG-0001']);
    const filtered = await list(provider, '/export/csv?tags=nord');
    expect(filtered.body.trim().split('\n')).toHaveLength(2);
  });

  it('refuses an unknown format', async () => {
    expect((await list(staff, '/export/pdf')).statusCode).toBe(404);
  });
});

describe('GET /back/accounts/options', () => {
  it('lists the provider and farmer accounts in the caller’s scope', async () => {
    const names = async (token: string) =>
      (await t.app.inject({ url: '/back/accounts/options', headers: bearer(token) }))
        .json()
        .map((a: { name: string }) => a.name);
    expect(await names(provider)).toEqual(['Agri Distribution Demo', 'Ferme des Demo', 'Ferme du Nouveau']);
    expect(await names(farmer)).toEqual(['Ferme des Demo']);
    expect(await names(staff)).toContain('Other Distribution');
  });
});

describe('GET /back/environment', () => {
  it('tells the browser the title, support link and map tiles without signing in', async () => {
    const response = await t.app.inject({ url: '/back/environment' });
    expect(response.json()).toMatchObject({
      appTitle: 'SlugWatch',
      environment: 'demo',
      mapTiles: { plain: expect.stringContaining('{z}') },
    });
  });
});

// Last in the file: the bulk fleet it adds would crowd the lists the other tests read.
describe('GET /back/sensors/export/csv of a large fleet', () => {
  it('arrives whole and in order, every row once', async () => {
    const farm = await accountIdByName(t.db, 'Ferme des Demo');
    const count = 2_500;
    await t.db.execute(sql`
      insert into sensors (serial_number, account_id, usage, has_weather_sensor, has_provider_support, device_secret_hash)
      select 'BULK-' || lpad(n::text, 5, '0'), ${farm}, 'selling', false, false, 'not-a-secret'
      from generate_series(1, ${count}) n`);

    const response = await list(staff, '/export/csv?search=bulk&sort=serialNumber&order=asc');

    expect(response.statusCode).toBe(200);
    const serialNumbers = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(serialNumbers).toHaveLength(count);
    expect(new Set(serialNumbers).size).toBe(count);
    expect(serialNumbers[0]).toBe('BULK-00001');
    expect(serialNumbers.at(-1)).toBe(`BULK-0${count}`);
  });
});
