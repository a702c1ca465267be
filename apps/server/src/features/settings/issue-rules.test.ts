import { DEFAULT_ISSUE_RULES, type IssueRules } from '@console/domain/issue/issue-rule-settings';
import type { SettingVersion } from '@console/domain/settings/global-settings.schema';
import type { IssueRulePreview } from '@console/domain/settings/issue-rule-settings.endpoints';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../clock.ts';
import {
  accountIdByName,
  createSensorAs,
  createUserWithRights,
  type CreatedSensor,
  insertOtherProvider,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { accounts } from '../../db/schema.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { detectSilentSensors } from '../issues/service.ts';

let t: TestApp;
let staff: string;
let provider: string;
let farmer: string;
let readOnlyStaff: string;
let farm: string;
let serial = 0;

const URL = '/back/settings/issues';

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'staff@demo.test');
  provider = await signIn(t.app, 'provider@demo.test');
  farmer = await signIn(t.app, 'farmer@demo.test');
  farm = await accountIdByName(t.db, 'Ferme des Demo');
  await createUserWithRights(t.db, 'De Sangosse', 'rules-reader@demo.test', { configuration: 'read-only' });
  readOnlyStaff = await signIn(t.app, 'rules-reader@demo.test');
});
afterAll(() => t.close());

type RulesState = { value: IssueRules; version: number; isDefault: boolean };

const read = async () => (await t.app.inject({ url: URL, headers: bearer(staff) })).json<RulesState>();
const put = (payload: unknown, token = staff) =>
  t.app.inject({ method: 'PUT', url: URL, headers: bearer(token), payload: payload as object });
const change = async (reason: string, edit: (rules: IssueRules) => void) => {
  const { value, version } = await read();
  const rules = structuredClone(value);
  edit(rules);
  const response = await put({ version, reason, rules });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RulesState>();
};
const pathsOf = (response: { json: () => { data: { issues: { path: (string | number)[] }[] } } }) =>
  response.json().data.issues.map((issue) => issue.path.join('.'));

const newSensor = () => createSensorAs(t.app, staff, farm, `RULE-${String(++serial).padStart(4, '0')}`);
const issuesOf = async (sensor: CreatedSensor) =>
  (await t.app.inject({ url: `/back/issues?sensor_id=${sensor.id}`, headers: bearer(farmer) })).json<{
    items: { id: string; type: string; openedAt: string; closedAt: string | null }[];
  }>().items;
const openIssues = async (sensor: CreatedSensor) =>
  (await t.app.inject({ url: `/back/issues?sensor_id=${sensor.id}&status=open`, headers: bearer(farmer) })).json<{
    items: { type: string; level: string }[];
  }>().items;

