import type { AccessKey } from '@console/domain/access/rights';
import { COUNTRY_DEFAULTS } from '@console/domain/address/country-defaults';
import { CROP_STAGES, type CropStage, type CropType } from '@console/domain/crop/crop.schema';
import type { IssueRules } from '@console/domain/issue/issue-rule-settings';
import { ISSUE_TYPES } from '@console/domain/issue/issue.schema';
import type { NotificationType } from '@console/domain/notification/notification.schema';
import { type SQL, sql } from 'drizzle-orm';
import { cropInFieldId } from '../../db/crops-in-field.ts';
import { now } from '../../clock.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { occurrenceTime } from '../../db/iso-time.ts';
import { raiseWatchedIssuesBlocking, raiseWatchedRiskLevelsHigh } from './watch-raise.ts';
import { metersBetween } from '../../db/geo-distance.ts';

/**
 * The statement giving each occurrence selected by `source` (columns `occurrence`, `account_id`, `payload`) to the
 * users who may see its object: the users of the object's account and of that account's provider whose role can read
 * `key`. Manufacturer staff follow the fleet from the lists instead. The unique key on (user, type, occurrence) makes
 * a second raise of the same occurrence, by a retried job or another server process, a no-op. It returns the ids it
 * created, and can run inside a larger statement: ingestion raises alerts in the statement that stores the captures.
 * `reach: 'own-account'` leaves the provider's users out: an alert an account set for itself (its slug-count
 * threshold) tells that account only.
 */
export const raiseStatement = (
  type: NotificationType,
  key: AccessKey,
  source: SQL,
  reach: 'with-provider' | 'own-account' = 'with-provider',
): SQL => {
  const provider = reach === 'with-provider' ? sql`or u.account_id = a.provider_id` : sql``;
  // `offset 0` plans the source apart from the recipients: one join search of eight tables cost more than a batch's
  // whole insert.
  return sql`insert into notifications (user_id, type, occurrence, payload)
        select u.id, ${type}, src.occurrence, src.payload
        from (select * from (${source}) source offset 0) src
        join accounts a on a.id = src.account_id
        join users u on (u.account_id = a.id ${provider}) and not u.is_disabled
        join roles r on r.id = u.role_id and r.rights->>${key} in ('read-only', 'full-access')
        on conflict do nothing
        returning id`;
};

/** Runs `raiseStatement` on its own and answers how many notifications it created. */
export const raise = async (
  db: Database,
  type: NotificationType,
  key: AccessKey,
  source: SQL,
  reach?: 'with-provider' | 'own-account',
): Promise<number> => (await selectRows<{ id: string }>(db, raiseStatement(type, key, source, reach))).length;

/**
 * Notifications to users a feature names itself rather than an account's readers (a ticket's desk, its requester):
 * `source` selects `user_id`, `occurrence` and `payload`. Disabled users are left out, and the unique key makes a
 * second raise of the same occurrence a no-op, as for `raise`.
 */
export const raiseToUsers = async (db: Database, type: NotificationType, source: SQL): Promise<number> =>
  (
    await selectRows<{ id: string }>(
      db,
      sql`insert into notifications (user_id, type, occurrence, payload)
          select src.user_id, ${type}, src.occurrence, src.payload
          from (${source}) src join users u on u.id = src.user_id and not u.is_disabled
          on conflict do nothing
          returning id`,
    )
  ).length;

/**
 * `issue-opened` for issues still open, and the watches over their sensors: an issue opened and closed within one
 * batch of captures tells no one.
 */
export const raiseIssuesOpened = async (db: Database, issueIds: readonly string[]) =>
  issueIds.length === 0
    ? 0
    : (await raise(
        db,
        'issue-opened',
        'defaults',
        sql`select i.id::text as occurrence, i.account_id,
              jsonb_build_object('issueId', i.id, 'sensorId', s.id, 'serialNumber', s.serial_number,
                                 'issueType', i.type, 'level', i.level) as payload
            from issues i join sensors s on s.id = i.sensor_id
            where i.id = any(${sql.param(issueIds)}::uuid[]) and i.closed_at is null`,
      )) + (await raiseWatchedIssuesBlocking(db, issueIds));

/**
 * `risk-level-high` for parcels whose risk has just been set to high, and the watches over them. The update that set
 * it returns each parcel to one process only, so the time of its transaction names the occurrence.
 */
export const raiseRiskLevelsHigh = async (db: Database, parcelIds: readonly string[]) =>
  parcelIds.length === 0
    ? 0
    : (await raise(
        db,
        'risk-level-high',
        'parcels',
        sql`select p.id::text || '@' || ${occurrenceTime(sql`now()`)} as occurrence,
              p.account_id, jsonb_build_object('parcelId', p.id, 'parcelLabel', p.label) as payload
            from parcels p where p.id = any(${sql.param(parcelIds)}::uuid[]) and p.risk_level = 'high'`,
      )) + (await raiseWatchedRiskLevelsHigh(db, parcelIds));

