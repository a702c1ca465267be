import { api, signInApi } from './fixtures';

/** Who opens a screen: a demo user (seeded by the server in demo mode), or `visitor`, signed out. */
export type Viewer = 'staff' | 'provider' | 'farmer' | 'newcomer' | 'visitor';

export const VIEWER_EMAILS: Record<Exclude<Viewer, 'visitor'>, string> = {
  staff: 'staff@demo.test',
  provider: 'provider@demo.test',
  farmer: 'farmer@demo.test',
  newcomer: 'newcomer@demo.test',
};

/** Rows of the demo data set that every signed-in demo role can open (read through the farmer's narrow scope). */
export type DemoIds = {
  parcel: string;
  crop: string;
  sensor: string;
  issue: string;
  farmer: string;
  provider: string;
  user: string;
  myUser: string;
  role: string;
  /** The demo staff's first favourite. */
  favourite: string;
  /** A subscription of the demo farm, as staff and as the farmer read it. */
  subscription: string;
  /** The demo parcel whose risk is withheld: its sold sensor's subscription expired. */
  withheldParcel: string;
  /** A rent contract of the demo farm, which its provider and staff manage. */
  contract: string;
  /** The demo farm's support ticket at its distributor's desk, which staff read too. */
  ticket: string;
  /** The demo's firmware campaign that its error threshold paused, with sensors waiting and failed. */
  campaign: string;
};

export type Screen = {
  path: string | ((ids: DemoIds) => string);
  viewers: readonly Viewer[];
  /** The page is an error page on purpose (the others must not show one). */
  isErrorPage?: boolean;
};

const MANAGERS = ['staff', 'provider'] as const;
const CUSTOMERS = ['provider', 'farmer'] as const;
const SIGNED_IN = ['staff', 'provider', 'farmer'] as const;

/**
 * Every screen of the app with the roles that reach it, opened by the accessibility journey
 * (accessibility.spec.ts) at desktop and phone sizes. A new screen joins by adding a line here.
 */
