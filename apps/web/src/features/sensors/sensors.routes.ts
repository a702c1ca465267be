import type { RouteObject } from 'react-router';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';

/**
 * /sensors: the fleet, registering a sensor and a sensor's tabs; its issues and tickets tabs belong to the issues and
 * support features.
 */
export const sensorRoutes = (issuesTab: RouteObject, ticketsTab: RouteObject): RouteObject => ({
  path: 'sensors',
  loader: guard({ access: 'nav:sensors' }),
  children: [
    screen({ titleKey: 'pages.sensors', lazy: () => import('./sensor-list.route') }),
    // Registering a sensor is for manufacturer staff (the API answers 403 to anyone else).
    screen({
      path: 'new',
      access: 'staff:edit:sensors',
      titleKey: 'pages.sensor-new',
      lazy: () => import('./sensor-new.route'),
    }),
    // The photos whose counts staff and providers check (decision 179).
    screen({
      path: 'review',
      access: 'sensors:review',
      titleKey: 'pages.count-reviews',
      lazy: () => import('./count-reviews/review-queue.route'),
    }),
    {
      path: ':id',
      loader: guard({ params: { id: 'uuid' } }),
      children: [
        {
          id: 'sensor-detail',
          lazy: () => import('./sensor-detail.route'),
          children: [
            screen({ titleKey: 'pages.sensor-info', lazy: () => import('./sensor-info.route') }),
            screen({ path: 'data', titleKey: 'pages.sensor-data', lazy: () => import('./sensor-data.route') }),
            issuesTab,
            ticketsTab,
          ],
        },
      ],
    },
  ],
});

/** A farm's sensors tab (/farmers/:id/sensors), placed by the accounts feature's routes. */
export const farmSensorsTab = screen({
  path: 'sensors',
  access: 'can:read:sensors',
  titleKey: 'pages.farmer-sensors',
  lazy: () => import('./account-sensors.route'),
});
