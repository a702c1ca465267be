import type { Tile } from '@console/domain/dashboard/dashboard.schema';
import { ISSUE_LEVELS, ISSUE_TYPES } from '@console/domain/issue/issue.schema';
import { can } from '@console/domain/access/permissions';
import type { NightState } from '@console/domain/dashboard/sensor-nights';
import {
  BATTERY_ABSENT_BELOW_V,
  BATTERY_LOW_BELOW_V,
  USB_FILL_HIGH_FROM_PERCENT,
} from '@console/domain/issue/issue-rules';
import { SENSOR_STATES } from '@console/domain/sensor/sensor.schema';
import type { Session } from '../../../auth/session.ts';
import type { Database } from '../../../db/client.ts';
import { countIssuesMatching } from '../../issues/service.ts';
import { countSensors, countSensorsInBands, type SensorBand } from '../../sensors/service.ts';
import { countNightStates } from '../nights/night-queries.ts';
import type { NightRange } from '../nights/night-ranges.ts';
import { byNight, entry, linkTo } from './tiles.ts';

type Range = { from: string; to: string };

/** The nights owed by the matching sensors and how each went, night by night and in all (decision 140). */
const nightsTile = async (db: Database, session: Session, favouriteId: string | undefined, nights: NightRange) => {
  const counts = await countNightStates(db, session, { favouriteId }, nights);
  const owed = counts.filter((row) => row.expected);
  const sum = (state: NightState) => owed.filter((row) => row.state === state).reduce((total, row) => total + row.n, 0);
  return {
    key: 'nights',
    value: sum('captured'),
    of: owed.reduce((total, row) => total + row.n, 0),
    series: (['captured', 'contact', 'silent'] as const).map((state) => ({ key: state, value: sum(state) })),
    nights: byNight(
      nights,
      counts.map((row) => ({ night: row.night, key: row.state, n: row.n })),
    ),
  } satisfies Tile;
};

/**
 * The battery bands a sensor's last voltage falls in: none (the issue rules' absent battery), low (their low battery),
 * fair, and charged from 12.2 V, a 12 V battery about three quarters full.
 */
const BATTERY_BANDS = [
  { key: 'absent', filter: { batteryTo: BATTERY_ABSENT_BELOW_V } },
  { key: 'low', filter: { batteryFrom: BATTERY_ABSENT_BELOW_V, batteryTo: BATTERY_LOW_BELOW_V } },
  { key: 'fair', filter: { batteryFrom: BATTERY_LOW_BELOW_V, batteryTo: 12.2 } },
  { key: 'charged', filter: { batteryFrom: 12.2 } },
];

/** The USB storage bands, the last one where the issue rules call the storage nearly full. */
const USB_FILL_BANDS = [
  { key: 'below-50', filter: { usbFillFrom: 0, usbFillTo: 50 } },
  { key: '50-75', filter: { usbFillFrom: 50, usbFillTo: 75 } },
  { key: '75-90', filter: { usbFillFrom: 75, usbFillTo: USB_FILL_HIGH_FROM_PERCENT } },
  { key: 'nearly-full', filter: { usbFillFrom: USB_FILL_HIGH_FROM_PERCENT, usbFillTo: 100 } },
];

/**
 * Who pays for the sensors' service: the sold ones with and without a running subscription, the ones for rent out on
 * a contract and in stock.
 */
const COVERAGE_PARTS = [
  { key: 'subscribed', filter: { usages: ['selling'], subscribed: true } },
  { key: 'unsubscribed', filter: { usages: ['selling'], subscribed: false } },
  { key: 'rented', filter: { usages: ['renting'], rented: true } },
  { key: 'in-stock', filter: { usages: ['renting'], rented: false } },
] satisfies Band[];

type Band = { key: string; filter: SensorBand };

/**
 * Figures split into bands of the sensor list, each band its list's total under the favourite, all counted in one
 * pass over the sensors; each figure's whole is the sum of its bands.
 */
