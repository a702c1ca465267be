import type { RouteObject } from 'react-router';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';

const issueScreen = () =>
  screen({
    path: ':issueId',
    params: { issueId: 'uuid' },
    titleKey: 'pages.issue',
    lazy: () => import('./issue-detail.route'),
  });

/** /issues: every sensor's issues. */
export const issueRoutes: RouteObject = {
  path: 'issues',
  loader: guard({ access: 'nav:issues' }),
  children: [screen({ titleKey: 'pages.issues', lazy: () => import('./issue-list.route') }), issueScreen()],
};

/** A sensor page's issues tab (/sensors/:id/issues), placed by the sensors' route table. */
export const sensorIssuesTab: RouteObject = {
  path: 'issues',
  loader: guard({ access: 'can:read:defaults' }),
  children: [
    screen({ titleKey: 'pages.sensor-issues', lazy: () => import('./issue-sensor-list.route') }),
    issueScreen(),
  ],
};
