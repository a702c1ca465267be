import type { FileEndpoint } from '@console/domain/api/endpoint';
import type { ExportFormat } from '@console/domain/api/export-endpoint';
import type { z } from 'zod';
import { api } from '../api/api';
import type { Query } from '../api/query-string';
import { type AnalyticsEvent, getTracker } from './page-view-tracking';
import { useFileDownload } from './use-file-download';

/** A list's export endpoint: the list's own query, the file's format in the path. */
export type ListExportEndpoint = FileEndpoint & { path: `/${string}/export/:format`; query: z.ZodType };

const EXPORT_EVENT: AnalyticsEvent = 'export';

/** The list's name, the last part of its path (`/parcels/export/:format`: parcels). */
export const listNameOf = (endpoint: ListExportEndpoint): string => endpoint.path.split('/').at(-3) ?? 'export';

/**
 * Downloads a list, filtered and sorted as on screen, from its export endpoint: the file keeps the name the server
 * gives it (content-disposition), else the list's name; the analytics get an `export` event for the list, a failure
 * a red flash.
 */
export const useListExport = (endpoint: ListExportEndpoint) => {
  const list = listNameOf(endpoint);
  const { isDownloading, download } = useFileDownload();
  const exportList = async (format: ExportFormat, query: Query) => {
    const { start: _start, ...exported } = query;
    const saved = await download(
      () => api.download(endpoint, { params: { format }, query: exported }),
      `${list}.${format}`,
      `Export of ${list}`,
    );
    if (saved) getTracker().trackEvent(list, EXPORT_EVENT);
  };
  return {
    isExporting: isDownloading,
    download: (format: ExportFormat, query: Query) => void exportList(format, query),
  };
};
