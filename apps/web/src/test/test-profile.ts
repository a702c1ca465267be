import { METRIC_UNITS } from '@console/domain/country/measure-units';
import { RISK_QUESTIONS } from '@console/domain/risk/risk.schema';
import { MAP_DEFAULTS } from '@console/domain/geo/map-defaults';
import { defaultRights } from '@console/domain/access/rights';
import type { AccountType } from '@console/domain/account/account-type';
import type { Profile } from '@console/domain/profile/profile.schema';

/** The account of a provider's or a farm's user; staff have none. */
export const TEST_ACCOUNT_ID = '5b0f6f55-1a43-4c57-9d51-2f0a4f3c8a11';

/** A signed-in user of `accountType`, French, in Paris, holding its type's admin rights unless `overrides` say. */
export const profileOf = (accountType: AccountType, overrides: Partial<Profile> = {}): Profile => ({
  id: '0f5b3e1e-8a43-4c57-9d51-2f0a4f3c8a11',
  state: 'activated',
  accountType,
  accountId: accountType === 'desangosse' ? null : TEST_ACCOUNT_ID,
  accountName: accountType === 'desangosse' ? null : 'Ferme des Demo',
  isInvitedAccount: false,
  lastName: 'Martin',
  firstName: 'Claire',
  email: 'claire.martin@demo.test',
  postalAddress: null,
  phoneNumber: null,
  language: 'fr',
  zoneId: 'Europe/Paris',
  roleId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  role: {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    labelFr: 'Administrateur',
    startPage: '/parcels',
    isAdmin: true,
    rights: defaultRights(accountType),
  },
  areTosAccepted: true,
  secondFactor: { required: false, enrolled: false, hasPasskey: false },
  favouriteOnboardingDone: true,
  hasRentContracts: false,
  counter: { parcelMissingInfo: 0, unreadNotifications: 0 },
  internationalizationSettings: {
    country: 'FR',
    noDecisionTree: false,
    riskQuestions: [...RISK_QUESTIONS],
    mapView: MAP_DEFAULTS.FR,
    units: METRIC_UNITS,
  },
  ...overrides,
});
