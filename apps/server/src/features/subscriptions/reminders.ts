import type { AccessKey } from '@console/domain/access/rights';
import type { NotificationType } from '@console/domain/notification/notification.schema';
import { RENEWAL_REMINDER_DAYS } from '@console/domain/subscription/subscription-status';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { raise } from '../notifications/service.ts';
import { holderToday, statusSql } from './queries.ts';

/*
 * The renewal reminders and the expiry notice (decision 131), raised by the hourly job: each holder's new day is seen
 * within the hour. Each selects what is due now, so a missed run is caught up by the next, and names its occurrence
 * after the subscription, its end date and the threshold, so it is raised once, and again if the end date moves.
 */

/** Who is told: the holder's users who read their account, and the selling provider's who manage subscriptions. */
const AUDIENCES: { key: AccessKey; account: SQL; managed: boolean }[] = [
  { key: 'myAccount', account: sql`subscriptions.account_id`, managed: false },
  { key: 'subscriptions', account: sql`subscriptions.provider_id`, managed: true },
];

const raiseToAudiences = async (
  db: Database,
  type: NotificationType,
  source: (account: SQL, managed: boolean) => SQL,
): Promise<number> => {
  let raised = 0;
  for (const audience of AUDIENCES) {
    raised += await raise(db, type, audience.key, source(audience.account, audience.managed), 'own-account');
  }
  return raised;
};

const subscriptionRef = (managed: boolean) =>
  sql`'subscriptionId', subscriptions.id, 'holderName', holder.name,
      'endsOn', to_char(subscriptions.ends_on, 'YYYY-MM-DD'), 'managed', ${managed}::boolean`;

/**
 * The threshold a subscription to renew is at: the nearest of the reminder days not yet passed, or, for one that
 * renews itself, the first only (one courtesy notice).
 */
const threshold = sql`case when subscriptions.auto_renew then ${RENEWAL_REMINDER_DAYS[0]}::int
  else (select min(days) from unnest(${sql.param([...RENEWAL_REMINDER_DAYS])}::int[]) days
        where days >= subscriptions.ends_on - ${holderToday}) end`;

/**
 * The subscription's seated sensors' placements on parcels since its start, those returned or moved since included:
 * each from its placing (a sensor's first, from its first capture, as its counts are).
 */
const seatPlacements = sql`select pl.parcel_id, pl.removed_at,
    case when pl.from_first_capture then '-infinity' else pl.placed_at end as since
  from subscription_seats st join sensor_placements pl on pl.sensor_id = st.sensor_id
  where st.subscription_id = subscriptions.id and pl.parcel_id is not null
    and (pl.removed_at is null
         or pl.removed_at >= subscriptions.starts_on::timestamp at time zone subscriptions.zone_id)`;
/** Whether `at` (an instant) on parcel `parcelId` falls while one of the subscription's sensors served it. */
const whileServed = (parcelId: SQL, at: SQL) => sql`exists (select 1 from (${seatPlacements}) served
  where served.parcel_id = ${parcelId} and ${at} >= served.since
    and (served.removed_at is null or ${at} < served.removed_at))`;

/**
 * The season so far on the subscription's sensors, from its start to today: nights with a capture (a night is
 * dated by the evening it starts), high-risk alerts its holder received on the parcels they served while they served
 * them, and anti-slug treatments recorded on those parcels' crops meanwhile, a trap returned or moved since included.
 */
const seasonRecap = sql`cross join lateral (
  select
    (select count(distinct ((r.measured_at at time zone subscriptions.zone_id) - interval '12 hours')::date)::int
       from subscription_seats st join readings r on r.sensor_id = st.sensor_id
       where st.subscription_id = subscriptions.id
         and r.measured_at >= subscriptions.starts_on::timestamp at time zone subscriptions.zone_id
         and r.measured_at < (${holderToday} + 1)::timestamp at time zone subscriptions.zone_id) as nights,
    (select count(distinct n.occurrence)::int
       from users u join notifications n on n.user_id = u.id
       where u.account_id = subscriptions.account_id and n.type = 'risk-level-high'
         and n.created_at >= subscriptions.starts_on::timestamp at time zone subscriptions.zone_id
         and ${whileServed(sql`(n.payload->>'parcelId')::uuid`, sql`n.created_at`)}) as alerts,
    (select count(*)::int
       from crop_interventions ci join crops c on c.id = ci.crop_id
       where ci.type = 'product' and ci.date between subscriptions.starts_on and ${holderToday}
         and ${whileServed(sql`c.parcel_id`, sql`(ci.date::timestamp at time zone subscriptions.zone_id)`)}) as treatments
) recap`;

/** All subscriptions, or the one whose period just changed. */
const among = (subscriptionId: string | undefined) =>
  subscriptionId ? sql`subscriptions.id = ${subscriptionId}` : sql`true`;

/**
 * `subscription-to-renew` 30, 7 and 1 days before the end; once at 30 for a subscription that renews itself. Of
 * every subscription (the hourly job), or of one whose period just changed.
 */
export const raiseRenewalReminders = (db: Database, subscriptionId?: string): Promise<number> =>
  raiseToAudiences(
    db,
    'subscription-to-renew',
    (
      account,
      managed,
    ) => sql`select subscriptions.id::text || '@' || subscriptions.ends_on::text || '#' || due.threshold
          as occurrence,
        ${account} as account_id,
        jsonb_build_object(${subscriptionRef(managed)}, 'daysLeft', subscriptions.ends_on - ${holderToday},
          'autoRenew', subscriptions.auto_renew, 'nightsMonitored', recap.nights, 'highRiskAlerts', recap.alerts,
          'treatments', recap.treatments) as payload
      from subscriptions join accounts holder on holder.id = subscriptions.account_id
        cross join lateral (select ${threshold} as threshold) due
        ${seasonRecap}
      where ${statusSql} = 'to_renew' and ${account} is not null and ${among(subscriptionId)}`,
  );

/** `subscription-expired` from the first day of grace: the service stops at its end unless it is renewed. */
export const raiseExpiryNotices = (db: Database, subscriptionId?: string): Promise<number> =>
  raiseToAudiences(
    db,
    'subscription-expired',
    (account, managed) => sql`select subscriptions.id::text || '@' || subscriptions.ends_on::text as occurrence,
        ${account} as account_id, jsonb_build_object(${subscriptionRef(managed)}) as payload
      from subscriptions join accounts holder on holder.id = subscriptions.account_id
      where ${statusSql} = 'grace' and ${account} is not null and ${among(subscriptionId)}`,
  );

/**
 * `subscription-renewal-requested`, when the holder asks: to the seller's users who manage subscriptions, the
 * manufacturer's when it sold it. Once a period: asking again tells no one twice.
 */
export const raiseRenewalRequest = (db: Database, subscriptionId: string): Promise<number> =>
  raise(
    db,
    'subscription-renewal-requested',
    'subscriptions',
    sql`select subscriptions.id::text || '@' || subscriptions.ends_on::text as occurrence, seller.id as account_id,
        jsonb_build_object(${subscriptionRef(true)}) as payload
      from subscriptions join accounts holder on holder.id = subscriptions.account_id
        join accounts seller on seller.id = subscriptions.provider_id
          or (subscriptions.provider_id is null and seller.type = 'desangosse')
      where subscriptions.id = ${subscriptionId}`,
    'own-account',
  );
