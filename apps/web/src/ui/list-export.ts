import type { FileEndpoint } from '@console/domain/api/endpoint';
import type { ExportFormat } from '@console/domain/api/export-endpoint';
import type { z } from 'zod';
import { api } from '../api/api';
import type { Query } from '../api/query-string';
import { type AnalyticsEvent, trackEvent } from './page-view-tracking';
import { useFileDownload } from './use-file-download';

/** A list's export endpoint: the list's own query, the file's format in the path. */
export type ListExportEndpoint = FileEndpoint & { path: `/${string}/export/:format`; query: z.ZodType };

const EXPORT_EVENT: AnalyticsEvent = 'export';

/** Values of the export path's own parameters, beside its format (a dashboard's tab). */
export type ExportParams = Record<string, string>;

/**
 * The list's name, the last part of its path with its parameters filled (`/parcels/export/:format`: parcels;
 * `/dashboard/:tab/export/:format` of the sensors tab: sensors).
 */
export const listNameOf = (endpoint: ListExportEndpoint, params: ExportParams = {}): string => {
  const name = endpoint.path.split('/').at(-3) ?? 'export';
  return name.startsWith(':') ? (params[name.slice(1)] ?? 'export') : name;
};

/**
 * Downloads a list, filtered and sorted as on screen, from its export endpoint: the file keeps the name the server
 * gives it (content-disposition), else the list's name; the analytics get an `export` event for the list, a failure
 * a red flash.
 */
export const useListExport = (endpoint: ListExportEndpoint, params: ExportParams = {}) => {
  const list = listNameOf(endpoint, params);
  const { isDownloading, download } = useFileDownload();
  const exportList = async (format: ExportFormat, query: Query) => {
    const { start: _start, ...exported } = query;
    const saved = await download(
      () => api.download(endpoint, { params: { ...params, format }, query: exported }),
      `${list}.${format}`,
      `Export of ${list}`,
    );
    if (saved) trackEvent(list, EXPORT_EVENT);
  };
  return {
    isExporting: isDownloading,
    download: (format: ExportFormat, query: Query) => void exportList(format, query),
  };
};
