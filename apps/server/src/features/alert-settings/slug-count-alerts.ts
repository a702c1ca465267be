import { SLUG_COUNT_THRESHOLD_MIN } from '@console/domain/notification/account-alert-settings.schema';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { isoUtc } from '../../db/iso-time.ts';
import { raiseStatement } from '../notifications/service.ts';

/**
 * `slug-count-alert` for the newly stored captures of a sensor, `captures` being a relation of them (columns `id`,
 * `slug_count`, `measured_at`: the rows the ingestion's insert returns). One alert a batch at most, for its peak, the
 * highest count and the latest of equal ones, so a device catching up on a backlog of busy nights sends one message,
 * not one per capture. The peak reaches the accounts following the sensor's parcel: the parcel's own account and that
 * account's provider, each by its own setting and choice of parcels, each telling its own users who can read parcels.
 * A parcel whose risk is withheld for want of a subscription (decision 132) raises none. A statement for the
 * ingestion's own, on primary keys; the occurrence is the capture, so a batch sent again tells no one twice.
 */
export const slugCountAlertStatement = (sensorId: SQLWrapper, captures: SQL): SQL =>
  raiseStatement(
    'slug-count-alert',
    'parcels',
    sql`select s.id::text || '/' || c.id::text as occurrence, st.account_id,
              jsonb_build_object('parcelId', p.id, 'parcelLabel', p.label, 'sensorId', s.id,
                                 'serialNumber', s.serial_number, 'slugCount', c.slug_count,
                                 'threshold', st.slug_count_threshold,
                                 'measuredAt', ${isoUtc(sql`c.measured_at`)}) as payload
        from (select id, slug_count, measured_at from ${captures}
              where slug_count >= ${SLUG_COUNT_THRESHOLD_MIN}
              order by slug_count desc, measured_at desc limit 1) c
        join sensors s on s.id = ${sensorId}
        join parcels p on p.id = s.parcel_id
        join accounts po on po.id = p.account_id
        join account_alert_settings st on st.account_id in (po.id, po.provider_id)
        where st.is_slug_count_alert_on
          and p.risk_withheld_since is null
          and st.slug_count_threshold <= c.slug_count
          and (st.parcel_scope = 'all' or p.id = any(st.parcel_ids))`,
    'own-account',
  );