/**
 * `new-sensor-affected`, in the transaction that placed the sensor on the parcel, to those who can open the sensor:
 * its own account and that account's provider (a provider's sensor on a farm tells the provider, not the farm).
 */
export const raiseSensorAffected = (db: Database, sensorId: string, parcelId: string) =>
  raise(
    db,
    'new-sensor-affected',
    'sensors',
    sql`select s.id::text || '>' || p.id::text || '@' || ${occurrenceTime(sql`now()`)}
                as occurrence,
              s.account_id,
              jsonb_build_object('sensorId', s.id, 'serialNumber', s.serial_number, 'parcelId', p.id,
                                 'parcelLabel', p.label) as payload
            from sensors s, parcels p where s.id = ${sensorId} and p.id = ${parcelId}`,
  );

/*
 * Scheduled sources (decision 064). Each selects what is due now, so a run that was missed is caught up by the next,
 * and names each occurrence after what it is about, so a second run, or a second process, raises nothing new. `at`
 * replaces "now" for the demo, which replays the past weeks' runs.
 */

/** A crop not yet sown is asked to confirm its estimated seeding date this many days ahead. */
export const SEEDING_DATE_NOTICE_DAYS = 3;
/** A sown crop with nothing on its timeline is reminded this many days after its seeding date. */
export const INTERVENTION_REMINDER_DAYS = 7;
/** A sown crop still in its slug-sensitive stages is asked for its stage once it has been unchanged this many days. */
export const STAGE_REMINDER_AFTER_DAYS = 14;
/** How far beyond the parcel's own extent its sensor may stand before its owners are told. */
export const DISTANCE_MARGIN_METERS = 500;

const moment = (at: Date = now()): SQL => sql`${at.toISOString()}::timestamptz`;

/**
 * `issue-opened` again, with the days it has been open, for an issue still open every `reminderDays` of its type's
 * rule (0: never). Named after those days, so each reminder is raised once whatever the runs, and a run that missed
 * some raises only the latest.
 */
export const raiseIssueReminders = (db: Database, rules: IssueRules, at?: Date) => {
  const reminded = ISSUE_TYPES.filter((type) => rules[type].reminderDays > 0);
  if (reminded.length === 0) return Promise.resolve(0);
  const every = sql`(${JSON.stringify(rules)}::jsonb -> i.type ->> 'reminderDays')::int`;
  return raise(
    db,
    'issue-opened',
    'defaults',
    sql`select i.id::text || '~' || d.open_days as occurrence, i.account_id,
              jsonb_build_object('issueId', i.id, 'sensorId', s.id, 'serialNumber', s.serial_number,
                                 'issueType', i.type, 'level', i.level, 'openDays', d.open_days) as payload
            from issues i join sensors s on s.id = i.sensor_id
            cross join lateral (
              select floor(extract(epoch from ${moment(at)} - i.opened_at) / 86400 / ${every})::int * ${every}
                       as open_days) d
            where i.closed_at is null and i.type = any(${sql.param(reminded)}::text[]) and d.open_days > 0`,
  );
};

/** Calendar dates are the parcel's: the zone of its country (Australia's most populous one). */
const parcelZone = sql.join(
  [
    sql`case p.address->>'country'`,
    ...Object.entries(COUNTRY_DEFAULTS).map(([country, { zoneId }]) => sql`when ${country} then ${zoneId}`),
    sql`else 'Europe/Paris' end`,
  ],
  sql` `,
);

/**
 * This season's crop of each parcel (the calendar year, as crops are recorded), with the parcel's date today,
 * whether the crop is sown (a stage past "not sown", or an actual seeding date) and the day it was or will be sown.
 * `occurrence` follows the crop's id; the payload is the crop's link target.
 */
const cropSource = (at: SQL, occurrence: SQL, condition: SQL): SQL =>
  sql`select c.id::text || '@' || ${occurrence} as occurrence, p.account_id,
             jsonb_build_object('parcelId', p.id, 'parcelLabel', p.label, 'cropId', c.id) as payload
      from parcels p
      join crops c on c.id = ${cropInFieldId(sql`p.id`, sql`(${at} at time zone ${parcelZone})::date`)}
      cross join lateral (
        select (${at} at time zone ${parcelZone})::date as today,
               c.stage <> 'non_seme' or c.actual_seeding_date is not null as sown,
               coalesce(c.actual_seeding_date, c.estimated_seeding_date) as seeded_on) d
      where ${condition}`;

const day = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/**
 * `validate-estimated-seeding-date`: the estimated date is within the notice and the crop is not sown. Named after
 * the date, so a crop whose date is moved is asked again.
 */
export const raiseSeedingDatesToValidate = (db: Database, at?: Date) =>
  raise(
    db,
    'validate-estimated-seeding-date',
    'parcels',
    cropSource(
      moment(at),
      day(sql`c.estimated_seeding_date`),
      sql`not d.sown and c.estimated_seeding_date between d.today and d.today + ${SEEDING_DATE_NOTICE_DAYS}::int`,
    ),
  );

