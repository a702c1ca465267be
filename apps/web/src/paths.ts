import { termsEntryRoutes } from '@console/domain/terms/terms.entry-routes';
import { relativePath } from '@console/domain/url/relative-path';
import { API_PREFIX } from './api/api-client';
/**
 * The one place URLs are built (STYLE rule 12). Route patterns live in each area's `<area>.routes.ts`, composed by
 * router.tsx; paths.test.ts checks that every URL built here matches one.
 */

/** A referrer is followed only when it is a path of this app, never another origin: the after-sales site's rule too. */
export const safeReferrer = relativePath;

const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

const withSearch = (path: string, query: URLSearchParams | undefined) => {
  const text = query?.toString();
  return text ? `${path}?${text}` : path;
};

/** The favourite editor's steps, in order. */
export const FAVOURITE_STEPS = ['postal-zones', 'accounts', 'advanced'] as const;
export type FavouriteStep = (typeof FAVOURITE_STEPS)[number];

export const paths = {
  home: () => '/',
  login: (query: { referrer?: string | null; reason?: 'expired' } = {}) =>
    withQuery('/login', { referrer: safeReferrer(query.referrer), reason: query.reason }),
  logout: () => '/logout',
  acceptTos: (referrer?: string | null) => withQuery('/accept-tos', { referrer: safeReferrer(referrer) }),
  secondFactorSetup: (referrer?: string | null) => withQuery('/two-factor-setup', { referrer: safeReferrer(referrer) }),
  onboardingFavourites: () => '/onboarding/favourites',
  favourites: (query?: URLSearchParams) => withSearch('/favourites', query),
  /** A new favourite's editor at one of its steps; the postal zones are its first. */
  favouriteNew: (step: FavouriteStep = 'postal-zones') =>
    step === 'postal-zones' ? '/favourites/new' : `/favourites/new/${step}`,
  favourite: (id: string, step: FavouriteStep = 'postal-zones') =>
    step === 'postal-zones' ? `/favourites/${encodeURIComponent(id)}` : `/favourites/${encodeURIComponent(id)}/${step}`,
  passwordForgot: () => '/password-reset/forgot',
  register: () => '/register',
  /** The activation page of an e-mailed link. */
  activation: (token: string) => `/register/${encodeURIComponent(token)}`,
  profile: () => '/profile',
  parcels: (query?: URLSearchParams) => withSearch('/parcels/list', query),
  parcelsMissingInfo: () => '/parcels/list?missingInfoOnly=true',
  parcelsMap: (query?: URLSearchParams) => withSearch('/parcels/map', query),
  parcelsSharing: () => '/parcels-sharing',
  parcelsSharingEmails: () => '/parcels-sharing/emails',
  parcelNew: () => '/parcels/new',
  parcelNewStep: (step: 'info' | 'crop' | 'sensor') => (step === 'info' ? '/parcels/new' : `/parcels/new/${step}`),
  parcel: (id: string) => `/parcels/${encodeURIComponent(id)}`,
  parcelInfo: (id: string) => `/parcels/${encodeURIComponent(id)}/info`,
  parcelCrops: (id: string) => `/parcels/${encodeURIComponent(id)}/crops`,
  parcelCropNew: (id: string) => `/parcels/${encodeURIComponent(id)}/crops/new`,
  parcelCrop: (id: string, cropId: string) => `/parcels/${encodeURIComponent(id)}/crops/${encodeURIComponent(cropId)}`,
  parcelSettings: (id: string) => `/parcels/${encodeURIComponent(id)}/settings`,
  parcelHistory: (id: string, tab: 'count' | 'risk' | 'weather' = 'count', query?: URLSearchParams) =>
    withSearch(`/parcels/${encodeURIComponent(id)}/histo/${tab}`, query),
  parcelWeatherForecast: (id: string) => `/parcels/${encodeURIComponent(id)}/weather-forecast`,
  parcelSettingsUpdate: (id: string) => `/parcels/${encodeURIComponent(id)}/settings/update`,
  farmer: (id: string) => `/farmers/${encodeURIComponent(id)}`,
  provider: (id: string) => `/providers/${encodeURIComponent(id)}`,
  /** /providers or /farmers, with the list's filters. */
  accounts: (type: 'provider' | 'farmer', query?: URLSearchParams) => withSearch(`/${type}s`, query),
  accountNew: (type: 'provider' | 'farmer') => `/${type}s/new`,
  account: (type: 'provider' | 'farmer', id: string) => `/${type}s/${encodeURIComponent(id)}`,
  accountTab: (type: 'provider' | 'farmer', id: string, tab: 'users' | 'sensors' | 'contracts') =>
    `/${type}s/${encodeURIComponent(id)}/${tab}`,
  accountContractNew: (type: 'provider' | 'farmer', id: string) => `/${type}s/${encodeURIComponent(id)}/contracts/new`,
  accountContract: (type: 'provider' | 'farmer', id: string, contractId: string) =>
    `/${type}s/${encodeURIComponent(id)}/contracts/${encodeURIComponent(contractId)}`,
  contractsMine: () => '/contracts-mine',
  supportTickets: (query?: URLSearchParams) => withSearch('/support/tickets', query),
  supportTicket: (id: string) => `/support/tickets/${encodeURIComponent(id)}`,
  /** The "New request" form, pre-filled: from a sensor, an issue, the error page or the account-deletion box. */
  supportTicketNew: (
    prefill: Partial<Record<'category' | 'subject' | 'message' | 'sensorId' | 'issueId', string>> = {},
  ) => withQuery('/support/tickets/new', prefill),
  /** The after-sales site, signed in through the console (decision 145). */
  savRedirect: () => '/sav-redirect',
  sensors: (query?: URLSearchParams) => withSearch('/sensors', query),
  subscriptions: (query?: URLSearchParams) => withSearch('/subscriptions', query),
  /** A new subscription, for a holder when one is given (a sale of rented sensors proposes one). */
  subscriptionNew: (holderId?: string) =>
    holderId ? `/subscriptions/new?accountId=${encodeURIComponent(holderId)}` : '/subscriptions/new',
  subscription: (id: string) => `/subscriptions/${encodeURIComponent(id)}`,
  subscriptionsMine: () => '/subscriptions-mine',
  subscriptionMine: (id: string) => `/subscriptions-mine/${encodeURIComponent(id)}`,
  sensorNew: () => '/sensors/new',
  countReviews: () => '/sensors/review',
  sensor: (id: string) => `/sensors/${encodeURIComponent(id)}`,
  sensorData: (id: string) => `/sensors/${encodeURIComponent(id)}/data`,
  sensorIssues: (id: string) => `/sensors/${encodeURIComponent(id)}/issues`,
  sensorIssue: (id: string, issueId: string) =>
    `/sensors/${encodeURIComponent(id)}/issues/${encodeURIComponent(issueId)}`,
  sensorTickets: (id: string) => `/sensors/${encodeURIComponent(id)}/tickets`,
  issues: (query?: URLSearchParams) => withSearch('/issues', query),
  issue: (issueId: string) => `/issues/${encodeURIComponent(issueId)}`,
  roles: (query?: URLSearchParams) => withSearch('/roles', query),
  roleNew: () => '/roles/new',
  role: (id: string) => `/roles/${encodeURIComponent(id)}`,
  termsDocument: () => `${API_PREFIX}${termsEntryRoutes.currentDocument.path}`,
  /** The terms versions of a kind; the terms of service, the default, leave the URL plain. */
  settingsTos: (kind?: 'service' | 'rent') => withQuery('/settings/tos', { kind: kind === 'rent' ? kind : null }),
  settingsTosNew: (kind?: 'service' | 'rent') =>
    withQuery('/settings/tos/new', { kind: kind === 'rent' ? kind : null }),
  settingsFirmware: () => '/settings/firmware',
  settingsFirmwareNew: () => '/settings/firmware/new',
  settingsFirmwareCampaignNew: () => '/settings/firmware/campaigns/new',
  settingsFirmwareCampaign: (id: string) => `/settings/firmware/campaigns/${encodeURIComponent(id)}`,
  settingsSubscriptionPlans: () => '/settings/subscription-plans',
  settingsSubscriptionPlanNew: () => '/settings/subscription-plans/new',
  settingsSubscriptionPlan: (id: string) => `/settings/subscription-plans/${encodeURIComponent(id)}`,
  settingsGlobal: () => '/settings/global',
  settingsGlobalUpdate: () => '/settings/global/update',
  settingsCountries: () => '/settings/internationalization',
  settingsCountry: (country: string) => `/settings/internationalization/${encodeURIComponent(country)}`,
  settingsAntiSlugProducts: () => '/settings/anti-slug-products',
  settingsAntiSlugProductNew: () => '/settings/anti-slug-products/new',
  settingsAntiSlugProduct: (slug: string) => `/settings/anti-slug-products/${encodeURIComponent(slug)}`,
  users: (query?: URLSearchParams) => withSearch('/users', query),
  /** A new user; `accountId` preselects the account (an account page's "invite a user"). */
  userNew: (accountId?: string) => withQuery('/users/new', { accountId }),
  user: (id: string) => `/users/${encodeURIComponent(id)}`,
  myUsers: (query?: URLSearchParams) => withSearch('/my-users', query),
  myUserNew: () => '/my-users/new',
  myUser: (id: string) => `/my-users/${encodeURIComponent(id)}`,
  accountProfile: () => '/account/profile',
  alertNotifications: () => '/settings/alert-notifications',
  notificationsHash: () => '#notifications',
  /** The route action that marks notifications seen; the panel itself opens with `notificationsHash`. */
  notificationsSeen: () => '/notifications',
  /** The route action that saves the language chosen in the user menu. */
  profileLanguage: () => '/profile/language',
};
