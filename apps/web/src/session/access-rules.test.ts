import { METRIC_UNITS } from '@console/domain/country/measure-units';
import { RISK_QUESTIONS } from '@console/domain/risk/risk.schema';
import { MAP_DEFAULTS } from '@console/domain/geo/map-defaults';
import { defaultRights } from '@console/domain/access/rights';
import type { AccountType } from '@console/domain/account/account-type';
import type { Profile } from '@console/domain/profile/profile.schema';
import { describe, expect, it } from 'vitest';
import { isAllowed, isValidParam } from './access-rules';
import { needsFavouriteOnboarding } from './gate-middleware';

const ACCOUNT_ID = '5b0f6f55-1a43-4c57-9d51-2f0a4f3c8a11';

const profileOf = (accountType: AccountType, overrides: Partial<Profile> = {}): Profile => ({
  id: '0f5b3e1e-8a43-4c57-9d51-2f0a4f3c8a11',
  state: 'activated',
  accountType,
  accountId: accountType === 'desangosse' ? null : ACCOUNT_ID,
  accountName: 'Demo',
  isInvitedAccount: false,
  lastName: 'Doe',
  firstName: 'Jo',
  email: 'jo@demo.test',
  postalAddress: null,
  phoneNumber: null,
  language: 'fr',
  zoneId: 'Europe/Paris',
  roleId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  role: {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    labelFr: 'Admin',
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

describe('route access rules', () => {
  it('opens a farmer their own account page only', () => {
    const farmer = profileOf('farmer');
    expect(isAllowed('account-page:farmer', farmer, { id: ACCOUNT_ID })).toBe(true);
    expect(isAllowed('account-page:farmer', farmer, { id: '11111111-1111-4111-8111-111111111111' })).toBe(false);
    expect(isAllowed('account-page:provider', farmer, { id: ACCOUNT_ID })).toBe(false);
  });

  it('follows the navigation and menu rules of the domain', () => {
    expect(isAllowed('nav:users', profileOf('farmer'), {})).toBe(false);
    expect(isAllowed('nav:users', profileOf('provider'), {})).toBe(true);
    expect(isAllowed('menu:favourites', profileOf('farmer'), {})).toBe(false);
    expect(isAllowed('menu:accountProfile', profileOf('desangosse'), {})).toBe(false);
    expect(isAllowed('nav:settingsAlerts', profileOf('farmer'), {})).toBe(true);
    expect(isAllowed('nav:settingsAlerts', profileOf('desangosse'), {})).toBe(false);
    expect(isAllowed('stats:qos', profileOf('desangosse'), {})).toBe(true);
    expect(isAllowed('stats:qos', profileOf('provider'), {})).toBe(false);
    expect(isAllowed('dashboard:activity', profileOf('farmer'), {})).toBe(false);
    expect(isAllowed('can:edit:parcels', profileOf('farmer'), {})).toBe(true);
  });

  it('keeps staff rules to manufacturer staff holding the permission', () => {
    expect(isAllowed('staff:edit:sensors', profileOf('desangosse'), {})).toBe(true);
    expect(isAllowed('staff:edit:sensors', profileOf('provider'), {})).toBe(false);
    const readOnlyStaff = profileOf('desangosse');
    readOnlyStaff.role.rights.sensors = 'read-only';
    expect(isAllowed('staff:edit:sensors', readOnlyStaff, {})).toBe(false);
  });

  it('checks route parameters', () => {
    expect(isValidParam('uuid', ACCOUNT_ID)).toBe(true);
    expect(isValidParam('uuid', 'not-an-id')).toBe(false);
    expect(isValidParam('country', 'UK')).toBe(true);
    expect(isValidParam('country', 'GB')).toBe(false);
  });
});

describe('favourite onboarding gate', () => {
  it('sends providers and staff with pending onboarding there, unless already on the way', () => {
    const pending = { favouriteOnboardingDone: false };
    expect(needsFavouriteOnboarding(profileOf('provider', pending), '/parcels')).toBe(true);
    expect(needsFavouriteOnboarding(profileOf('desangosse', pending), '/sensors/1')).toBe(true);
    expect(needsFavouriteOnboarding(profileOf('provider', pending), '/onboarding/favourites')).toBe(false);
    expect(needsFavouriteOnboarding(profileOf('provider', pending), '/favourites/new')).toBe(false);
    expect(needsFavouriteOnboarding(profileOf('farmer', pending), '/parcels')).toBe(false);
    expect(needsFavouriteOnboarding(profileOf('provider'), '/parcels')).toBe(false);
  });
});
