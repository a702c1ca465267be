import type { Tile } from '@console/domain/dashboard/dashboard.schema';
import { OPEN_TICKET_STATUSES, TICKET_DESKS } from '@console/domain/support/ticket.schema';
import type { Session } from '../../../auth/session.ts';
import type { Database } from '../../../db/client.ts';
import { BACKLOG_AGES, readSupportBoard } from '../../support/service.ts';
import { entry, linkTo } from './tiles.ts';

type Filter = { favouriteId?: string | undefined; range: { from: string; to: string } };

/**
 * The support tab (staff with the maintenance dashboard): tickets opened over the period by desk and the backlog, each
 * its list's total; tickets resolved and escalated, the issues escalated, and the median times to a first answer and
 * to resolution. Under a favourite, the tickets about its sensors.
 */
export const supportTiles = async (db: Database, session: Session, { favouriteId, range }: Filter): Promise<Tile[]> => {
  const opened = { favouriteId, from: range.from, to: range.to };
  const waiting = { status: [...OPEN_TICKET_STATUSES] };
  const board = await readSupportBoard(db, session, opened);
  const [openedTotal, backlogTotal, figures, ...byDesk] = await Promise.all([
    board.count(range),
    board.count(waiting),
    board.figures(),
    ...TICKET_DESKS.map((desk) => board.count({ ...range, desk })),
  ]);
  const minutes = (key: string, value: number | null): Tile[] => (value === null ? [] : [{ key, value }]);
  return [
    {
      ...entry('tickets-opened', openedTotal, linkTo('/support/tickets', opened)),
      series: TICKET_DESKS.map((desk, index) =>
        entry(desk, byDesk[index] ?? 0, linkTo('/support/tickets', { ...opened, desk })),
      ),
    },
    {
      ...entry('tickets-backlog', backlogTotal, linkTo('/support/tickets', { favouriteId, ...waiting })),
      series: BACKLOG_AGES.map(({ key }) => ({ key, value: figures.backlogByAge[key] })),
    },
    { key: 'tickets-resolved', value: figures.resolved },
    ...minutes('first-answer-time', figures.firstAnswerMinutes),
    ...minutes('resolution-time', figures.resolutionMinutes),
    { key: 'tickets-escalated', value: figures.escalated },
    { key: 'issues-escalated', value: figures.fromIssues },
  ];
};
