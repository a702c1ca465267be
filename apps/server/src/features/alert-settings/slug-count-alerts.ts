import { SLUG_COUNT_THRESHOLD_MIN } from '@console/domain/notification/account-alert-settings.schema';
import type { Reading } from '@console/domain/sensor/reading.schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { raise } from '../notifications/raise.ts';
import { isoUtc } from '../../db/iso-time.ts';

/**
 * The capture of a batch that may alert: the highest count, the latest of equal ones. One alert a batch at most, so a
 * device catching up on a backlog of busy nights sends one message, not one per capture. Null when no capture could
 * reach any threshold.
 */
export const peakCapture = (captures: readonly Reading[]): Reading | null =>
  captures.reduce<Reading | null>(
    (peak, capture) =>
      capture.slugCount >= SLUG_COUNT_THRESHOLD_MIN &&
      (!peak ||
        capture.slugCount > peak.slugCount ||
        (capture.slugCount === peak.slugCount && Date.parse(capture.measuredAt) > Date.parse(peak.measuredAt)))
        ? capture
        : peak,
    null,
  );

/**
 * `slug-count-alert` for a newly stored capture that reaches the threshold of an account following its parcel: the
 * parcel's own account and that account's provider, each by its own setting and choice of parcels, each telling its
 * own users who can read parcels. One statement on primary keys, in the ingestion's transaction; the occurrence is
 * the capture, so a batch sent again tells no one twice.
 */
export const raiseSlugCountAlerts = (db: Database, sensorId: string, capture: Reading) =>
  raise(
    db,
    'slug-count-alert',
    'parcels',
    sql`select s.id::text || '/' || ${capture.id} as occurrence, st.account_id,
              jsonb_build_object('parcelId', p.id, 'parcelLabel', p.label, 'sensorId', s.id,
                                 'serialNumber', s.serial_number, 'slugCount', ${capture.slugCount}::int,
                                 'threshold', st.slug_count_threshold,
                                 'measuredAt', ${isoUtc(sql`${capture.measuredAt}::timestamptz`)}) as payload
        from sensors s
        join parcels p on p.id = s.parcel_id
        join accounts po on po.id = p.account_id
        join account_alert_settings st on st.account_id in (po.id, po.provider_id)
        where s.id = ${sensorId} and st.is_slug_count_alert_on
          and st.slug_count_threshold <= ${capture.slugCount}::int
          and (st.parcel_scope = 'all' or p.id = any(st.parcel_ids))`,
    'own-account',
  );
