import type { RouteObject } from 'react-router';
import { soon } from '../session/screen-route';

/** The main layout's areas with no screen built yet (decision 032): each page is a titled placeholder. */
export const comingSoonRoutes: RouteObject[] = [soon({ path: 'support/tickets', titleKey: 'pages.support-tickets' })];
