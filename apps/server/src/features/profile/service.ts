import { can } from '@console/domain/access/permissions';
import type { Profile, UpdateLanguageInput, UpdateProfileInput } from '@console/domain/profile/profile.schema';
import { lt, sql } from 'drizzle-orm';
import { isSecondFactorRequired } from '../../auth/mfa/requirement.ts';
import { type SecondFactorMethod, secondFactorMethods } from '../../auth/mfa/second-factor.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { supportLogins } from '../../db/schema.ts';
import { notFound } from '../../plugins/app-error.ts';
import { countParcelsMissingInfo } from '../parcels/service.ts';
import { countUnreadNotifications } from '../notifications/service.ts';
import { hasRentContracts } from '../rent-contracts/service.ts';
import { getCountryPack } from '../settings/service.ts';
import { askedQuestions } from '@console/domain/country/country-pack';
import { findProfileRow, markFavouriteOnboardingDone, updateProfileRow } from './queries.ts';

export const getProfile = async (db: Database, session: Session): Promise<Profile> => {
  const row = await findProfileRow(db, session.userId);
  if (!row) throw notFound('profile not found');
  const { accountPostalAddress, ...rest } = row;
  const country = (rest.postalAddress ?? accountPostalAddress)?.country ?? 'FR';
  const [parcelMissingInfo, unreadNotifications, rents, pack, secondFactorRequired, methods] = await Promise.all([
    can(session, 'read:parcels') ? countParcelsMissingInfo(db, session) : 0,
    countUnreadNotifications(db, session.userId),
    hasRentContracts(db, session.accountId),
    getCountryPack(db, country),
    isSecondFactorRequired(db, session),
    session.hasSecondFactor ? secondFactorMethods(db, session.userId) : Promise.resolve<SecondFactorMethod[]>([]),
  ]);
  return {
    ...rest,
    // An invited user has no address of their own yet: the account's pre-fills the profile form, so the first
    // save does not stop on an address nobody asked them for.
    postalAddress: rest.postalAddress ?? accountPostalAddress,
    roleId: row.role.id,
    // Read with the session on every request, for the server's own terms gate.
    areTosAccepted: session.hasAcceptedTerms,
    secondFactor: {
      required: secondFactorRequired,
      enrolled: session.hasSecondFactor,
      hasPasskey: methods.includes('passkey'),
    },
    hasRentContracts: rents,
    counter: { parcelMissingInfo, unreadNotifications },
    internationalizationSettings: {
      country,
      noDecisionTree: !pack.decisionTree.enabled,
      riskQuestions: [...askedQuestions(pack)],
      mapView: pack.defaults.mapView,
      units: pack.defaults.units,
    },
  };
};

export const updateProfile = async (db: Database, session: Session, input: UpdateProfileInput): Promise<Profile> => {
  await updateProfileRow(db, session.userId, input);
  return getProfile(db, session);
};

/** The user menu's language choice: the interface opens in it on the next load and sign-in. */
export const updateProfileLanguage = (db: Database, session: Session, input: UpdateLanguageInput): Promise<void> =>
  updateProfileRow(db, session.userId, input);

/** The favourites onboarding is done or skipped: the gate stops sending the user to it. */
export const completeFavouriteOnboarding = (db: Database, session: Session): Promise<void> =>
  markFavouriteOnboardingDone(db, session.userId);

/**
 * Support sign-in tokens live 3 minutes, but their rows are how a token the after-sales site shows is traced to whom
 * and when (decision 145): 90 days leaves a support case or an audit about a quarter to ask.
 */
export const SUPPORT_LOGIN_RETENTION_DAYS = 90;

/**
 * Deletes the support sign-in rows expired more than the retention ago, for the hourly job. No index on `expires_at`:
 * the table holds one small row per redirect over 90 days, and an hourly scan of it costs little.
 */
export const purgeSupportLogins = async (db: Database): Promise<number> => {
  const deleted = await db
    .delete(supportLogins)
    .where(lt(supportLogins.expiresAt, sql`now() - make_interval(days => ${SUPPORT_LOGIN_RETENTION_DAYS})`))
    .returning({ id: supportLogins.id });
  return deleted.length;
};
