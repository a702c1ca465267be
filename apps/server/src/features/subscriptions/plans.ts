import { isManufacturer } from '@console/domain/access/permissions';
import type { Country } from '@console/domain/address/postal-address.schema';
import type { SubscriptionPlan, SubscriptionPlanInput } from '@console/domain/subscription/subscription-plan.schema';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { accounts, subscriptionPlans } from '../../db/schema.ts';
import { fieldError, notFound } from '../../plugins/app-error.ts';

type PlanFields = Omit<SubscriptionPlanInput, 'durationMonths'> & { durationMonths?: number | undefined };

const planColumns = {
  id: subscriptionPlans.id,
  code: subscriptionPlans.code,
  labels: subscriptionPlans.labels,
  countries: subscriptionPlans.countries,
  kind: subscriptionPlans.kind,
  durationMonths: subscriptionPlans.durationMonths,
  graceDays: subscriptionPlans.graceDays,
  autoRenew: subscriptionPlans.autoRenew,
  active: subscriptionPlans.active,
  subscriptionCount: sql<number>`(select count(*) from subscriptions s where s.plan_id = subscription_plans.id)::int`,
};

type PlanRow = { durationMonths: number | null } & Omit<SubscriptionPlan, 'durationMonths'>;

const planOf = ({ durationMonths, ...row }: PlanRow): SubscriptionPlan => ({
  ...row,
  ...(durationMonths === null ? {} : { durationMonths }),
});

/**
 * The plans a caller reads: staff every plan; a provider the active plans sold in its own country (its account's
 * postal address), the only ones it can sell.
 */
const planScope = (session: Session): SQL | undefined =>
  isManufacturer(session)
    ? undefined
    : and(
        eq(subscriptionPlans.active, true),
        sql`(select ${accounts.postalAddress}->>'country' from ${accounts} where ${accounts.id} = ${session.accountId})
          = any(${subscriptionPlans.countries})`,
      );

export const listPlans = async (db: Database, session: Session): Promise<SubscriptionPlan[]> =>
  (
    await db.select(planColumns).from(subscriptionPlans).where(planScope(session)).orderBy(asc(subscriptionPlans.code))
  ).map(planOf);

export const getPlan = async (db: Database, session: Session, id: string): Promise<SubscriptionPlan> => {
  const [row] = await db
    .select(planColumns)
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, id), planScope(session)));
  if (!row) throw notFound('plan not found');
  return planOf(row);
};

const refuseTakenCode = (error: unknown): never => {
  throw isUniqueViolation(error)
    ? fieldError('conflict', 'a plan already has that code', 'code', 'subscriptions.plan-errors.code-taken')
    : error;
};

const planValues = (input: PlanFields) => ({ ...input, durationMonths: input.durationMonths ?? null });

export const createPlan = async (db: Database, session: Session, input: PlanFields): Promise<SubscriptionPlan> => {
  const [row] = await db
    .insert(subscriptionPlans)
    .values(planValues(input))
    .returning({ id: subscriptionPlans.id })
    .catch(refuseTakenCode);
  if (!row) throw new Error('plan not inserted');
  return getPlan(db, session, row.id);
};

/** A plan's change applies to what is sold from now on: sold periods keep their dates and grace. */
export const updatePlan = async (
  db: Database,
  session: Session,
  id: string,
  input: PlanFields,
): Promise<SubscriptionPlan> => {
  const [row] = await db
    .update(subscriptionPlans)
    .set(planValues(input))
    .where(eq(subscriptionPlans.id, id))
    .returning({ id: subscriptionPlans.id })
    .catch(refuseTakenCode);
  if (!row) throw notFound('plan not found');
  return getPlan(db, session, id);
};

/** The plan a period is sold under, if it can be: active and sold in the holder's country. */
export const findSellablePlan = async (db: Database, planId: string, country: Country) => {
  const [plan] = await db
    .select({
      id: subscriptionPlans.id,
      kind: subscriptionPlans.kind,
      durationMonths: subscriptionPlans.durationMonths,
      graceDays: subscriptionPlans.graceDays,
    })
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.id, planId),
        eq(subscriptionPlans.active, true),
        sql`${country} = any(${subscriptionPlans.countries})`,
      ),
    );
  return plan;
};
