import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import {
  builtDashboardTabSchema,
  dashboardDigestSchema,
  dashboardQuerySchema,
  dashboardSchema,
} from './dashboard.schema';

const tabParams = z.object({ tab: builtDashboardTabSchema });

/** Dashboards (issue 22): each tab's tiles, in the caller's scope, under a date range and a favourite. */
export const dashboardEndpoints = defineEndpoints({
  tab: {
    method: 'GET',
    path: '/dashboard/:tab',
    params: tabParams,
    query: dashboardQuerySchema,
    response: dashboardSchema,
  },
  /** Whether the caller receives the tab's weekly e-mail. */
  digest: { method: 'GET', path: '/dashboard/:tab/digest', params: tabParams, response: dashboardDigestSchema },
  setDigest: {
    method: 'POST',
    path: '/dashboard/:tab/digest',
    params: tabParams,
    body: dashboardDigestSchema,
    response: dashboardDigestSchema,
  },
});
