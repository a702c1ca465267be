import { can } from '@console/domain/access/permissions';
import type { Profile, UpdateLanguageInput, UpdateProfileInput } from '@console/domain/profile/profile.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { countParcelsMissingInfo } from '../parcels/service.ts';
import { countUnreadNotifications } from '../notifications/service.ts';
import { hasRentContracts } from '../rent-contracts/service.ts';
import { findProfileRow, markFavouriteOnboardingDone, updateProfileRow } from './queries.ts';

export const getProfile = async (db: Database, session: Session): Promise<Profile> => {
  const row = await findProfileRow(db, session.userId);
  if (!row) throw notFound('profile not found');
  const { noDecisionTree, accountPostalAddress, ...rest } = row;
  const [parcelMissingInfo, unreadNotifications, rents] = await Promise.all([
    can(session, 'read:parcels') ? countParcelsMissingInfo(db, session) : 0,
    countUnreadNotifications(db, session.userId),
    hasRentContracts(db, session.accountId),
  ]);
  return {
    ...rest,
    // An invited user has no address of their own yet: the account's pre-fills the profile form, so the first
    // save does not stop on an address nobody asked them for.
    postalAddress: rest.postalAddress ?? accountPostalAddress,
    roleId: row.role.id,
    // Read with the session on every request, for the server's own terms gate.
    areTosAccepted: session.hasAcceptedTerms,
    hasRentContracts: rents,
    counter: { parcelMissingInfo, unreadNotifications },
    internationalizationSettings: { noDecisionTree },
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