describe('/settings/issues', () => {
  it('answers every type’s rule at its default, to staff with the Configuration right only', async () => {
    const rules = await read();
    expect(rules).toMatchObject({ version: 0, isDefault: true });
    expect(Object.keys(rules.value)).toHaveLength(27);
    expect(rules.value.niveau_batterie_insuffisant).toEqual({
      enabled: true,
      level: 'high',
      threshold: 11.5,
      debounceReadings: 1,
      debounceMinutes: 0,
      clearReadings: 1,
      clearThreshold: null,
      reminderDays: 0,
      mutedMonths: [],
    });
    for (const token of [farmer, provider]) {
      expect((await t.app.inject({ url: URL, headers: bearer(token) })).statusCode).toBe(403);
    }
    for (const token of [farmer, provider, readOnlyStaff])
      expect((await put({ reason: 1 }, token)).statusCode).toBe(403);
  });

  it('answers 422 with the path of a threshold out of its bounds, one on a type without any, and a bad month', async () => {
    const { value, version } = await read();
    const rules = structuredClone(value);
    rules.niveau_batterie_insuffisant.threshold = 14;
    rules.mode_vol.threshold = 3;
    rules.hors_service_plus_24_h.mutedMonths = [13];
    const response = await put({ version, reason: 'Out of bounds', rules });
    expect(response.statusCode).toBe(422);
    expect(pathsOf(response).sort()).toEqual([
      'rules.hors_service_plus_24_h.mutedMonths.0',
      'rules.mode_vol.threshold',
      'rules.niveau_batterie_insuffisant.threshold',
    ]);
  });

  it('answers 422 with the path of a debounce, clear rule or reminder out of bounds or on a type without captures', async () => {
    const { value, version } = await read();
    const rules = structuredClone(value);
    Object.assign(rules.niveau_batterie_insuffisant, { debounceReadings: 0, clearThreshold: 11, reminderDays: 31 });
    Object.assign(rules.taux_remplissage_usb_eleve, { debounceMinutes: 1441, clearReadings: 25, clearThreshold: 95 });
    Object.assign(rules.mode_vol, { clearThreshold: 3 });
    Object.assign(rules.hors_service_plus_24_h, { debounceReadings: 2 });
    const response = await put({ version, reason: 'Out of bounds', rules });
    expect(response.statusCode).toBe(422);
    expect(pathsOf(response).sort()).toEqual([
      'rules.hors_service_plus_24_h.debounceReadings',
      'rules.mode_vol.clearThreshold',
      'rules.niveau_batterie_insuffisant.clearThreshold',
      'rules.niveau_batterie_insuffisant.debounceReadings',
      'rules.niveau_batterie_insuffisant.reminderDays',
      'rules.taux_remplissage_usb_eleve.clearReadings',
      'rules.taux_remplissage_usb_eleve.clearThreshold',
      'rules.taux_remplissage_usb_eleve.debounceMinutes',
    ]);
    // A clear threshold on the wrong side of its threshold says which side it belongs to.
    expect(response.json<{ data: { issues: { path: string[]; message: string }[] } }>().data.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: ['rules', 'niveau_batterie_insuffisant', 'clearThreshold'],
          message: 'issue-rules.errors.clear-below',
        }),
        expect.objectContaining({
          path: ['rules', 'taux_remplissage_usb_eleve', 'clearThreshold'],
          message: 'issue-rules.errors.clear-above',
        }),
      ]),
    );
  });

  it('opens a low battery once it lasts the debounce, and closes it once past the clear threshold long enough', async () => {
    await change('Brief dips are the solar panel at dusk', (rules) => {
      Object.assign(rules.niveau_batterie_insuffisant, {
        ...DEFAULT_ISSUE_RULES.niveau_batterie_insuffisant,
        debounceReadings: 3,
        debounceMinutes: 90,
        clearThreshold: 12.2,
        clearReadings: 2,
      });
    });
    const sensor = await newSensor();
    const volts = (hoursAgo: number, batteryVoltage: number) => reading(hoursAgo, { batteryVoltage });
    // Two low captures, then a good one: the run starts again.
    await sendReadings(t.app, sensor, [volts(10, 11.2), volts(9, 11.2)]);
    await sendReadings(t.app, sensor, [volts(8, 12.6)]);
    await sendReadings(t.app, sensor, [volts(7, 11.2)]);
    await sendReadings(t.app, sensor, [volts(6, 11.3)]);
    expect(await openIssues(sensor)).toEqual([]);
    const third = volts(5, 11.2);
    await sendReadings(t.app, sensor, [third]);
    const [opened] = await issuesOf(sensor);
    expect(opened).toMatchObject({ type: 'niveau_batterie_insuffisant', openedAt: third.measuredAt, closedAt: null });

    // Back over 11.5 V but under the clear threshold, then one capture past it: still open.
    await sendReadings(t.app, sensor, [volts(4, 12.0), volts(3, 12.4)]);
    expect(await openIssues(sensor)).toHaveLength(1);
    const second = volts(2, 12.5);
    await sendReadings(t.app, sensor, [second]);
    expect(await issuesOf(sensor)).toEqual([expect.objectContaining({ id: opened?.id, closedAt: second.measuredAt })]);
    await change('Dusk dips handled by the firmware', (rules) => {
      rules.niveau_batterie_insuffisant = DEFAULT_ISSUE_RULES.niveau_batterie_insuffisant;
    });
  });

  it('opens a low battery issue at the threshold and level the staff set, and not at the old one', async () => {
    const sensor = await newSensor();
    await sendReadings(t.app, sensor, [reading(6), reading(5, { batteryVoltage: 11.8 })]);
    expect(await openIssues(sensor)).toEqual([]);

    await change('Batteries age faster this winter', (rules) => {
      rules.niveau_batterie_insuffisant.threshold = 12;
      rules.niveau_batterie_insuffisant.level = 'blocking';
    });
    await sendReadings(t.app, sensor, [reading(4, { batteryVoltage: 11.8 })]);
    expect(await openIssues(sensor)).toEqual([
      expect.objectContaining({ type: 'niveau_batterie_insuffisant', level: 'blocking' }),
    ]);

    const history = await t.app.inject({ url: '/back/settings/global/history?key=issueRules', headers: bearer(staff) });
    expect(history.json<{ items: SettingVersion[] }>().items[0]?.changes).toEqual(
      expect.arrayContaining([
        { path: 'niveau_batterie_insuffisant.level', before: 'high', after: 'blocking' },
        { path: 'niveau_batterie_insuffisant.threshold', before: 11.5, after: 12 },
      ]),
    );
  });

  it('opens nothing for a type turned off or muted this month, and again once it is not', async () => {
    const month = now().getUTCMonth() + 1;
    await change('Storage season', (rules) => {
      rules.taux_remplissage_usb_eleve.mutedMonths = [month];
      rules.erreur_module_gps.enabled = false;
    });
    const sensor = await newSensor();
    await sendReadings(t.app, sensor, [reading(6), reading(5, { usbFillRate: 95, gps: null })]);
    expect(await openIssues(sensor)).toEqual([]);

    await change('Season over', (rules) => {
      rules.taux_remplissage_usb_eleve = DEFAULT_ISSUE_RULES.taux_remplissage_usb_eleve;
      rules.erreur_module_gps = DEFAULT_ISSUE_RULES.erreur_module_gps;
    });
    await sendReadings(t.app, sensor, [reading(4, { usbFillRate: 95, gps: null })]);
    expect((await openIssues(sensor)).map((issue) => issue.type).sort()).toEqual([
      'erreur_module_gps',
      'taux_remplissage_usb_eleve',
    ]);
  });

  it('mutes by the season of the sensor’s country: six months later south of the equator', async () => {
    const { farmId } = await insertOtherProvider(t.db, 'Southern Supply');
    const murrayBridge = {
      firstLine: '12 Station Road',
      postalCode: '5253',
      city: 'Murray Bridge',
      country: 'AU',
    } as const;
    await t.db.update(accounts).set({ postalAddress: murrayBridge }).where(eq(accounts.id, farmId));
    let southernSerial = 0;
    const southernSensor = () => createSensorAs(t.app, staff, farmId, `RULE-AU-${++southernSerial}`);
    const typesOpen = async (sensor: CreatedSensor) =>
      (await t.app.inject({ url: `/back/issues?sensor_id=${sensor.id}&status=open`, headers: bearer(staff) }))
        .json<{ items: { type: string }[] }>()
        .items.map((issue) => issue.type);
    // The months of the captures below, which may straddle two months in the small hours of a first day.
    const months = [6, 5].map((hoursAgo) => new Date(now().getTime() - hoursAgo * 3600_000).getUTCMonth() + 1);
    const fullDisk = [reading(6), reading(5, { usbFillRate: 95 })];
    const capture = async () => {
      const [north, south] = [await newSensor(), await southernSensor()];
      await sendReadings(t.app, north, fullDisk);
      await sendReadings(t.app, south, fullDisk);
      return { north: await typesOpen(north), south: await typesOpen(south) };
    };

    await change('Storage season up north', (rules) => {
      rules.taux_remplissage_usb_eleve.mutedMonths = [...new Set(months)];
    });
    expect(await capture()).toEqual({ north: [], south: ['taux_remplissage_usb_eleve'] });
    await change('Storage season down south', (rules) => {
      rules.taux_remplissage_usb_eleve.mutedMonths = [...new Set(months.map((month) => ((month + 5) % 12) + 1))];
    });
    expect(await capture()).toEqual({ north: ['taux_remplissage_usb_eleve'], south: [] });
    await change('No storage season', (rules) => {
      rules.taux_remplissage_usb_eleve = DEFAULT_ISSUE_RULES.taux_remplissage_usb_eleve;
    });
  });

  it('opens a silence issue after the hours the staff set, at their level', async () => {
    const sensor = await newSensor();
    await sendReadings(t.app, sensor, [reading(4)]);
    await t.db.execute(sql`update sensors set last_contact_at = now() - interval '3 hours' where id = ${sensor.id}`);
    await detectSilentSensors(t.db);
    expect(await openIssues(sensor)).toEqual([]);

    await change('Sensors call every hour now', (rules) => {
      rules.hors_service_plus_24_h.threshold = 2;
      rules.hors_service_plus_24_h.level = 'high';
    });
    await detectSilentSensors(t.db);
    expect(await openIssues(sensor)).toEqual([
      expect.objectContaining({ type: 'hors_service_plus_24_h', level: 'high' }),
    ]);
  });

  it('previews what proposed rules would have opened and closed this month, beside the current ones', async () => {
    const preview = async (rules: IssueRules) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${URL}/preview`,
        headers: bearer(staff),
        payload: { rules },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<IssueRulePreview>();
    };
    const lowBattery = (result: IssueRulePreview) =>
      result.byType.find((row) => row.type === 'niveau_batterie_insuffisant');
    const france = (result: IssueRulePreview) => result.byCountry.find((row) => row.country === 'FR');
    const { value: current } = await read();
    const proposed = structuredClone(current);
    proposed.niveau_batterie_insuffisant.debounceReadings = 2;
    const before = await preview(proposed);

    // Two dips: the first one capture long, which the proposed debounce of two captures leaves out.
    const sensor = await newSensor();
    const volts = [12.6, 11.2, 12.6, 11.2, 11.2, 12.6];
    await sendReadings(
      t.app,
      sensor,
      volts.map((batteryVoltage, index) => reading(200 - index * 12, { batteryVoltage })),
    );
    const after = await preview(proposed);
    expect(after).toMatchObject({ days: 30, estimated: false, sampledSensors: before.sampledSensors + 1 });
    const change = (pick: typeof lowBattery | typeof france) => {
      const [was, is] = [pick(before), pick(after)];
      return {
        current: (is?.current.opened ?? 0) - (was?.current.opened ?? 0),
        proposed: (is?.proposed.opened ?? 0) - (was?.proposed.opened ?? 0),
        closedNow: (is?.proposed.closed ?? 0) - (was?.proposed.closed ?? 0),
      };
    };
    expect(change(lowBattery)).toEqual({ current: 2, proposed: 1, closedNow: 1 });
    expect(change(france)).toEqual({ current: 2, proposed: 1, closedNow: 1 });
    // Unchanged rules preview the same as the current ones.
    for (const row of (await preview(current)).byType) expect(row.proposed).toEqual(row.current);
  });

  it('previews for staff who may change the rules only, and answers 422 for rules out of bounds', async () => {
    for (const token of [farmer, provider, readOnlyStaff]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${URL}/preview`,
        headers: bearer(token),
        payload: {},
      });
      expect(response.statusCode).toBe(403);
    }
    const rules = structuredClone((await read()).value);
    rules.mode_vol.debounceMinutes = -1;
    const response = await t.app.inject({
      method: 'POST',
      url: `${URL}/preview`,
      headers: bearer(staff),
      payload: { rules },
    });
    expect(response.statusCode).toBe(422);
    expect(pathsOf(response)).toEqual(['rules.mode_vol.debounceMinutes']);
  });

  it('refuses a save from an outdated version with 409', async () => {
    const { value, version } = await read();
    const response = await put({ version: version - 1, reason: 'Stale form', rules: value });
    expect(response.statusCode).toBe(409);
  });
});
