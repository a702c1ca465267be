import type { Language } from '@console/domain/i18n/languages';
import type { SeatChange, Subscription } from '@console/domain/subscription/subscription.schema';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { sensors, subscriptionPlans, subscriptionSeats, subscriptions } from '../../db/schema.ts';
import { fieldError } from '../../plugins/app-error.ts';
import { type Holder, requireHolder } from './holders.ts';
import { inSubscriptionScope, selectOpenSeats } from './queries.ts';
import { lockSubscription, recordEvent } from './subscription-changes.ts';
import { getSubscription } from './subscription-reads.ts';

/**
 * The sensors a holder's seats may cover, locked for the rest of the transaction (in id order, so two changes never
 * wait on each other): the holder's own or its provider's, in the caller's scope. Any other is refused by name.
 */
export const lockSeatSensors = async (tx: Database, session: Session, holder: Holder, sensorIds: string[]) => {
  if (sensorIds.length === 0) return [];
  const owners = holder.providerId ? [holder.id, holder.providerId] : [holder.id];
  const rows = await tx
    .select({ id: sensors.id, serialNumber: sensors.serialNumber })
    .from(sensors)
    .where(
      and(
        inArray(sensors.id, sensorIds),
        inArray(sensors.accountId, owners),
        inAccountScope(session, sensors.accountId),
      ),
    )
    .orderBy(asc(sensors.id))
    .for('update', { of: sensors });
  if (rows.length !== sensorIds.length) {
    throw fieldError('invalid', "a sensor is not the holder's", 'sensorIds', 'subscriptions.errors.sensor-not-owned');
  }
  return rows;
};

/**
 * A sensor sits in at most one open seat on any day: refuses the sensors an open seat of another subscription
 * already covers during the period. The sensors' row locks (`lockSeatSensors`) keep two changes from both passing.
 */
export const refuseCoveredSensors = async (
  tx: Database,
  sensorIds: string[],
  period: { startsOn: string; endsOn: string },
  exceptSubscriptionId?: string,
) => {
  if (sensorIds.length === 0) return;
  const covered = await tx
    .select({ serialNumber: sensors.serialNumber })
    .from(subscriptionSeats)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionSeats.subscriptionId))
    .innerJoin(sensors, eq(sensors.id, subscriptionSeats.sensorId))
    .where(
      and(
        inArray(subscriptionSeats.sensorId, sensorIds),
        isNull(subscriptionSeats.removedAt),
        sql`${subscriptions.startsOn} <= ${period.endsOn} and ${subscriptions.endsOn} >= ${period.startsOn}`,
        exceptSubscriptionId ? ne(subscriptions.id, exceptSubscriptionId) : undefined,
      ),
    );
  if (covered.length > 0) {
    const serials = covered.map((row) => row.serialNumber).join(', ');
    throw fieldError(
      'conflict',
      `already covered by another subscription over the period: ${serials}`,
      'sensorIds',
      'subscriptions.errors.sensor-covered',
    );
  }
};

/** Hands a seat's remaining term to a replacement sensor, the old seat pointing to the new one. */
const replaceSeat = async (
  tx: Database,
  session: Session,
  seat: { id: string; subscriptionId: string },
  replacement: { id: string; serialNumber: string },
) => {
  const [added] = await tx
    .insert(subscriptionSeats)
    .values({ subscriptionId: seat.subscriptionId, sensorId: replacement.id })
    .returning({ id: subscriptionSeats.id });
  await tx
    .update(subscriptionSeats)
    .set({ removedAt: now(), replacedById: added?.id })
    .where(eq(subscriptionSeats.id, seat.id));
  await recordEvent(tx, session, seat.subscriptionId, 'seat-swapped', replacement.serialNumber);
};

/**
 * A parcel's sensor swapped for a replacement (decision 133), inside the caller's transaction: the replaced sensor's
 * open seat goes to the replacement, unless the replacement already sits in one of its own.
 */
export const transferSeat = async (tx: Database, session: Session, sensorId: string, replacementId: string) => {
  const seats = await tx
    .select({
      id: subscriptionSeats.id,
      subscriptionId: subscriptionSeats.subscriptionId,
      sensorId: subscriptionSeats.sensorId,
    })
    .from(subscriptionSeats)
    .where(and(inArray(subscriptionSeats.sensorId, [sensorId, replacementId]), isNull(subscriptionSeats.removedAt)));
  const seat = seats.find((candidate) => candidate.sensorId === sensorId);
  if (!seat || seats.some((candidate) => candidate.sensorId === replacementId)) return;
  const [replacement] = await tx
    .select({ id: sensors.id, serialNumber: sensors.serialNumber })
    .from(sensors)
    .where(eq(sensors.id, replacementId));
  if (replacement) await replaceSeat(tx, session, seat, replacement);
};

/** The open seat a swap of the sensor would hand to its replacement, its plan named in the reader's language. */
export const findOpenSeat = async (db: Database, sensorId: string, language: Language) => {
  const [seat] = await db
    .select({ subscriptionId: subscriptions.id, labels: subscriptionPlans.labels, endsOn: subscriptions.endsOn })
    .from(subscriptionSeats)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionSeats.subscriptionId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(eq(subscriptionSeats.sensorId, sensorId), isNull(subscriptionSeats.removedAt)))
    .orderBy(desc(subscriptions.endsOn))
    .limit(1);
  return seat && { subscriptionId: seat.subscriptionId, planName: seat.labels[language], endsOn: seat.endsOn };
};

/** Adds, removes or swaps seats, each change in one transaction with its event. */
export const changeSeats = async (
  db: Database,
  session: Session,
  id: string,
  change: SeatChange,
): Promise<Subscription> => {
  await db.transaction(async (tx) => {
    const row = await lockSubscription(tx, inSubscriptionScope(session), id);
    const open = await selectOpenSeats(tx, id);
    const seatOf = (sensorId: string) => {
      const seat = open.find((candidate) => candidate.sensorId === sensorId);
      if (!seat)
        throw fieldError('invalid', 'no open seat for that sensor', 'sensorId', 'subscriptions.errors.no-seat');
      return seat;
    };
    switch (change.action) {
      case 'add': {
        const holder = await requireHolder(tx, session, row.accountId);
        const added = await lockSeatSensors(tx, session, holder, change.sensorIds);
        await refuseCoveredSensors(tx, change.sensorIds, row);
        await tx
          .insert(subscriptionSeats)
          .values(change.sensorIds.map((sensorId) => ({ subscriptionId: id, sensorId })));
        for (const sensor of added) await recordEvent(tx, session, id, 'seat-added', sensor.serialNumber);
        return;
      }
      case 'remove': {
        const seat = seatOf(change.sensorId);
        await tx.update(subscriptionSeats).set({ removedAt: now() }).where(eq(subscriptionSeats.id, seat.id));
        const [sensor] = await tx
          .select({ serialNumber: sensors.serialNumber })
          .from(sensors)
          .where(eq(sensors.id, change.sensorId));
        await recordEvent(tx, session, id, 'seat-removed', sensor?.serialNumber);
        return;
      }
      case 'swap': {
        const seat = seatOf(change.sensorId);
        const holder = await requireHolder(tx, session, row.accountId);
        const [replacement] = await lockSeatSensors(tx, session, holder, [change.replacementSensorId]);
        await refuseCoveredSensors(tx, [change.replacementSensorId], row);
        if (replacement) await replaceSeat(tx, session, { id: seat.id, subscriptionId: id }, replacement);
      }
    }
  });
  return getSubscription(db, session, id);
};
