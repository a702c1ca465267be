import type { RouteObject } from 'react-router';
import { screen } from '../../session/screen-route';

/** /support/tickets: every signed-in user's requests, and their desk's queue. */
export const supportRoutes: RouteObject = {
  path: 'support/tickets',
  children: [
    screen({ titleKey: 'pages.support-tickets', lazy: () => import('./ticket-list.route') }),
    screen({ path: 'new', titleKey: 'pages.support-ticket-new', lazy: () => import('./ticket-new.route') }),
    screen({
      path: ':id',
      params: { id: 'uuid' },
      titleKey: 'pages.support-ticket',
      lazy: () => import('./ticket-detail.route'),
    }),
  ],
};

/** A sensor page's tickets tab (/sensors/:id/tickets), placed by the sensors' route table. */
export const sensorTicketsTab = screen({
  path: 'tickets',
  titleKey: 'pages.sensor-tickets',
  lazy: () => import('./ticket-sensor-list.route'),
});