export const SCREENS: readonly Screen[] = [
  // Signed out.
  { path: '/login', viewers: ['visitor'] },
  { path: '/password-reset/forgot', viewers: ['visitor'] },
  { path: '/password-reset/0123456789abcdef', viewers: ['visitor'] },
  { path: '/register', viewers: ['visitor'] },
  { path: '/register/0123456789abcdef', viewers: ['visitor'] },
  { path: '/register/0123456789abcdef/farmers', viewers: ['visitor'] },
  // A mistyped sharing invitation: the invalid-link card.
  { path: '/register/0123456789abcdef/sharing-invitation', viewers: ['visitor'] },
  // Before the gate.
  { path: '/accept-tos', viewers: ['newcomer'] },
  // Parcels.
  { path: '/parcels/list', viewers: SIGNED_IN },
  { path: '/parcels/map', viewers: SIGNED_IN },
  { path: (ids) => `/parcels/map/${ids.parcel}`, viewers: ['farmer'] },
  { path: (ids) => `/parcels/${ids.parcel}`, viewers: SIGNED_IN },
  { path: (ids) => `/parcels/${ids.withheldParcel}`, viewers: ['farmer'] },
  { path: (ids) => `/parcels/${ids.parcel}/info`, viewers: SIGNED_IN },
  { path: (ids) => `/parcels/${ids.parcel}/crops`, viewers: SIGNED_IN },
  { path: (ids) => `/parcels/${ids.parcel}/crops/new`, viewers: SIGNED_IN },
  { path: (ids) => `/parcels/${ids.parcel}/crops/${ids.crop}`, viewers: SIGNED_IN },
  { path: (ids) => `/parcels/${ids.parcel}/settings`, viewers: SIGNED_IN },
  { path: (ids) => `/parcels/${ids.parcel}/settings/update`, viewers: SIGNED_IN },
  { path: (ids) => `/parcels/${ids.parcel}/weather-forecast`, viewers: SIGNED_IN },
  { path: (ids) => `/parcels/${ids.parcel}/histo/count`, viewers: SIGNED_IN },
  { path: (ids) => `/parcels/${ids.parcel}/histo/risk`, viewers: ['farmer'] },
  { path: (ids) => `/parcels/${ids.parcel}/histo/weather`, viewers: ['farmer'] },
  { path: '/parcels/new', viewers: SIGNED_IN },
  { path: '/parcels-sharing', viewers: ['provider'] },
  { path: '/parcels-sharing/emails', viewers: ['provider'] },
  // Sensors and issues.
  { path: '/sensors', viewers: SIGNED_IN },
  { path: '/sensors/new', viewers: ['staff'] },
  { path: '/sensors/review', viewers: MANAGERS },
  { path: (ids) => `/sensors/${ids.sensor}`, viewers: SIGNED_IN },
  { path: (ids) => `/sensors/${ids.sensor}/data`, viewers: SIGNED_IN },
  { path: (ids) => `/sensors/${ids.sensor}/issues`, viewers: SIGNED_IN },
  { path: (ids) => `/sensors/${ids.sensor}/issues/${ids.issue}`, viewers: ['farmer'] },
  { path: (ids) => `/sensors/${ids.sensor}/tickets`, viewers: ['farmer'] },
  { path: '/issues', viewers: MANAGERS },
  { path: (ids) => `/issues/${ids.issue}`, viewers: MANAGERS },
  // Accounts, users and roles.
  { path: '/providers', viewers: ['staff'] },
  { path: '/providers/new', viewers: ['staff'] },
  { path: (ids) => `/providers/${ids.provider}`, viewers: MANAGERS },
  { path: (ids) => `/providers/${ids.provider}/users`, viewers: ['staff'] },
  { path: (ids) => `/providers/${ids.provider}/contracts`, viewers: ['staff'] },
  { path: (ids) => `/providers/${ids.provider}/contracts/new`, viewers: ['staff'] },
  { path: '/farmers', viewers: MANAGERS },
  { path: '/farmers/new', viewers: MANAGERS },
  { path: (ids) => `/farmers/${ids.farmer}`, viewers: SIGNED_IN },
  { path: (ids) => `/farmers/${ids.farmer}/users`, viewers: ['farmer'] },
  { path: (ids) => `/farmers/${ids.farmer}/sensors`, viewers: ['staff'] },
  { path: (ids) => `/farmers/${ids.farmer}/contracts`, viewers: SIGNED_IN },
  { path: (ids) => `/farmers/${ids.farmer}/contracts/new`, viewers: MANAGERS },
  { path: (ids) => `/farmers/${ids.farmer}/contracts/${ids.contract}`, viewers: SIGNED_IN },
  { path: '/contracts-mine', viewers: ['farmer'] },
  { path: '/users', viewers: MANAGERS },
  { path: '/users/new', viewers: ['staff'] },
  { path: (ids) => `/users/${ids.user}`, viewers: ['staff'] },
  { path: '/my-users', viewers: CUSTOMERS },
  { path: '/my-users/new', viewers: ['farmer'] },
  { path: (ids) => `/my-users/${ids.myUser}`, viewers: ['farmer'] },
  { path: '/roles', viewers: ['staff'] },
  { path: '/roles/new', viewers: ['staff'] },
  { path: (ids) => `/roles/${ids.role}`, viewers: ['staff'] },
  // Settings and personal pages.
  { path: '/settings', viewers: ['staff'] },
  { path: '/settings/global', viewers: ['staff'] },
  { path: '/settings/global/update', viewers: ['staff'] },
  { path: '/settings/issues', viewers: ['staff'] },
  { path: '/settings/internationalization', viewers: ['staff'] },
  { path: '/settings/internationalization/AU', viewers: ['staff'] },
  { path: '/settings/tos', viewers: ['staff'] },
  { path: '/settings/syncs', viewers: ['staff'] },
  { path: '/settings/firmware', viewers: ['staff'] },
  { path: '/settings/firmware/new', viewers: ['staff'] },
  { path: '/settings/firmware/campaigns/new', viewers: ['staff'] },
  { path: (ids) => `/settings/firmware/campaigns/${ids.campaign}`, viewers: ['staff'] },
  { path: '/settings/tos/new', viewers: ['staff'] },
  { path: '/settings/tos?kind=rent', viewers: ['staff'] },
  { path: '/settings/tos/new?kind=rent', viewers: ['staff'] },
  { path: '/settings/anti-slug-products', viewers: ['staff'] },
  { path: '/settings/anti-slug-products/new', viewers: ['staff'] },
  { path: '/settings/anti-slug-products/sluxx-hp', viewers: ['staff'] },
  { path: '/settings/subscription-plans', viewers: ['staff'] },
  { path: '/settings/subscription-plans/new', viewers: ['staff'] },
  { path: '/settings/outbox', viewers: ['staff'] },
  { path: '/settings/alerts', viewers: CUSTOMERS },
  { path: '/settings/alert-notifications', viewers: SIGNED_IN },
  { path: '/profile', viewers: SIGNED_IN },
  { path: '/account/profile', viewers: CUSTOMERS },
  { path: '/dashboard/activity', viewers: MANAGERS },
  { path: '/dashboard/sensors', viewers: MANAGERS },
  { path: '/dashboard/support', viewers: ['staff'] },
  { path: '/dashboard/metrics', viewers: ['staff'] },
  { path: '/dashboard/qos', viewers: ['staff'] },
  { path: '/stats/qos', viewers: ['staff'] },
  { path: '/stats/maintenance?by=season', viewers: ['staff'] },
  { path: '/stats/usage', viewers: ['staff'] },
  // Favourites: the list, the editor's steps, and the onboarding (open to those done with it, too).
  { path: '/favourites', viewers: MANAGERS },
  { path: '/favourites/new', viewers: MANAGERS },
  { path: '/favourites/new/accounts', viewers: ['provider'] },
  { path: '/favourites/new/advanced', viewers: ['provider'] },
  { path: (ids) => `/favourites/${ids.favourite}`, viewers: ['staff'] },
  { path: (ids) => `/favourites/${ids.favourite}/accounts`, viewers: ['staff'] },
  { path: (ids) => `/favourites/${ids.favourite}/advanced`, viewers: ['staff'] },
  { path: '/onboarding/favourites', viewers: MANAGERS },
  // Subscriptions: managed, and the holder's own.
  { path: '/subscriptions', viewers: MANAGERS },
  { path: '/subscriptions/new', viewers: ['staff'] },
  { path: (ids) => `/subscriptions/${ids.subscription}`, viewers: ['staff'] },
  { path: '/subscriptions-mine', viewers: ['farmer'] },
  { path: (ids) => `/subscriptions-mine/${ids.subscription}`, viewers: ['farmer'] },
  // Support.
  { path: '/support/tickets', viewers: SIGNED_IN },
  { path: '/support/tickets/new', viewers: SIGNED_IN },
  { path: (ids) => `/support/tickets/${ids.ticket}`, viewers: SIGNED_IN },
  // Error pages.
  { path: '/no/such/page', viewers: ['visitor', 'farmer'], isErrorPage: true },
  { path: '/roles', viewers: ['farmer'], isErrorPage: true },
];

