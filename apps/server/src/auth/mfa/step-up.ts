import { RECENT_SECOND_FACTOR_MESSAGE } from '@console/domain/auth/two-factor-gate';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { accessGuard } from '../access-guard.ts';
import { requireSession, type Session } from '../session.ts';
import { hasRecentFactor } from '../sign-ins.ts';

/**
 * The actions a stolen session must not reach on its own (decision 185) need a factor confirmed in the same sign-in
 * within the last minutes: at sign-in, or since through `POST /back/profile/two-factor/confirm`. A user without a
 * factor has none to confirm: where one is required, the enrolment gate stops them first.
 */
export const assertRecentSecondFactor = async (db: Database, session: Session): Promise<void> => {
  if (!session.hasSecondFactor) return;
  if (session.signInId && (await hasRecentFactor(db, session.signInId, session.userId))) return;
  throw new AppError('forbidden', RECENT_SECOND_FACTOR_MESSAGE);
};

/** As a route's guard, after its permission's and before its body is read. */
export const requireRecentSecondFactor = (db: Database) =>
  accessGuard((request) => assertRecentSecondFactor(db, requireSession(request)));
