import type { Database } from '../db/client.ts';
import { userTotpFactors } from '../db/schema.ts';
import { DEMO_COMMUNES, addressIn } from './places.ts';
import { insertStaffColleague } from './staff.ts';

/**
 * The demo's authenticator secret, given in the README: added to any authenticator app (or read by `oathtool`), it
 * gives the codes `staff-mfa@demo.test` signs in with after the demo password. Demo mode only, as every demo secret.
 */
export const DEMO_TOTP_SECRET = 'LIMACAPTDEMOSECRETTOTPSTAFFMFA23';

/** A member of the staff who signs in in two steps (decision 183). */
export const seedDemoTwoFactorStaff = async (db: Database): Promise<void> => {
  const userId = await insertStaffColleague(db, {
    email: 'staff-mfa@demo.test',
    firstName: 'Hugo',
    lastName: 'Bernard',
    phoneNumber: '+33612345679',
    postalAddress: addressIn('12 rue des Ecoles', DEMO_COMMUNES.agen),
    language: 'en',
    zoneId: 'Europe/Paris',
    favouriteOnboardingDone: true,
  });
  if (userId) await db.insert(userTotpFactors).values({ userId, secret: DEMO_TOTP_SECRET, confirmedAt: new Date() });
};
