import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { routes } from './router';

type Paths = typeof paths;

const ID = '0b6f3c1e-5d2a-4f8b-9c7e-1a2b3c4d5e6f';
const OTHER_ID = '7e4d2c1b-9a8f-4e6d-8c5b-3a2f1e0d9c8b';
const QUERY = new URLSearchParams({ page: '2' });

/** Links that leave the route table on purpose, and why. */
const OUTSIDE_ROUTES: Partial<Record<keyof Paths, string>> = {
  termsDocument: 'a document the API serves',
  notificationsHash: 'a hash on the current page',
};

/** Sample arguments for every function of paths.ts: a new function does not compile until it has some. */
const SAMPLES: { [name in keyof Paths]: Parameters<Paths[name]>[] } = {
  home: [[]],
  login: [[], [{ referrer: '/parcels/list', reason: 'expired' }]],
  logout: [[]],
  acceptTos: [[], ['/sensors']],
  secondFactorSetup: [[], ['/sensors']],
  onboardingFavourites: [[]],
  favourites: [[], [QUERY]],
  favouriteNew: [[], ['postal-zones'], ['accounts'], ['advanced']],
  favourite: [[ID], [ID, 'accounts'], [ID, 'advanced']],
  passwordForgot: [[]],
  register: [[]],
  activation: [['a1b2c3']],
  profile: [[]],
  parcels: [[], [QUERY]],
  parcelsMissingInfo: [[]],
  parcelsMap: [[], [QUERY]],
  parcelsSharing: [[]],
  parcelsSharingEmails: [[]],
  parcelNew: [[]],
  parcelNewStep: [['info'], ['crop'], ['sensor']],
  parcel: [[ID]],
  parcelInfo: [[ID]],
  parcelCrops: [[ID]],
  parcelCropNew: [[ID]],
  parcelCrop: [[ID, OTHER_ID]],
  parcelSettings: [[ID]],
  parcelHistory: [[ID], [ID, 'count'], [ID, 'risk', QUERY], [ID, 'weather']],
  parcelWeatherForecast: [[ID]],
  parcelSettingsUpdate: [[ID]],
  farmer: [[ID]],
  provider: [[ID]],
  accounts: [['provider'], ['farmer', QUERY]],
  accountNew: [['provider'], ['farmer']],
  account: [
    ['provider', ID],
    ['farmer', ID],
  ],
  accountTab: [
    ['provider', ID, 'users'],
    ['provider', ID, 'contracts'],
    ['farmer', ID, 'users'],
    ['farmer', ID, 'sensors'],
    ['farmer', ID, 'contracts'],
  ],
  accountContractNew: [
    ['provider', ID],
    ['farmer', ID],
  ],
  accountContract: [
    ['provider', ID, OTHER_ID],
    ['farmer', ID, OTHER_ID],
  ],
  contractsMine: [[]],
  supportTickets: [[], [QUERY]],
  supportTicket: [[ID]],
  supportTicketNew: [[], [{ category: 'other', subject: 'Help' }]],
  savRedirect: [[]],
  sensors: [[], [QUERY]],
  subscriptions: [[], [QUERY]],
  subscriptionNew: [[], [ID]],
  subscription: [[ID]],
  subscriptionsMine: [[]],
  subscriptionMine: [[ID]],
  sensorNew: [[]],
  countReviews: [[]],
  sensor: [[ID]],
  sensorData: [[ID]],
  sensorIssues: [[ID]],
  sensorIssue: [[ID, OTHER_ID]],
  sensorTickets: [[ID]],
  issues: [[], [QUERY]],
  issue: [[ID]],
  roles: [[], [QUERY]],
  roleNew: [[]],
  role: [[ID]],
  termsDocument: [[]],
  settingsTos: [[], ['service'], ['rent']],
  settingsTosNew: [[], ['rent']],
  settingsFirmware: [[]],
  settingsFirmwareNew: [[]],
  settingsFirmwareCampaignNew: [[]],
  settingsFirmwareCampaign: [['0b7e8c1a-2f3d-4e5a-8b6c-7d8e9f0a1b2c']],
  settingsSubscriptionPlans: [[]],
  settingsSubscriptionPlanNew: [[]],
  settingsSubscriptionPlan: [[ID]],
  settingsGlobal: [[]],
  settingsGlobalUpdate: [[]],
  settingsCountries: [[]],
  settingsCountry: [['ES']],
  settingsAntiSlugProducts: [[]],
  settingsAntiSlugProductNew: [[]],
  settingsAntiSlugProduct: [['sluxx-hp']],
  users: [[], [QUERY]],
  userNew: [[], [ID]],
  user: [[ID]],
  myUsers: [[], [QUERY]],
  myUserNew: [[]],
  myUser: [[ID]],
  accountProfile: [[]],
  alertNotifications: [[]],
  notificationsHash: [[]],
  notificationsSeen: [[]],
  profileLanguage: [[]],
};

const linkedUrls = (Object.keys(SAMPLES) as (keyof Paths)[])
  .filter((name) => !OUTSIDE_ROUTES[name])
  .flatMap((name) =>
    SAMPLES[name].map((args) => ({ name, url: (paths[name] as (...values: unknown[]) => string)(...args) })),
  );

describe('paths', () => {
  it('builds only URLs of the route table', () => {
    expect(linkedUrls.length).toBeGreaterThan(60);
    const unmatched = linkedUrls.filter(({ url }) => {
      const matches = matchRoutes(routes, new URL(url, 'http://localhost').pathname);
      // The catch-all '*' is the not-found page, not a screen.
      return !matches || matches.at(-1)?.route.path === '*';
    });
    expect(unmatched).toEqual([]);
  });
});
