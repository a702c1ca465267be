import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileEndpoint } from '@console/domain/api/endpoint';
import type { ExportFormat } from '@console/domain/api/export-endpoint';
import type { z } from 'zod';
import { api } from '../api/api';
import type { Query } from '../api/query-string';
import { saveBlob } from '../api/save-blob';
import { type AnalyticsEvent, getTracker } from './page-view-tracking';

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
  const { t } = useTranslation();
  const list = listNameOf(endpoint);
  const [isExporting, setExporting] = useState(false);
  const download = async (format: ExportFormat, query: Query) => {
    setExporting(true);
    try {
      const { start: _start, ...exported } = query;
      const { blob, filename } = await api.download(endpoint, { params: { format }, query: exported });
      saveBlob(blob, filename ?? `${list}.${format}`);
      getTracker().trackEvent(list, EXPORT_EVENT);
    } catch (error) {
      console.error(`Export of ${list} failed`, error);
      notifications.show({ color: 'red', message: t('errors.technical') });
    } finally {
      setExporting(false);
    }
  };
  return { isExporting, download: (format: ExportFormat, query: Query) => void download(format, query) };
};
