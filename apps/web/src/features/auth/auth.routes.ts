import type { RouteObject } from 'react-router';
import { screen } from '../../session/screen-route';

/** Signing in and out: public routes. */
export const authRoutes: RouteObject[] = [
  screen({ path: 'login', titleKey: 'login.title', lazy: () => import('./auth-login.route') }),
  screen({ path: 'login/token/:token', lazy: () => import('./auth-login-token.route') }),
  screen({ path: 'login/access-link-token/:accessLinkToken', lazy: () => import('./auth-access-link.route') }),
  screen({ path: 'logout', lazy: () => import('./auth-logout.route') }),
];

/** A parcel-sharing invitation's landing page: public; a mistyped id gets the page's invalid-link card. */
export const sharingInvitationRoute = screen({
  path: 'register/:invitationId/sharing-invitation',
  titleKey: 'pages.sharing-invitation',
  lazy: () => import('./sharing-invitation.route'),
});

/** /accept-tos: signed in, outside the gate that sends users there. */
export const termsAcceptanceRoute = screen({
  path: 'accept-tos',
  titleKey: 'tos.title',
  lazy: () => import('./auth-accept-tos.route'),
});
