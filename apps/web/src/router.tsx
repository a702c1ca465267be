import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from './paths';
import type { AccessRule } from './session/access-rules';
import { SESSION_ROUTE_ID } from './session/profile-context';
import { guard } from './session/route-guard';
import { sessionLoader, sessionMiddleware, startPageLoader } from './session/session-middleware';
import { AppLoader } from './ui/app-loader';
import { NotFoundPage } from './ui/error-page';
import type { RouteHandle } from './ui/page-title';
import { RootLayout } from './ui/root-layout';
import { RouteErrorBoundary } from './ui/route-error-boundary';

// Access rules are named here and evaluated in session/access-rules.ts, loaded with the first
// guarded route: the domain's rules import zod, which the sign-in screen does not need.
const id = { id: 'uuid' } as const;

const loadComingSoon = () => import('./ui/coming-soon.route');

/** A screen not built yet: one generic lazy module, titled by the route handle. */
const soon = (titleKey: string): Pick<RouteObject, 'handle' | 'lazy'> => ({
  handle: { titleKey } satisfies RouteHandle,
  lazy: loadComingSoon,
});

/** An index route that renders a placeholder. */
const soonIndex = (titleKey: string): RouteObject => ({ index: true, ...soon(titleKey) });

/** The three-level "list, new, detail" shape of screens not built yet (subscriptions). */
const resourceRoutes = (
  path: string,
  titles: { list: string; create: string; detail: string },
  access: { read: AccessRule; edit: AccessRule },
): RouteObject => ({
  path,
  loader: guard({ access: access.read }),
  children: [
    soonIndex(titles.list),
    { path: 'new', loader: guard({ access: access.edit }), ...soon(titles.create) },
    { path: ':id', loader: guard({ params: id }), ...soon(titles.detail) },
  ],
});

/** /users and /my-users: one list module and one user module each, over the users feature's shared screens. */
const userRoutes = (
  path: 'users' | 'my-users',
  titles: { list: string; create: string; detail: string },
  access: { read: AccessRule; edit: AccessRule },
  screens: { list: RouteObject['lazy']; user: RouteObject['lazy'] },
): RouteObject => ({
  path,
  loader: guard({ access: access.read }),
  children: [
    { index: true, handle: { titleKey: titles.list } satisfies RouteHandle, lazy: screens.list },
    {
      path: 'new',
      loader: guard({ access: access.edit }),
      children: [{ index: true, handle: { titleKey: titles.create } satisfies RouteHandle, lazy: screens.user }],
    },
    {
      path: ':id',
      loader: guard({ params: id }),
      children: [{ index: true, handle: { titleKey: titles.detail } satisfies RouteHandle, lazy: screens.user }],
    },
  ],
});

/** An account page's users tab (/providers/:id/users, /farmers/:id/users), built by the users feature. */
const accountUsersTab = (titleKey: string): RouteObject => ({
  path: 'users',
  handle: { titleKey } satisfies RouteHandle,
  lazy: () => import('./features/users/account-users.route'),
});

/** The screens of /providers and /farmers: one implementation for both account types. */
const ACCOUNT_SCREENS = {
  list: () => import('./features/accounts/account-list.route'),
  new: () => import('./features/accounts/account-new.route'),
  detail: () => import('./features/accounts/account-detail.route'),
  infos: () => import('./features/accounts/account-infos.route'),
  sensors: () => import('./features/sensors/account-sensors.route'),
  contracts: () => import('./features/accounts/account-contracts.route'),
};

const accountScreen = (titleKey: string, screen: Exclude<keyof typeof ACCOUNT_SCREENS, 'detail'>): RouteObject => ({
  index: true,
  handle: { titleKey } satisfies RouteHandle,
  lazy: ACCOUNT_SCREENS[screen],
});

const contractRoutes = (prefix: string, access: AccessRule): RouteObject => ({
  path: 'contracts',
  children: [
    // Rent contracts come later: the tab explains it; a contract's pages stay placeholders.
    accountScreen(`pages.${prefix}-contracts`, 'contracts'),
    { path: 'new', loader: guard({ access }), ...soon(`pages.${prefix}-contract-new`) },
    { path: ':contractId', loader: guard({ params: { contractId: 'uuid' } }), ...soon(`pages.${prefix}-contract`) },
  ],
});

