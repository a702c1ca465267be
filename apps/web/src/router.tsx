import type { RouteObject } from 'react-router';
import { accountProfileRoute } from './features/account-profile/account-profile.routes';
import { accountRoutes } from './features/accounts/accounts.routes';
import { alertSettingsRoutes } from './features/alert-settings/alert-settings.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { statsRoutes } from './features/stats/stats.routes';
import { antiSlugProductRoutes } from './features/anti-slug-products/anti-slug-products.routes';
import { authRoutes, sharingInvitationRoute, termsAcceptanceRoute } from './features/auth/auth.routes';
import { favouriteFocusRoutes, favouriteRoute } from './features/favourites/favourites.routes';
import { issueRoutes, sensorIssuesTab } from './features/issues/issues.routes';
import { notificationsSeenRoute } from './features/shell/notifications/notifications.routes';
import { profileLanguageRoute } from './features/shell/shell.routes';
import { outboxRoute } from './features/outbox/outbox.routes';
import { parcelFocusRoutes, parcelHomeRoute, parcelRoutes } from './features/parcels/parcels.routes';
import { profileRoute, secondFactorSetupRoute } from './features/profile/profile.routes';
import { contractsMineRoute, contractTabRoutes } from './features/rent-contracts/rent-contracts.routes';
import { registrationRoutes } from './features/registration/registration.routes';
import { roleRoutes } from './features/roles/roles.routes';
import { sensorTicketsTab, supportRoutes } from './features/support/support.routes';
import { farmSensorsTab, sensorRoutes } from './features/sensors/sensors.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { subscriptionPlanRoutes } from './features/subscription-plans/subscription-plans.routes';
import { subscriptionRoutes } from './features/subscriptions/subscriptions.routes';
import { supportRedirectRoute } from './features/support-login/support-login.routes';
import { sharingRoutes } from './features/sharing/sharing.routes';
import { termsVersionRoutes } from './features/terms/terms.routes';
import { firmwareRoutes } from './features/firmware/firmware.routes';
import { weatherSyncRoutes } from './features/weather-syncs/weather-syncs.routes';
import { accountUsersTab, userRoutes } from './features/users/users.routes';
import { SESSION_ROUTE_ID } from './session/profile-context';
import { sessionLoader, sessionMiddleware, startPageLoader } from './session/session-middleware';
import { AppLoader } from './ui/app-loader';
import { NotFoundPage } from './ui/error-page';
import type { RouteHandle } from './ui/page-title';
import { RootLayout } from './ui/root-layout';
import { RouteErrorBoundary } from './ui/route-error-boundary';

// The route table of spec point 2, composed from each area's `<area>.routes.ts`. Access rules are named there and
// evaluated in session/access-rules.ts, loaded with the first guarded route: the domain's rules import zod, which
// the sign-in screen does not need (decision 031).

/** Screens inside the main layout (spec point 2, "Main layout routes"). */
const mainLayoutRoutes: RouteObject[] = [
  dashboardRoutes,
  statsRoutes,
  { index: true, loader: startPageLoader },
  parcelRoutes,
  sharingRoutes,
  sensorRoutes(sensorIssuesTab, sensorTicketsTab),
  issueRoutes,
  settingsRoutes([
    ...alertSettingsRoutes,
    termsVersionRoutes,
    firmwareRoutes,
    weatherSyncRoutes,
    antiSlugProductRoutes,
    subscriptionPlanRoutes,
    outboxRoute,
  ]),
  profileRoute,
  accountProfileRoute,
  favouriteRoute,
  ...accountRoutes({ users: accountUsersTab, farmSensors: farmSensorsTab, contracts: contractTabRoutes }),
  ...userRoutes,
  roleRoutes,
  ...subscriptionRoutes,
  contractsMineRoute,
  supportRoutes,
];

/** Authenticated screens outside the main layout (spec point 2). */
const focusRoutes: RouteObject[] = [...parcelFocusRoutes, ...favouriteFocusRoutes];

const simpleLayout = () => import('./ui/simple-layout.route');

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: AppLoader,
    children: [
      ...authRoutes,
      ...registrationRoutes,
      sharingInvitationRoute,
      parcelHomeRoute,
      notificationsSeenRoute,
      profileLanguageRoute,
      {
        // Every route below needs a signed-in user; the profile is fetched on each navigation.
        id: SESSION_ROUTE_ID,
        handle: { signedIn: true } satisfies RouteHandle,
        middleware: [sessionMiddleware],
        loader: sessionLoader,
        shouldRevalidate: () => true,
        children: [
          termsAcceptanceRoute,
          secondFactorSetupRoute,
          { lazy: simpleLayout, children: [supportRedirectRoute] },
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
