import type { RouteObject } from 'react-router';
import { screen } from '../../session/screen-route';

/** Public: forgotten passwords, activation and self-registration. */
export const registrationRoutes: RouteObject[] = [
  screen({
    path: 'password-reset/forgot',
    titleKey: 'pages.password-forgot',
    lazy: () => import('./password-forgot.route'),
  }),
  screen({
    path: 'password-reset/:token',
    titleKey: 'pages.password-reset',
    lazy: () => import('./password-reset.route'),
  }),
  screen({
    path: 'register/:activationToken',
    titleKey: 'pages.register-activation',
    lazy: () => import('./activation.route'),
  }),
  {
    // The registration forms with a farm's details need more room than the sign-in card.
    lazy: () => import('../../ui/simple-layout.route'),
    children: [
      screen({ path: 'register', titleKey: 'pages.register', lazy: () => import('./register.route') }),
      screen({
        path: 'register/:activationToken/farmers',
        titleKey: 'pages.register-farmers',
        lazy: () => import('./activation-farm.route'),
      }),
    ],
  },
];
