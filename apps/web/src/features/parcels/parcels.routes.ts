import { redirect, type RouteObject } from 'react-router';
import { paths } from '../../paths';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';
import type { RouteHandle } from '../../ui/page-title';
import { prefetchParcelList } from './parcel-list-prefetch';

const parcelMap = () => import('./parcel-map.route');
const cropEdit = () => import('./crops/crop-edit.route');

/**
 * /parcels leads to the list, the parcels' home, with the URL's filters. It sits outside the signed-in routes: the
 * redirect needs no profile, so the list's module and data start loading alongside the one profile fetch rather
 * than after a first one.
 */
export const parcelHomeRoute: RouteObject = {
  path: 'parcels',
  handle: { signedIn: true, prefetch: prefetchParcelList } satisfies RouteHandle,
  loader: ({ request }) => redirect(paths.parcels(new URL(request.url).searchParams)),
};

/** /parcels in the main layout: the list, the map, and a parcel's tabs with its crops. */
export const parcelRoutes: RouteObject = {
  path: 'parcels',
  loader: guard({ access: 'nav:parcels' }),
  children: [
    screen({
      path: 'list',
      titleKey: 'pages.parcels-list',
      lazy: () => import('./parcel-list.route'),
      prefetch: prefetchParcelList,
    }),
    {
      path: 'map',
      children: [
        screen({ titleKey: 'pages.parcels-map', lazy: parcelMap }),
        screen({ path: ':id', params: { id: 'uuid' }, titleKey: 'pages.parcel-map', lazy: parcelMap }),
      ],
    },
    {
      path: ':id',
      loader: guard({ params: { id: 'uuid' } }),
      children: [
        {
          id: 'parcel-detail',
          lazy: () => import('./parcel-detail.route'),
          children: [
            screen({ titleKey: 'pages.parcel-synthesis', lazy: () => import('./parcel-synthesis.route') }),
            screen({ path: 'info', titleKey: 'pages.parcel-info', lazy: () => import('./parcel-info.route') }),
            {
              path: 'crops',
              children: [
                screen({ titleKey: 'pages.parcel-crops', lazy: () => import('./crops/crop-list.route') }),
                screen({ path: 'new', access: 'can:edit:parcels', titleKey: 'pages.crop-new', lazy: cropEdit }),
                {
                  path: ':cropId',
                  loader: guard({ params: { cropId: 'uuid' } }),
                  children: [
                    screen({ titleKey: 'pages.parcel-crops', lazy: cropEdit }),
                    { path: 'interventions', lazy: () => import('./crops/intervention.route') },
                    { path: 'risk-answers', lazy: () => import('./crops/risk-answers.route') },
                  ],
                },
              ],
            },
            {
              path: 'settings',
              children: [
                screen({ titleKey: 'pages.parcel-settings', lazy: () => import('./parcel-settings.route') }),
                screen({
                  path: 'update',
                  access: 'can:edit:parcels',
                  titleKey: 'pages.parcel-settings-update',
                  lazy: () => import('./parcel-settings-update.route'),
                }),
              ],
            },
          ],
        },
      ],
    },
  ],
};

/** Full-page parcel screens: the creation steps, the weather forecast and the history. */
export const parcelFocusRoutes: RouteObject[] = [
  {
    path: 'parcels/new',
    loader: guard({ access: 'can:edit:parcels' }),
    children: [
      {
        lazy: () => import('./new/parcel-new.route'),
        children: [
          screen({ titleKey: 'pages.parcel-new', lazy: () => import('./new/parcel-new-info.route') }),
          screen({
            path: 'crop',
            titleKey: 'pages.parcel-new-crop',
            lazy: () => import('./new/parcel-new-crop.route'),
          }),
          screen({
            path: 'sensor',
            titleKey: 'pages.parcel-new-sensor',
            lazy: () => import('./new/parcel-new-sensor.route'),
          }),
        ],
      },
    ],
  },
  {
    path: 'parcels/:id',
    loader: guard({ params: { id: 'uuid' }, access: 'nav:parcels' }),
    children: [
      screen({
        path: 'weather-forecast',
        titleKey: 'pages.parcel-weather-forecast',
        lazy: () => import('./parcel-weather-forecast.route'),
      }),
      {
        path: 'histo',
        // The layout sits on this route: its tabs navigate relative to it ('count', 'risk', 'weather').
        handle: { titleKey: 'pages.parcel-history' } satisfies RouteHandle,
        lazy: () => import('./history/parcel-history.route'),
        children: [
          {
            index: true,
            loader: ({ params, request }) =>
              redirect(paths.parcelHistory(params.id ?? '', 'count', new URL(request.url).searchParams)),
          },
          screen({
            path: 'count',
            titleKey: 'pages.parcel-history-count',
            lazy: () => import('./history/parcel-history-count.route'),
          }),
          screen({
            path: 'risk',
            titleKey: 'pages.parcel-history-risk',
            lazy: () => import('./history/parcel-history-risk.route'),
          }),
          screen({
            path: 'weather',
            titleKey: 'pages.parcel-history-weather',
            lazy: () => import('./history/parcel-history-weather.route'),
          }),
        ],
      },
    ],
  },
];
