import type { Paged } from '@console/domain/list/list-query';
import { canEscalateTicket, isTicketDeskMember, mayReplaceTicketSensors } from '@console/domain/support/ticket-rules';
import type {
  CreatedTicket,
  CreateTicketInput,
  TicketDetail,
  TicketListFilter,
  TicketListItem,
  TicketListQuery,
} from '@console/domain/support/ticket.schema';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import { requireSensorLens } from '../../auth/sensor-lens.ts';
import type { Database } from '../../db/client.ts';
import { issues, parcels, sensors, supportTicketMessages, supportTickets } from '../../db/schema.ts';
import type { ReadPage } from '../../export/row-pages.ts';
import { countEvents, requireRoom } from '../../limits/rate-limit.ts';
import { fieldError } from '../../plugins/app-error.ts';
import { getIssue } from '../issues/service.ts';
import { mayReplaceRentedSensor } from '../rent-contracts/service.ts';
import { selectSupportFigures } from './figures.ts';
import { raiseTicketOpened } from './notices.ts';
import {
  countTickets,
  nextTicketReference,
  selectTicketMessages,
  selectTicketPage,
  type TicketRow,
  ticketConditions,
  toTicketListItem,
} from './queries.ts';
import { requireTicket, ticketsBy } from './ticket-guards.ts';

/** The list's rows page by page, for its export: the same scope, filters and order. */
export const readTicketPages = async (
  db: Database,
  session: Session,
  query: TicketListQuery,
): Promise<ReadPage<TicketListItem>> => {
  const { start: _start, sort: _sort, order: _order, favouriteId, limit: _limit, ...filter } = query;
  const where = ticketConditions(session, { ...filter, lens: await requireSensorLens(db, session, favouriteId) });
  return (start, limit) => selectTicketPage(db, where, { ...query, start }, limit);
};

export const listTickets = async (
  db: Database,
  session: Session,
  query: TicketListQuery,
): Promise<Paged<TicketListItem>> => {
  const { start: _start, sort, order, favouriteId, limit, ...filter } = query;
  const where = ticketConditions(session, { ...filter, lens: await requireSensorLens(db, session, favouriteId) });
  const [items, total] = await Promise.all([selectTicketPage(db, where, query, limit), countTickets(db, where)]);
  return { items, total, filter: { ...filter, favouriteId }, sort: { field: sort, order } };
};

/**
 * The support dashboard's reading of the tickets under a favourite, looked up once: the list's totals under its
 * filters, and the figures over the days `from`..`to` that no list reproduces.
 */
export const readSupportBoard = async (
  db: Database,
  session: Session,
  { favouriteId, from, to }: { favouriteId?: string | undefined; from: string; to: string },
) => {
  const lens = await requireSensorLens(db, session, favouriteId);
  return {
    count: (filter: Omit<TicketListFilter, 'favouriteId'>) =>
      countTickets(db, ticketConditions(session, { ...filter, lens })),
    figures: () => selectSupportFigures(db, session, { from, to, lens }),
  };
};

export const getTicket = async (db: Database, session: Session, id: string): Promise<TicketDetail> => {
  const row = await requireTicket(db, session, id);
  const issue = row.issueId ? await getIssue(db, session, row.issueId) : null;
  return {
    ...toTicketListItem(row),
    escalatedAt: row.escalatedAt?.toISOString() ?? null,
    resolvedByDeviceAt: row.resolvedByDeviceAt?.toISOString() ?? null,
    messages: await selectTicketMessages(db, row.id),
    issue: issue && {
      id: issue.id,
      type: issue.type,
      level: issue.level,
      status: issue.status,
      openedAt: issue.openedAt,
      timeline: issue.timeline,
    },
    replacement:
      row.replacementSensorId && row.replacementSerialNumber && row.replacedAt
        ? {
            sensor: { id: row.replacementSensorId, serialNumber: row.replacementSerialNumber },
            replacedAt: row.replacedAt.toISOString(),
          }
        : null,
    canAnswerAsDesk: isTicketDeskMember(session, row),
    canEscalate: canEscalateTicket(session, row),
    canReplace:
      isReplaceable(session, row) && row.sensorId !== null && (await mayReplaceRentedSensor(db, session, row.sensorId)),
  };
};

