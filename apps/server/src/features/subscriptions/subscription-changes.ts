import type { SubscriptionEventKind } from '@console/domain/subscription/subscription.schema';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { subscriptionEvents, subscriptions } from '../../db/schema.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';

export const recordEvent = (
  tx: Database,
  session: Session | null,
  subscriptionId: string,
  kind: SubscriptionEventKind,
  detail?: string,
) => tx.insert(subscriptionEvents).values({ subscriptionId, userId: session?.userId ?? null, kind, detail });

/** The subscription's row locked for the change, in the caller's scope (none for the scheduled renewals). */
export const lockSubscription = async (tx: Database, scope: SQL | undefined, id: string) => {
  const [row] = await tx
    .select({
      id: subscriptions.id,
      accountId: subscriptions.accountId,
      planId: subscriptions.planId,
      providerId: subscriptions.providerId,
      startsOn: subscriptions.startsOn,
      endsOn: subscriptions.endsOn,
      zoneId: subscriptions.zoneId,
      autoRenew: subscriptions.autoRenew,
      cancelledAt: subscriptions.cancelledAt,
      successorId: sql<
        string | null
      >`(select successor.id from subscriptions successor where successor.renews_id = subscriptions.id)`,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), scope))
    .for('update', { of: subscriptions });
  if (!row) throw notFound('subscription not found');
  return row;
};

export const refusal = (message: string, error: string) => new AppError('conflict', message, { error });