type Page<T> = { items: T[] };

/** The ids the screens' paths need, read from the API as the demo farmer (and staff for what a farmer can't list). */
export const readDemoIds = async (): Promise<DemoIds> => {
  const farmer = await signInApi(VIEWER_EMAILS.farmer);
  const staff = await signInApi(VIEWER_EMAILS.staff);
  const [parcel] = (await api<Page<{ id: string; accountId: string }>>(farmer, '/parcels?search=Les%20Sablons')).items;
  const [withheldParcel] = (await api<Page<{ id: string }>>(farmer, '/parcels?search=Les%20Terres%20Rouges')).items;
  if (!parcel) throw new Error('the demo parcel "Les Sablons" is missing');
  const [crop] = await api<{ id: string }[]>(farmer, `/parcels/${parcel.id}/crops`);
  const [issue] = (await api<Page<{ id: string; sensorId: string }>>(farmer, '/issues')).items;
  const accounts = await api<{ id: string; type: string }[]>(staff, '/accounts/options');
  const [user] = (await api<Page<{ id: string }>>(staff, '/users')).items;
  const [myUser] = (await api<Page<{ id: string }>>(farmer, '/users/mine')).items;
  const [role] = (await api<Page<{ id: string }>>(staff, '/roles')).items;
  const [favourite] = await api<{ id: string }[]>(staff, '/favourites/all');
  const [subscription] = (await api<Page<{ id: string }>>(farmer, '/subscriptions/mine')).items;
  const [contract] = (await api<Page<{ id: string }>>(farmer, '/rent-contracts/mine')).items;
  const [ticket] = (await api<Page<{ id: string }>>(farmer, '/support/tickets?desk=provider&sort=createdAt&order=asc'))
    .items;
  const provider = accounts.find((account) => account.type === 'provider');
  const campaign = (await api<Page<{ id: string; state: string }>>(staff, '/firmware/campaigns')).items.find(
    (item) => item.state === 'paused',
  );
  if (
    !crop ||
    !issue ||
    !provider ||
    !user ||
    !myUser ||
    !role ||
    !favourite ||
    !subscription ||
    !withheldParcel ||
    !contract ||
    !ticket ||
    !campaign
  ) {
    throw new Error('the demo data set lacks a row');
  }
  return {
    parcel: parcel.id,
    crop: crop.id,
    sensor: issue.sensorId,
    issue: issue.id,
    farmer: parcel.accountId,
    provider: provider.id,
    user: user.id,
    myUser: myUser.id,
    role: role.id,
    favourite: favourite.id,
    subscription: subscription.id,
    withheldParcel: withheldParcel.id,
    contract: contract.id,
    ticket: ticket.id,
    campaign: campaign.id,
  };
};
