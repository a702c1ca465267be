import { ACCOUNT_TYPES } from '@console/domain/account/account-type';
import type { Tile } from '@console/domain/dashboard/dashboard.schema';
import { roleLabelIn } from '@console/domain/role/role-label';
import { SENSOR_USAGES } from '@console/domain/sensor/sensor.schema';
import type { Session } from '../../../auth/session.ts';
import type { Database } from '../../../db/client.ts';
import { serverTranslator } from '../../../i18n/translate.ts';
import { countParcelsMatching } from '../../parcels/service.ts';
import { countSensors } from '../../sensors/service.ts';
import {
  countAccountsByType,
  countActiveUsers,
  countExports,
  countNotificationsRead,
  type Period,
} from './metrics-queries.ts';
import { entry, linkTo } from '../tiles/tiles.ts';

const sum = (rows: readonly { n: number }[]) => rows.reduce((total, row) => total + row.n, 0);

/**
 * The metrics tab (staff with the usage dashboard): who used the console over the period (sign-ins, by role and
 * country), the accounts, the parcels and sensors by usage under the favourite (each its list's total), the exports
 * by list and how many of the notifications raised were seen. The favourite narrows parcels and sensors; people,
 * exports and notifications are the whole console's (decision 141).
 */
export const metricsTiles = async (
  db: Database,
  session: Session,
  { favouriteId, period }: { favouriteId?: string | undefined; period: Period },
): Promise<Tile[]> => {
  const [active, accounts, exports, notifications, parcels, ...sensorsByUsage] = await Promise.all([
    countActiveUsers(db, period),
    countAccountsByType(db),
    countExports(db, period),
    countNotificationsRead(db, period),
    countParcelsMatching(db, session, { favouriteId }),
    ...SENSOR_USAGES.map((usage) => countSensors(db, session, { favouriteId, usages: [usage] })),
  ]);
  const typeCount = (type: string) => accounts.find((row) => row.type === type)?.n ?? 0;
  const t = serverTranslator(session.language);
  return [
    {
      key: 'active-users',
      value: sum(active),
      series: active.map((row) => ({
        key: `${row.roleId}:${row.country}`,
        // Each kind of account has its own roles, often of the same name: the kind tells them apart.
        label: `${t(`account-types.${row.accountType}`)} – ${roleLabelIn(row, session.language)} · ${row.country}`,
        value: row.n,
      })),
    },
    {
      key: 'accounts',
      value: sum(accounts.filter((row) => row.type !== 'anonymous')),
      series: ACCOUNT_TYPES.filter((type) => type !== 'anonymous').map((type) => ({
        key: type,
        value: typeCount(type),
      })),
    },
    entry('parcels-total', parcels, linkTo('/parcels', { favouriteId })),
    {
      ...entry(
        'sensor-usages',
        sensorsByUsage.reduce((total, counts) => total + counts.total, 0),
        linkTo('/sensors', { favouriteId }),
      ),
      series: SENSOR_USAGES.map((usage, index) =>
        entry(usage, sensorsByUsage[index]?.total ?? 0, linkTo('/sensors', { favouriteId, usages: [usage] })),
      ),
    },
    { key: 'exports', value: sum(exports), series: exports.map((row) => ({ key: row.list, value: row.n })) },
    { key: 'notifications-read', value: notifications.seen, of: notifications.raised },
  ];
};
