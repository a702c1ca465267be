import type { Tile } from '@console/domain/dashboard/dashboard.schema';
import { ISSUE_LEVELS, ISSUE_TYPES } from '@console/domain/issue/issue.schema';
import { can } from '@console/domain/access/permissions';
import type { NightState } from '@console/domain/dashboard/sensor-nights';
import { SENSOR_STATES } from '@console/domain/sensor/sensor.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { countIssuesMatching } from '../issues/service.ts';
import { countSensors } from '../sensors/service.ts';
import { countNightStates, type NightRange } from './night-queries.ts';
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

/** Each key's count, in the order of `keys`, zero for those the groups lack. */
const inOrder = <K extends string>(keys: readonly K[], groups: { key: K; n: number }[]) =>
  keys.map((key) => ({ key, n: groups.find((group) => group.key === key)?.n ?? 0 }));

/**
 * The sensors tab (provider and staff with Sensors or Defaults): the fleet by state and its faulty sensors (with
 * Sensors) and how their owed nights went, the issues opened over the range by type and those still open by level (with Defaults). Each figure is
 * its list's total.
 */
export const sensorTiles = async (
  db: Database,
  session: Session,
  { favouriteId, range, nights }: { favouriteId?: string | undefined; range: Range; nights: NightRange },
): Promise<Tile[]> => {
  const tiles: Tile[] = [];
  if (can(session, 'read:sensors')) {
    const [fleet, nightly] = await Promise.all([
      countSensors(db, session, { favouriteId }),
      nightsTile(db, session, favouriteId, nights),
    ]);
    tiles.push(
      {
        ...entry('sensors', fleet.total, linkTo('/sensors', { favouriteId })),
        series: SENSOR_STATES.map((state) =>
          entry(state, fleet.byState[state], linkTo('/sensors', { favouriteId, states: [state] })),
        ),
      },
      entry('sensors-faulty', fleet.faulty, linkTo('/sensors', { favouriteId, faultyOnly: true })),
      nightly,
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