/** Screens inside the main layout (spec point 2, "Main layout routes"). */
const mainLayoutRoutes: RouteObject[] = [
  { index: true, loader: startPageLoader },
  {
    path: 'dashboard',
    loader: guard({ access: 'nav:dashboard' }),
    children: [
      soonIndex('pages.dashboard'),
      { path: 'activity', loader: guard({ access: 'dashboard:activity' }), ...soon('pages.dashboard-activity') },
      { path: 'sensors', loader: guard({ access: 'dashboard:sensors' }), ...soon('pages.dashboard-sensors') },
      { path: 'support', loader: guard({ access: 'dashboard:support' }), ...soon('pages.dashboard-support') },
      { path: 'metrics', loader: guard({ access: 'dashboard:metrics' }), ...soon('pages.dashboard-metrics') },
      { path: 'qos', loader: guard({ access: 'dashboard:qos' }), ...soon('pages.dashboard-qos') },
    ],
  },
  {
    path: 'stats',
    children: [
      { path: 'qos', loader: guard({ access: 'stats:qos' }), ...soon('pages.stats-qos') },
      { path: 'maintenance', loader: guard({ access: 'stats:maintenance' }), ...soon('pages.stats-maintenance') },
      { path: 'usage', loader: guard({ access: 'stats:usage' }), ...soon('pages.stats-usage') },
    ],
  },
  {
    path: 'parcels',
    loader: guard({ access: 'nav:parcels' }),
    children: [
      // The list is the parcels' home; the URL's filters go with it.
      { index: true, loader: ({ request }) => redirect(paths.parcels(new URL(request.url).searchParams)) },
      {
        path: 'list',
        handle: { titleKey: 'pages.parcels-list' } satisfies RouteHandle,
        lazy: () => import('./features/parcels/parcel-list.route'),
      },
      {
        path: 'map',
        children: [
          {
            index: true,
            handle: { titleKey: 'pages.parcels-map' } satisfies RouteHandle,
            lazy: () => import('./features/parcels/parcel-map.route'),
          },
          {
            path: ':id',
            loader: guard({ params: id }),
            children: [
              {
                index: true,
                handle: { titleKey: 'pages.parcel-map' } satisfies RouteHandle,
                lazy: () => import('./features/parcels/parcel-map.route'),
              },
            ],
          },
        ],
      },
      {
        path: ':id',
        loader: guard({ params: id }),
        children: [
          {
            id: 'parcel-detail',
            lazy: () => import('./features/parcels/parcel-detail.route'),
            children: [
              {
                index: true,
                handle: { titleKey: 'pages.parcel-synthesis' } satisfies RouteHandle,
                lazy: () => import('./features/parcels/parcel-synthesis.route'),
              },
              {
                path: 'info',
                handle: { titleKey: 'pages.parcel-info' } satisfies RouteHandle,
                lazy: () => import('./features/parcels/parcel-info.route'),
              },
              {
                path: 'crops',
                children: [
                  {
                    index: true,
                    handle: { titleKey: 'pages.parcel-crops' } satisfies RouteHandle,
                    lazy: () => import('./features/crops/crop-list.route'),
                  },
                  {
                    path: 'new',
                    loader: guard({ access: 'can:edit:parcels' }),
                    children: [
                      {
                        index: true,
                        handle: { titleKey: 'pages.crop-new' } satisfies RouteHandle,
                        lazy: () => import('./features/crops/crop-edit.route'),
                      },
                    ],
                  },
                  {
                    path: ':cropId',
                    loader: guard({ params: { cropId: 'uuid' } }),
                    children: [
                      {
                        index: true,
                        handle: { titleKey: 'pages.parcel-crops' } satisfies RouteHandle,
                        lazy: () => import('./features/crops/crop-edit.route'),
                      },
                      { path: 'interventions', lazy: () => import('./features/crops/intervention.route') },
                      { path: 'risk-answers', lazy: () => import('./features/crops/risk-answers.route') },
                    ],
                  },
                ],
              },
              {
                path: 'settings',
                children: [
                  {
                    index: true,
                    handle: { titleKey: 'pages.parcel-settings' } satisfies RouteHandle,
                    lazy: () => import('./features/parcels/parcel-settings.route'),
                  },
                  {
                    path: 'update',
                    loader: guard({ access: 'can:edit:parcels' }),
                    children: [
                      {
                        index: true,
                        handle: { titleKey: 'pages.parcel-settings-update' } satisfies RouteHandle,
                        lazy: () => import('./features/parcels/parcel-settings-update.route'),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    path: 'parcels-sharing',
    loader: guard({ access: 'nav:parcelsSharing' }),
    children: [
      {
        lazy: () => import('./features/sharing/sharing-layout.route'),
        children: [
          {
            index: true,
            handle: { titleKey: 'pages.parcels-sharing' } satisfies RouteHandle,
            lazy: () => import('./features/sharing/sharing-parcels.route'),
          },
          {
            path: 'emails',
            handle: { titleKey: 'pages.parcels-sharing-emails' } satisfies RouteHandle,
            lazy: () => import('./features/sharing/sharing-emails.route'),
          },
        ],
      },
    ],
  },
  {
    path: 'sensors',
    loader: guard({ access: 'nav:sensors' }),
    children: [
      {
        index: true,
        handle: { titleKey: 'pages.sensors' } satisfies RouteHandle,
        lazy: () => import('./features/sensors/sensor-list.route'),
      },
      {
        path: 'new',
        // Registering a sensor is for manufacturer staff (the API answers 403 to anyone else).
        loader: guard({ access: 'staff:edit:sensors' }),
        children: [
          {
            index: true,
            handle: { titleKey: 'pages.sensor-new' } satisfies RouteHandle,
            lazy: () => import('./features/sensors/sensor-new.route'),
          },
        ],
      },
      {
        path: ':id',
        loader: guard({ params: id }),
        children: [
          {
            id: 'sensor-detail',
            lazy: () => import('./features/sensors/sensor-detail.route'),
            children: [
              {
                index: true,
                handle: { titleKey: 'pages.sensor-info' } satisfies RouteHandle,
                lazy: () => import('./features/sensors/sensor-info.route'),
              },
              {
                path: 'data',
                handle: { titleKey: 'pages.sensor-data' } satisfies RouteHandle,
                lazy: () => import('./features/sensors/sensor-data.route'),
              },
              {
                path: 'issues',
                loader: guard({ access: 'can:read:defaults' }),
                children: [
                  {
                    index: true,
                    handle: { titleKey: 'pages.sensor-issues' } satisfies RouteHandle,
                    lazy: () => import('./features/issues/issue-sensor-list.route'),
                  },
                  {
                    path: ':issueId',
                    loader: guard({ params: { issueId: 'uuid' } }),
                    children: [
                      {
                        index: true,
                        handle: { titleKey: 'pages.issue' } satisfies RouteHandle,
                        lazy: () => import('./features/issues/issue-detail.route'),
                      },
                    ],
                  },
                ],
              },
              {
                path: 'tickets',
                handle: { titleKey: 'pages.sensor-tickets' } satisfies RouteHandle,
                lazy: () => import('./features/sensors/sensor-tickets.route'),
              },
            ],
          },
        ],
      },
    ],
  },
  {
    path: 'issues',
    loader: guard({ access: 'nav:issues' }),
    children: [
      {
        index: true,
        handle: { titleKey: 'pages.issues' } satisfies RouteHandle,
        lazy: () => import('./features/issues/issue-list.route'),
      },
      {
        path: ':issueId',
        loader: guard({ params: { issueId: 'uuid' } }),
        children: [
          {
            index: true,
            handle: { titleKey: 'pages.issue' } satisfies RouteHandle,
            lazy: () => import('./features/issues/issue-detail.route'),
          },
        ],
      },
    ],
  },
  { path: 'support/tickets', ...soon('pages.support-tickets') },
  resourceRoutes(
    'subscriptions',
    { list: 'pages.subscriptions', create: 'pages.subscription-new', detail: 'pages.subscription' },
    { read: 'nav:subscriptions', edit: 'can:edit:subscriptions' },
  ),
  {
    path: 'subscriptions-mine',
    loader: guard({ access: 'menu:subscriptionsMine' }),
    children: [
      soonIndex('pages.subscriptions-mine'),
      { path: ':id', loader: guard({ params: id }), ...soon('pages.subscription') },
    ],
  },
  {
    path: 'settings',
    children: [
      {
        // Its loader guards it (nav:settings) and asks whether the outbox is open to the user.
        index: true,
        handle: { titleKey: 'pages.settings' } satisfies RouteHandle,
        lazy: () => import('./features/settings/settings-index.route'),
      },
      {
        path: 'global',
        loader: guard({ access: 'nav:settings' }),
        children: [
          soonIndex('pages.settings-global'),
          {
            path: 'update',
            loader: guard({ access: 'can:edit:configuration' }),
            ...soon('pages.settings-global-update'),
          },
        ],
      },
      { path: 'issues', loader: guard({ access: 'nav:settings' }), ...soon('pages.settings-issues') },
      {
        // Provider and farmer accounts only: staff have no parcels of their own to alert on (decision 065).
        path: 'alerts',
        loader: guard({ access: 'nav:settingsAlerts' }),
        children: [
          {
            index: true,
            handle: { titleKey: 'pages.settings-alerts' } satisfies RouteHandle,
            lazy: () => import('./features/alert-settings/account-alerts.route'),
          },
        ],
      },
      {
        path: 'internationalization',
        loader: guard({ access: 'nav:settings' }),
        children: [
          soonIndex('pages.settings-internationalization'),
          {
            path: ':country',
            loader: guard({ params: { country: 'country' } }),
            ...soon('pages.settings-internationalization-country'),
          },
        ],
      },
      { path: 'syncs', loader: guard({ access: 'nav:settings' }), ...soon('pages.settings-syncs') },
      {
        path: 'tos',
        loader: guard({ access: 'nav:settings' }),
        children: [
          {
            index: true,
            handle: { titleKey: 'pages.settings-tos' } satisfies RouteHandle,
            lazy: () => import('./features/terms/terms-version-list.route'),
          },
          {
            path: 'new',
            loader: guard({ access: 'can:edit:configuration' }),
            children: [
              {
                index: true,
                handle: { titleKey: 'pages.settings-tos-new' } satisfies RouteHandle,
                lazy: () => import('./features/terms/terms-version-new.route'),
              },
            ],
          },
        ],
      },
      { path: 'firmware', loader: guard({ access: 'nav:settings' }), ...soon('pages.settings-firmware') },
      {
        path: 'outbox',
        loader: guard({ access: 'nav:settings' }),
        children: [
          {
            index: true,
            handle: { titleKey: 'pages.settings-outbox' } satisfies RouteHandle,
            lazy: () => import('./features/outbox/outbox.route'),
          },
        ],
      },
      {
        path: 'alert-notifications',
        handle: { titleKey: 'pages.settings-alert-notifications' } satisfies RouteHandle,
        lazy: () => import('./features/alert-settings/alert-notifications.route'),
      },
    ],
  },
  {
    path: 'profile',
    handle: { titleKey: 'profile.title' } satisfies RouteHandle,
    lazy: () => import('./features/profile/profile-edit.route'),
  },
  {
    path: 'account/profile',
    loader: guard({ access: 'menu:accountProfile' }),
    children: [
      {
        index: true,
        handle: { titleKey: 'pages.account-profile' } satisfies RouteHandle,
        lazy: () => import('./features/account-profile/account-profile.route'),
      },
    ],
  },
  { path: 'favourites', loader: guard({ access: 'menu:favourites' }), ...soon('pages.favourites') },
  {
    path: 'providers',
    children: [
      // The list has its own guard: the account's own users open its page (/providers/:id) without the right.
      { loader: guard({ access: 'nav:providers' }), children: [accountScreen('pages.providers', 'list')] },
      {
        path: 'new',
        loader: guard({ access: 'can:edit:providerAccounts' }),
        children: [accountScreen('pages.provider-new', 'new')],
      },
      {
        path: ':id',
        loader: guard({ params: id, access: 'account-page:provider' }),
        children: [
          {
            lazy: ACCOUNT_SCREENS.detail,
            children: [
              accountScreen('pages.provider-infos', 'infos'),
              accountUsersTab('pages.provider-users'),
              contractRoutes('provider', 'can:edit:providerAccounts'),
            ],
          },
        ],
      },
    ],
  },
  {
    path: 'farmers',
    children: [
      { loader: guard({ access: 'nav:farmers' }), children: [accountScreen('pages.farmers', 'list')] },
      {
        path: 'new',
        loader: guard({ access: 'can:edit:farmerAccounts' }),
        children: [accountScreen('pages.farmer-new', 'new')],
      },
      {
        path: ':id',
        loader: guard({ params: id, access: 'account-page:farmer' }),
        children: [
          {
            lazy: ACCOUNT_SCREENS.detail,
            children: [
              accountScreen('pages.farmer-infos', 'infos'),
              accountUsersTab('pages.farmer-users'),
              {
                path: 'sensors',
                loader: guard({ access: 'can:read:sensors' }),
                children: [accountScreen('pages.farmer-sensors', 'sensors')],
              },
              contractRoutes('farmer', 'can:edit:farmerAccounts'),
            ],
          },
        ],
      },
    ],
  },
  { path: 'contracts-mine', loader: guard({ access: 'menu:contractsMine' }), ...soon('pages.contracts-mine') },
  userRoutes(
    'users',
    { list: 'pages.users', create: 'pages.user-new', detail: 'pages.user' },
    { read: 'nav:users', edit: 'can:edit:users' },
    {
      list: () => import('./features/users/user-list.route'),
      user: () => import('./features/users/user-edit.route'),
    },
  ),
  userRoutes(
    'my-users',
    { list: 'pages.my-users', create: 'pages.my-user-new', detail: 'pages.my-user' },
    { read: 'nav:myUsers', edit: 'can:edit:myUsers' },
    {
      list: () => import('./features/users/my-user-list.route'),
      user: () => import('./features/users/my-user-edit.route'),
    },
  ),
  {
    path: 'roles',
    loader: guard({ access: 'nav:roles' }),
    children: [
      {
        index: true,
        handle: { titleKey: 'pages.roles' } satisfies RouteHandle,
        lazy: () => import('./features/roles/role-list.route'),
      },
      {
        path: 'new',
        loader: guard({ access: 'can:edit:roles' }),
        children: [
          {
            index: true,
            handle: { titleKey: 'pages.role-new' } satisfies RouteHandle,
            lazy: () => import('./features/roles/role-edit.route'),
          },
        ],
      },
      {
        path: ':id',
        loader: guard({ params: id }),
        children: [
          {
            index: true,
            handle: { titleKey: 'pages.role' } satisfies RouteHandle,
            lazy: () => import('./features/roles/role-edit.route'),
          },
        ],
      },
    ],
  },
];

const favouriteEditorChildren = (titlePrefix: string): RouteObject[] => [
  soonIndex(`pages.${titlePrefix}-postal-zones`),
  { path: 'accounts', ...soon(`pages.${titlePrefix}-accounts`) },
  { path: 'advanced', ...soon(`pages.${titlePrefix}-advanced`) },
];

/** Authenticated screens outside the main layout (spec point 2). */
const focusRoutes: RouteObject[] = [
  {
    path: 'parcels/new',
    loader: guard({ access: 'can:edit:parcels' }),
    children: [
      {
        lazy: () => import('./features/parcels/new/parcel-new.route'),
        children: [
          {
            index: true,
            handle: { titleKey: 'pages.parcel-new' } satisfies RouteHandle,
            lazy: () => import('./features/parcels/new/parcel-new-info.route'),
          },
          {
            path: 'crop',
            handle: { titleKey: 'pages.parcel-new-crop' } satisfies RouteHandle,
            lazy: () => import('./features/parcels/new/parcel-new-crop.route'),
          },
          {
            path: 'sensor',
            handle: { titleKey: 'pages.parcel-new-sensor' } satisfies RouteHandle,
            lazy: () => import('./features/parcels/new/parcel-new-sensor.route'),
          },
        ],
      },
    ],
  },
  {
    path: 'parcels/:id',
    loader: guard({ params: id, access: 'nav:parcels' }),
    children: [
      {
        path: 'weather-forecast',
        handle: { titleKey: 'pages.parcel-weather-forecast' } satisfies RouteHandle,
        lazy: () => import('./features/parcels/parcel-weather-forecast.route'),
      },
      {
        path: 'histo',
        // The layout sits on this route: its tabs navigate relative to it ('count', 'risk', 'weather').
        handle: { titleKey: 'pages.parcel-history' } satisfies RouteHandle,
        lazy: () => import('./features/parcels/history/parcel-history.route'),
        children: [
          {
            index: true,
            loader: ({ params, request }) =>
              redirect(paths.parcelHistory(params.id ?? '', 'count', new URL(request.url).searchParams)),
          },
          {
            path: 'count',
            handle: { titleKey: 'pages.parcel-history-count' } satisfies RouteHandle,
            lazy: () => import('./features/parcels/history/parcel-history-count.route'),
          },
          {
            path: 'risk',
            handle: { titleKey: 'pages.parcel-history-risk' } satisfies RouteHandle,
            lazy: () => import('./features/parcels/history/parcel-history-risk.route'),
          },
          {
            path: 'weather',
            handle: { titleKey: 'pages.parcel-history-weather' } satisfies RouteHandle,
            lazy: () => import('./features/parcels/history/parcel-history-weather.route'),
          },
        ],
      },
    ],
  },
  {
    path: 'favourites/new',
    loader: guard({ access: 'menu:favourites' }),
    children: favouriteEditorChildren('favourite-new'),
  },
  {
    path: 'favourites/:id',
    loader: guard({ params: id, access: 'menu:favourites' }),
    children: favouriteEditorChildren('favourite'),
  },
  {
    path: 'onboarding/favourites',
    handle: { titleKey: 'pages.onboarding-favourites' } satisfies RouteHandle,
    lazy: () => import('./features/favourites/onboarding-favourites.route'),
  },
];

const simpleLayout = () => import('./ui/simple-layout.route');

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: AppLoader,
    children: [
      // Public and session routes.
      {
        path: 'login',
        handle: { titleKey: 'login.title' } satisfies RouteHandle,
        lazy: () => import('./features/auth/auth-login.route'),
      },
      { path: 'login/token/:token', lazy: () => import('./features/auth/auth-login-token.route') },
      {
        path: 'login/access-link-token/:accessLinkToken',
        lazy: () => import('./features/auth/auth-access-link.route'),
      },
      { path: 'logout', lazy: () => import('./features/auth/auth-logout.route') },
      {
        path: 'password-reset/forgot',
        handle: { titleKey: 'pages.password-forgot' } satisfies RouteHandle,
        lazy: () => import('./features/registration/password-forgot.route'),
      },
      {
        path: 'password-reset/:token',
        handle: { titleKey: 'pages.password-reset' } satisfies RouteHandle,
        lazy: () => import('./features/registration/password-reset.route'),
      },
      {
        path: 'register/:activationToken',
        handle: { titleKey: 'pages.register-activation' } satisfies RouteHandle,
        lazy: () => import('./features/registration/activation.route'),
      },
      {
        // The registration forms with a farm's details need more room than the sign-in card.
        lazy: simpleLayout,
        children: [
          {
            path: 'register',
            handle: { titleKey: 'pages.register' } satisfies RouteHandle,
            lazy: () => import('./features/registration/register.route'),
          },
          {
            path: 'register/:activationToken/farmers',
            handle: { titleKey: 'pages.register-farmers' } satisfies RouteHandle,
            lazy: () => import('./features/registration/activation-farm.route'),
          },
        ],
      },
      {
        path: 'register/:invitationId/sharing-invitation',
        loader: guard({ params: { invitationId: 'uuid' } }),
        children: [
          {
            index: true,
            handle: { titleKey: 'pages.sharing-invitation' } satisfies RouteHandle,
            lazy: () => import('./features/auth/sharing-invitation.route'),
          },
        ],
      },
      // The notification panel's "mark as read" action: outside the session route, so that only the revalidation
      // after it fetches the profile again.
      { path: 'notifications', lazy: () => import('./features/shell/notifications/notifications-seen.route') },
      {
        // Every route below needs a signed-in user; the profile is fetched on each navigation.
        id: SESSION_ROUTE_ID,
        middleware: [sessionMiddleware],
        loader: sessionLoader,
        shouldRevalidate: () => true,
        children: [
          {
            path: 'accept-tos',
            handle: { titleKey: 'tos.title' } satisfies RouteHandle,
            lazy: () => import('./features/auth/auth-accept-tos.route'),
          },
          { lazy: simpleLayout, children: [{ path: 'sav-redirect', ...soon('pages.sav-redirect') }] },
          {
            id: 'gate',
            lazy: { middleware: () => import('./session/gate-middleware').then((module) => [module.gateMiddleware]) },
            children: [
              {
                lazy: () => import('./features/shell/shell-main.route'),
                // The boundary sits inside the layout, so 403 and 404 keep the navigation around them.
                children: [{ ErrorBoundary: RouteErrorBoundary, children: mainLayoutRoutes }],
              },
              {
                lazy: simpleLayout,
                children: [{ ErrorBoundary: RouteErrorBoundary, children: focusRoutes }],
              },
            ],
          },
        ],
      },
      { path: '*', handle: { titleKey: 'errors.not-found.title' } satisfies RouteHandle, Component: NotFoundPage },
    ],
  },
];

export const router = createBrowserRouter(routes);
