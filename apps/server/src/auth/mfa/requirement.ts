import { isManufacturer } from '@console/domain/access/permissions';
import { SECOND_FACTOR_NOT_ENROLLED_MESSAGE } from '@console/domain/auth/two-factor-gate';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { readSetting } from '../../db/settings-store.ts';
import { AppError } from '../../plugins/app-error.ts';
import { requireSession, type Session } from '../session.ts';

/** The user must sign in in two steps: their account requires it, or they are staff and the global setting does. */
export const isSecondFactorRequired = async (db: Database, session: Session): Promise<boolean> =>
  session.accountRequiresSecondFactor ||
  (isManufacturer(session) && (await readSetting(db, 'security')).mfaRequiredForStaff);

/**
 * An onRequest hook after the terms' (decision 184): tenant data waits until a user who must sign in in two steps has
 * set up a factor. Only users without one read the setting.
 */
export const requireEnrolledSecondFactor =
  (db: Database) =>
  async (request: FastifyRequest): Promise<void> => {
    const session = requireSession(request);
    if (!session.hasSecondFactor && (await isSecondFactorRequired(db, session))) {
      throw new AppError('forbidden', SECOND_FACTOR_NOT_ENROLLED_MESSAGE);
    }
  };