/** `estimated-seeding-date-passed`: the estimated date is behind and the crop is still not marked sown. */
export const raiseSeedingDatesPassed = (db: Database, at?: Date) =>
  raise(
    db,
    'estimated-seeding-date-passed',
    'parcels',
    cropSource(moment(at), day(sql`c.estimated_seeding_date`), sql`not d.sown and c.estimated_seeding_date < d.today`),
  );

/**
 * The day a crop's stage has stood since at `at`, in the parcel's calendar: its last change recorded by then, or its
 * seeding day when that is later (a stage recorded before seeding has not been watched growing yet).
 */
const stageSince = (at: SQL) =>
  sql`greatest(d.seeded_on, (select (max(sc.changed_at) at time zone ${parcelZone})::date
                             from crop_stage_changes sc where sc.crop_id = c.id and sc.changed_at <= ${at}))`;

/**
 * `phenological-stage-update-reminder`: once the stage of a sown crop has stood `STAGE_REMINDER_AFTER_DAYS` while
 * within its slug-sensitive window (the risk settings' last sensitive stage), since the risk reads the stage (decision
 * 106). Named after the day the stage has stood since, so a crop is asked again only once its stage changed and then
 * stood again.
 */
export const raiseStageUpdateReminders = (
  db: Database,
  lastSensitiveStage: Partial<Record<CropType, CropStage>>,
  at?: Date,
) => {
  const stages = sql`${sql.param([...CROP_STAGES])}::text[]`;
  const since = stageSince(moment(at));
  return raise(
    db,
    'phenological-stage-update-reminder',
    'parcels',
    cropSource(
      moment(at),
      day(since),
      sql`d.sown and d.today - ${since} >= ${STAGE_REMINDER_AFTER_DAYS}::int
          and array_position(${stages}, c.stage)
              <= array_position(${stages}, ${JSON.stringify(lastSensitiveStage)}::jsonb ->> c.current_crop)`,
    ),
  );
};

/** `fill-intervention-reminder`: sown a week ago or more and nothing recorded on the crop's timeline. */
export const raiseInterventionReminders = (db: Database, at?: Date) =>
  raise(
    db,
    'fill-intervention-reminder',
    'parcels',
    cropSource(
      moment(at),
      day(sql`d.seeded_on`),
      sql`d.sown and d.today - d.seeded_on >= ${INTERVENTION_REMINDER_DAYS}::int
          and not exists (select 1 from crop_interventions i where i.crop_id = c.id)`,
    ),
  );

/** The four crop reminders in one run, as the hourly job and the demo's replay make them; answers how many. */
export const raiseCropReminders = async (
  db: Database,
  lastSensitiveStage: Partial<Record<CropType, CropStage>>,
  at?: Date,
): Promise<number> =>
  (await raiseSeedingDatesToValidate(db, at)) +
  (await raiseSeedingDatesPassed(db, at)) +
  (await raiseStageUpdateReminders(db, lastSensitiveStage, at)) +
  (await raiseInterventionReminders(db, at));

/**
 * `distance`: a placed sensor's last reported position is farther from its parcel's location than the margin plus
 * the radius of a disc of the parcel's size (the location is one point of a field that may span several hundred
 * metres). One occurrence per episode: it is named after the sensor's newest capture near the parcel (or "never"),
 * which stays the same while the sensor stays away and changes once it has come back. Finding that capture walks
 * the sensor's captures backwards from the newest, so it reads only the current stretch away from the parcel.
 * Sent to those who see the sensor (its account and that account's provider).
 */
export const raiseSensorsFarFromParcels = (db: Database) =>
  raise(
    db,
    'distance',
    'sensors',
    sql`select s.id::text || '>' || p.id::text || '@'
                 || coalesce(${occurrenceTime(sql`near.measured_at`)}, 'never')
                 as occurrence,
               s.account_id,
               jsonb_build_object('sensorId', s.id, 'serialNumber', s.serial_number, 'parcelId', p.id,
                                  'parcelLabel', p.label, 'distanceMeters', round(d.meters)::int) as payload
        from sensors s
        join parcels p on p.id = s.parcel_id
        cross join lateral (
          select ${metersBetween(sql`p.gps_lat`, sql`p.gps_long`, sql`s.gps_lat`, sql`s.gps_long`)} as meters,
                 ${DISTANCE_MARGIN_METERS}::float8 + coalesce(sqrt(p.size * 10000 / pi()), 0) as allowed) d
        left join lateral (
          select r.measured_at from readings r
          where r.sensor_id = s.id and r.gps_lat is not null and r.gps_long is not null
            and ${metersBetween(sql`p.gps_lat`, sql`p.gps_long`, sql`r.gps_lat`, sql`r.gps_long`)} <= d.allowed
          order by r.measured_at desc
          limit 1) near on true
        where s.gps_lat is not null and s.gps_long is not null and d.meters > d.allowed`,
  );
