import type { AccessKey } from '@console/domain/access/rights';
import { type SQL, sql } from 'drizzle-orm';
import { parcelInTerritory, savedTerritory, sensorInTerritory } from '../../auth/territory.ts';
import { cropInFieldId } from '../../db/crops-in-field.ts';
import { clockToday } from '../../db/clock-values.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { occurrenceTime } from '../../db/iso-time.ts';

/*
 * Watched favourites (decision 127): an event in a watched territory tells the favourite's owner, naming it, through
 * the usual channels. Checked when the event is raised, so a watch started later tells nothing of it; named after
 * the event, so one owner with several favourites over it is told once.
 */

/** The favourites watched by users who may still read `key`, each with its owner and the owner's account (`ua`). */
const watchers = (key: AccessKey): SQL => sql`
  join favourites f on f.watched_since is not null
  join users u on u.id = f.user_id and not u.is_disabled
  join accounts ua on ua.id = u.account_id
  join roles r on r.id = u.role_id and r.rights->>${key} in ('read-only', 'full-access')`;

/** The tenant rule of `inAccountScope`, for the owner of each row's favourite rather than one caller. */
const inOwnerScope = (accountId: SQL): SQL => sql`(ua.type = 'desangosse' or ${accountId} = ua.id
  or ${accountId} in (select farm.id from accounts farm where farm.provider_id = ua.id))`;

const created = async (db: Database, statement: SQL) => (await selectRows<{ id: string }>(db, statement)).length;

/** `watch-risk-level-high` for parcels whose risk has just been set to high, named as `risk-level-high` names them. */
export const raiseWatchedRiskLevelsHigh = (db: Database, parcelIds: readonly string[]) =>
  created(
    db,
    sql`insert into notifications (user_id, type, occurrence, payload)
      select distinct on (f.user_id, parcels.id) f.user_id, 'watch-risk-level-high',
        parcels.id::text || '@' || ${occurrenceTime(sql`now()`)},
        jsonb_build_object('parcelId', parcels.id, 'parcelLabel', parcels.label, 'favouriteId', f.id,
                           'favouriteName', f.name)
      from parcels
      left join crops on crops.id = ${cropInFieldId(sql`parcels.id`, clockToday())}
      ${watchers('parcels')}
      where parcels.id = any(${sql.param(parcelIds)}::uuid[]) and parcels.risk_level = 'high'
        and ${inOwnerScope(sql`parcels.account_id`)} and ${parcelInTerritory(savedTerritory)}
      order by f.user_id, parcels.id, lower(f.name)
      on conflict do nothing
      returning id`,
  );

/** `watch-issue-blocking` for blocking issues still open, opened since the watch began. */
export const raiseWatchedIssuesBlocking = (db: Database, issueIds: readonly string[]) =>
  created(
    db,
    sql`insert into notifications (user_id, type, occurrence, payload)
      select distinct on (f.user_id, i.id) f.user_id, 'watch-issue-blocking', i.id::text,
        jsonb_build_object('issueId', i.id, 'sensorId', sensors.id, 'serialNumber', sensors.serial_number,
                           'issueType', i.type, 'favouriteId', f.id, 'favouriteName', f.name)
      from issues i
      join sensors on sensors.id = i.sensor_id
      ${watchers('defaults')}
      where i.id = any(${sql.param(issueIds)}::uuid[]) and i.closed_at is null and i.level = 'blocking'
        and i.opened_at >= f.watched_since
        and ${inOwnerScope(sql`i.account_id`)} and ${sensorInTerritory(savedTerritory)}
      order by f.user_id, i.id, lower(f.name)
      on conflict do nothing
      returning id`,
  );
