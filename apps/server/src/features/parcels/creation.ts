import type { ParcelListItem } from '@console/domain/parcel/parcel-list.schema';
import type { CreateParcelInput } from '@console/domain/parcel/parcel.schema';
import { and, eq } from 'drizzle-orm';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { accounts, parcels } from '../../db/schema.ts';
import { AppError } from '../../plugins/app-error.ts';
import { insertCrop } from './crops/queries.ts';
import { linkSensor } from './affectation.ts';
import { refreshParcelRisks } from './risk-service.ts';
import { commentColumn, getParcel, parcelValues } from './service.ts';

const invalidAccount = () =>
  new AppError('invalid', 'failed to parse payload', {
    issues: [{ path: ['accountId'], message: 'parcel.errors.account-invalid' }],
  });

/**
 * `POST /back/parcels`: the parcel, then the season's crop and the sensor when given, in one transaction. A
 * refused sensor (409 with its affectation code) leaves no parcel and no crop behind.
 */
export const createParcel = async (
  db: Database,
  session: Session,
  input: CreateParcelInput,
): Promise<ParcelListItem> => {
  const accountId = input.accountId ?? session.accountId;
  const [owner] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), inAccountScope(session, accounts.id)));
  if (!owner) throw invalidAccount();
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(parcels)
      .values({ ...parcelValues(input), ...commentColumn(session, input.comment), accountId })
      .returning({ id: parcels.id });
    if (!created) throw new Error('parcel not created');
    // A new parcel has no crop yet, so the season is always free.
    if (input.crop) await insertCrop(tx, created.id, input.crop);
    if (input.sensorId) await linkSensor(tx, session, { id: created.id, accountId }, input.sensorId);
    return created.id;
  });
  await refreshParcelRisks(db, [id]);
  return getParcel(db, session, id);
};
