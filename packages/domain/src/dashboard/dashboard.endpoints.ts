import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { EXPORT_FORMATS, EXPORT_MEDIA_TYPES } from '../api/export-endpoint';
import {
  builtDashboardTabSchema,
  dashboardDigestSchema,
  dashboardQuerySchema,
  dashboardSchema,
  nightGridQuerySchema,
  nightGridSchema,
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
  /** The sensors tab's night grid: a page of sensors, each night's state. Declared before `tab`, which would match. */
  nightGrid: {
    method: 'GET',
    path: '/dashboard/sensors/nights',
    query: nightGridQuerySchema,
    response: nightGridSchema,
  },
  /** Every figure of the tab, parts and nights included, as a file: the rows of the tiles that link to no list. */
  export: {
    method: 'GET',
    path: '/dashboard/:tab/export/:format',
    params: tabParams.extend({ format: z.enum(EXPORT_FORMATS) }),
    query: dashboardQuerySchema,
    response: { file: EXPORT_FORMATS.map((format) => EXPORT_MEDIA_TYPES[format]) },
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