/** The desk may swap the ticket's sensor, still on a parcel, while the ticket is open. */
const isReplaceable = (session: Session, ticket: TicketRow) =>
  mayReplaceTicketSensors(session) &&
  isTicketDeskMember(session, ticket) &&
  ticket.status !== 'closed' &&
  ticket.sensorParcelId !== null;

/** The sensor a request is about, through the issue it escalates when it names one; both in the caller's scope. */
const resolveSubject = async (db: Database, session: Session, input: CreateTicketInput) => {
  let sensorId = input.sensorId;
  if (input.issueId) {
    const [issue] = await db
      .select({ sensorId: issues.sensorId })
      .from(issues)
      .where(and(eq(issues.id, input.issueId), inAccountScope(session, issues.accountId)));
    if (!issue) throw fieldError('invalid', 'unknown issue', 'issueId', 'support.errors.unknown-issue');
    if (sensorId && sensorId !== issue.sensorId) {
      throw fieldError('invalid', 'issue of another sensor', 'sensorId', 'support.errors.issue-sensor');
    }
    sensorId = issue.sensorId;
  }
  const [sensor] = sensorId
    ? await db
        .select({ id: sensors.id, parcelId: sensors.parcelId, hasProviderSupport: sensors.hasProviderSupport })
        .from(sensors)
        .where(and(eq(sensors.id, sensorId), inAccountScope(session, sensors.accountId)))
    : [];
  if (sensorId && !sensor) throw fieldError('invalid', 'unknown sensor', 'sensorId', 'support.errors.unknown-sensor');
  // A report about a sensor is about its newest open issue unless it names one: cleared before anyone answers, the
  // ticket is solved by the device.
  const [openIssue] =
    sensor && !input.issueId
      ? await db
          .select({ id: issues.id })
          .from(issues)
          .where(and(eq(issues.sensorId, sensor.id), isNull(issues.closedAt)))
          .orderBy(desc(issues.openedAt))
          .limit(1)
      : [];
  const parcelId = input.parcelId ?? sensor?.parcelId ?? undefined;
  if (input.parcelId) {
    const [parcel] = await db
      .select({ id: parcels.id })
      .from(parcels)
      .where(and(eq(parcels.id, input.parcelId), inAccountScope(session, parcels.accountId)));
    if (!parcel) throw fieldError('invalid', 'unknown parcel', 'parcelId', 'support.errors.unknown-parcel');
  }
  return { sensor, parcelId, issueId: input.issueId ?? openIssue?.id };
};

/**
 * `POST /back/support/tickets`: a farmer's ticket about a sensor its distributor supports goes to that distributor's
 * desk; every other ticket to the manufacturer's. The ticket, its first message and the desk's notices commit together.
 */
export const createTicket = async (
  db: Database,
  session: Session,
  input: CreateTicketInput,
): Promise<CreatedTicket> => {
  await requireRoom(db, ticketsBy(session));
  const { sensor, parcelId, issueId } = await resolveSubject(db, session, input);
  const providerAccountId = sensor?.hasProviderSupport && session.providerId ? session.providerId : null;
  return db.transaction(async (tx) => {
    await countEvents(tx, ticketsBy(session));
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        reference: nextTicketReference,
        subject: input.subject,
        category: input.category,
        desk: providerAccountId ? 'provider' : 'manufacturer',
        accountId: session.accountId,
        providerAccountId,
        requesterId: session.userId,
        sensorId: sensor?.id ?? null,
        parcelId: parcelId ?? null,
        issueId: issueId ?? null,
      })
      .returning();
    if (!ticket) throw new Error('ticket not inserted');
    const [message] = await tx
      .insert(supportTicketMessages)
      .values({ ticketId: ticket.id, authorId: session.userId, side: 'customer', body: input.message })
      .returning({ id: supportTicketMessages.id });
    if (!message) throw new Error('message not inserted');
    await raiseTicketOpened(tx, ticket.id, false);
    return {
      id: ticket.id,
      reference: ticket.reference,
      status: ticket.status,
      desk: ticket.desk,
      messageId: message.id,
    };
  });
};
