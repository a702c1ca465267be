import type { RouteObject } from 'react-router';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';

/** /parcels-sharing: the shared parcels and the e-mails they are shared with, in one layout. */
export const sharingRoutes: RouteObject = {
  path: 'parcels-sharing',
  loader: guard({ access: 'nav:parcelsSharing' }),
  children: [
    {
      lazy: () => import('./sharing-layout.route'),
      children: [
        screen({ titleKey: 'pages.parcels-sharing', lazy: () => import('./sharing-parcels.route') }),
        screen({
          path: 'emails',
          titleKey: 'pages.parcels-sharing-emails',
          lazy: () => import('./sharing-emails.route'),
        }),
      ],
    },
  ],
};
