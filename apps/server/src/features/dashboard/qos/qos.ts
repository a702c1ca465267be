import type { Tile, TileEntry } from '@console/domain/dashboard/dashboard.schema';
import type { IssueType } from '@console/domain/issue/issue.schema';
import type { Session } from '../../../auth/session.ts';
import type { Database } from '../../../db/client.ts';
import { countIssuesMatching } from '../../issues/service.ts';
import { keptNightFigure } from '../nights/kept-night-figures.ts';
import { countNightStates } from '../nights/night-queries.ts';
import type { NightRange } from '../nights/night-ranges.ts';
import { type QosFigures, selectQosFigures } from './qos-queries.ts';
import { byNight, entry, linkTo } from '../tiles/tiles.ts';

/** The issue the silence rules open after a day without contact: the sensors silent over 24 hours. */
const SILENT_OVER_A_DAY: IssueType = 'hors_service_plus_24_h';

const NONE: QosFigures = { owed: 0, delivered: 0, delayMinutes: null, parcelNights: 0, weatherNights: 0 };

/**
 * The QoS tab (staff with the QoS dashboard): the nights delivered of those owed, the delivery delay, the sensors
 * silent over a day (the open issues saying so) and the parcel-nights with a working weather source, each in all and
 * by provider and country, under the favourite and over the range's nights (decision 140).
 */
export const qosTiles = async (
  db: Database,
  session: Session,
  { favouriteId, nights }: { favouriteId?: string | undefined; nights: NightRange },
): Promise<Tile[]> => {
  const silentFilter = { favouriteId, status: 'open' as const, types: [SILENT_OVER_A_DAY] };
  const [figures, states, silent] = await Promise.all([
    keptNightFigure(db, session, favouriteId, 'qos', nights, () =>
      selectQosFigures(db, session, { favouriteId }, nights),
    ),
    countNightStates(db, session, { favouriteId }, nights),
    countIssuesMatching(db, session, silentFilter, 'type'),
  ]);
  const total = figures.find((row) => row.isTotal) ?? NONE;
  const groups = figures.filter((row) => !row.isTotal);
  const byGroup = (value: (row: QosFigures) => number | null, of?: (row: QosFigures) => number): TileEntry[] =>
    groups.flatMap((row) => {
      const figure = value(row);
      const whole = of?.(row);
      if (figure === null || whole === 0) return [];
      return [
        {
          key: `${row.providerId}:${row.country}`,
          label: `${row.provider} · ${row.country}`,
          value: figure,
          of: whole,
        },
      ];
    });
  return [
    {
      key: 'qos-nights',
      value: total.delivered,
      of: total.owed,
      series: byGroup(
        (row) => row.delivered,
        (row) => row.owed,
      ),
      nights: byNight(
        nights,
        states.filter((row) => row.expected).map((row) => ({ night: row.night, key: row.state, n: row.n })),
      ),
    },
    { key: 'qos-delay', value: total.delayMinutes ?? 0, series: byGroup((row) => row.delayMinutes) },
    entry('qos-silent', silent.total, linkTo('/issues', silentFilter)),
    {
      key: 'qos-weather',
      value: total.weatherNights,
      of: total.parcelNights,
      series: byGroup(
        (row) => row.weatherNights,
        (row) => row.parcelNights,
      ),
    },
  ];
};
