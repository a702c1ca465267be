import type { AccessKey } from '@console/domain/access/rights';
import type { NotificationType } from '@console/domain/notification/notification.schema';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';

/**
 * Gives each occurrence selected by `source` (columns `occurrence`, `account_id`, `payload`) to the users who may see
 * its object: the users of the object's account and of that account's provider whose role can read `key`. Manufacturer
 * staff follow the fleet from the lists instead. One statement, and the unique key on (user, type, occurrence) makes
 * a second raise of the same occurrence, by a retried job or another server process, a no-op. Answers how many
 * notifications were created.
 */
const raise = async (db: Database, type: NotificationType, key: AccessKey, source: SQL): Promise<number> => {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`insert into notifications (user_id, type, occurrence, payload)
        select u.id, ${type}, src.occurrence, src.payload
        from (${source}) src
        join accounts a on a.id = src.account_id
        join users u on (u.account_id = a.id or u.account_id = a.provider_id) and not u.is_disabled
        join roles r on r.id = u.role_id and r.rights->>${key} in ('read-only', 'full-access')
        on conflict do nothing
        returning id`,
  );
  return rows.length;
};

/** `issue-opened` for issues still open: an issue opened and closed within one batch of captures tells no one. */
export const raiseIssuesOpened = (db: Database, issueIds: readonly string[]) =>
  issueIds.length === 0
    ? Promise.resolve(0)
    : raise(
        db,
        'issue-opened',
        'defaults',
        sql`select i.id::text as occurrence, i.account_id,
              jsonb_build_object('issueId', i.id, 'sensorId', s.id, 'serialNumber', s.serial_number,
                                 'issueType', i.type, 'level', i.level) as payload
            from issues i join sensors s on s.id = i.sensor_id
            where i.id = any(${sql.param(issueIds)}::uuid[]) and i.closed_at is null`,
      );

/**
 * `risk-level-high` for parcels whose risk has just been set to high. The update that set it returns each parcel to
 * one process only, so the time of its transaction names the occurrence.
 */
export const raiseRiskLevelsHigh = (db: Database, parcelIds: readonly string[]) =>
  parcelIds.length === 0
    ? Promise.resolve(0)
    : raise(
        db,
        'risk-level-high',
        'parcels',
        sql`select p.id::text || '@' || to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as occurrence,
              p.account_id, jsonb_build_object('parcelId', p.id, 'parcelLabel', p.label) as payload
            from parcels p where p.id = any(${sql.param(parcelIds)}::uuid[]) and p.risk_level = 'high'`,
      );

/** `new-sensor-affected`, in the transaction that placed the sensor on the parcel. */
export const raiseSensorAffected = (db: Database, sensorId: string, parcelId: string) =>
  raise(
    db,
    'new-sensor-affected',
    'sensors',
    sql`select s.id::text || '>' || p.id::text || '@' || to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')
                as occurrence,
              p.account_id,
              jsonb_build_object('sensorId', s.id, 'serialNumber', s.serial_number, 'parcelId', p.id,
                                 'parcelLabel', p.label) as payload
            from sensors s, parcels p where s.id = ${sensorId} and p.id = ${parcelId}`,
  );
