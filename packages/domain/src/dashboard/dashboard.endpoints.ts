import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { builtDashboardTabSchema, dashboardQuerySchema, dashboardSchema } from './dashboard.schema';

/** Dashboards (issue 22): each tab's tiles, in the caller's scope, under a date range and a favourite. */
export const dashboardEndpoints = defineEndpoints({
  tab: {
    method: 'GET',
    path: '/dashboard/:tab',
    params: z.object({ tab: builtDashboardTabSchema }),
    query: dashboardQuerySchema,
    response: dashboardSchema,
  },
});