const bandTiles = async <K extends string>(
  db: Database,
  session: Session,
  favouriteId: string | undefined,
  figures: Record<K, readonly Band[]>,
): Promise<Record<K, Tile>> => {
  const entries = Object.entries<readonly Band[]>(figures);
  const counts = await countSensorsInBands(
    db,
    session,
    { favouriteId },
    entries.flatMap(([, bands]) => bands.map((band) => band.filter)),
  );
  let next = 0;
  const tiles = entries.map(([key, bands]): [string, Tile] => {
    const series = bands.map((band) =>
      entry(band.key, counts[next++] ?? 0, linkTo('/sensors', { favouriteId, ...band.filter })),
    );
    return [key, { key, value: series.reduce((sum, part) => sum + part.value, 0), series }];
  });
  return Object.fromEntries(tiles) as Record<K, Tile>;
};

/** Each key's count, in the order of `keys`, zero for those the groups lack. */
const inOrder = <K extends string>(keys: readonly K[], groups: { key: K; n: number }[]) =>
  keys.map((key) => ({ key, n: groups.find((group) => group.key === key)?.n ?? 0 }));

/**
 * The sensors tab (provider and staff with Sensors or Defaults): the fleet by state and its faulty sensors, how their
 * owed nights went, their batteries, USB storage and who pays for their service (with Sensors); the issues opened over
 * the range by type and those still open by level (with Defaults). Each figure is its list's total.
 */
export const sensorTiles = async (
  db: Database,
  session: Session,
  { favouriteId, range, nights }: { favouriteId?: string | undefined; range: Range; nights: NightRange },
): Promise<Tile[]> => {
  const tiles: Tile[] = [];
  if (can(session, 'read:sensors')) {
    const [fleet, nightly, bands] = await Promise.all([
      countSensors(db, session, { favouriteId }),
      nightsTile(db, session, favouriteId, nights),
      bandTiles(db, session, favouriteId, {
        battery: BATTERY_BANDS,
        'usb-fill': USB_FILL_BANDS,
        coverage: COVERAGE_PARTS,
      }),
    ]);
    const { coverage } = bands;
    const covered = (coverage.series ?? [])
      .filter((part) => part.key === 'subscribed' || part.key === 'rented')
      .reduce((sum, part) => sum + part.value, 0);
    tiles.push(
      {
        ...entry('sensors', fleet.total, linkTo('/sensors', { favouriteId })),
        series: SENSOR_STATES.map((state) =>
          entry(state, fleet.byState[state], linkTo('/sensors', { favouriteId, states: [state] })),
        ),
      },
      entry('sensors-faulty', fleet.faulty, linkTo('/sensors', { favouriteId, faultyOnly: true })),
      nightly,
      bands.battery,
      bands['usb-fill'],
      { ...coverage, value: covered, of: coverage.value },
    );
  }
  if (can(session, 'read:defaults')) {
    const [opened, open] = await Promise.all([
      countIssuesMatching(db, session, { favouriteId, ...range }, 'type'),
      countIssuesMatching(db, session, { favouriteId, status: 'open' }, 'level'),
    ]);
    tiles.push(
      {
        ...entry('issues-opened', opened.total, linkTo('/issues', { favouriteId, ...range })),
        series: inOrder(ISSUE_TYPES, opened.groups)
          .filter((group) => group.n > 0)
          .map((group) => entry(group.key, group.n, linkTo('/issues', { favouriteId, ...range, types: [group.key] }))),
      },
      {
        ...entry('issues-open', open.total, linkTo('/issues', { favouriteId, status: 'open' })),
        series: inOrder(ISSUE_LEVELS, open.groups).map((group) =>
          entry(group.key, group.n, linkTo('/issues', { favouriteId, status: 'open', levels: [group.key] })),
        ),
      },
    );
  }
  return tiles;
};
