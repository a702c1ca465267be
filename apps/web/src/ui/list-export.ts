import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import type { Query } from '../api/query-string';
import { saveBlob } from '../api/save-blob';
import { type AnalyticsEvent, getTracker } from './page-view-tracking';

export type ExportFormat = 'csv' | 'xlsx';

const EXPORT_EVENT: AnalyticsEvent = 'export';

/**
 * Downloads a list, filtered and sorted as on screen, from `GET /back/{list}/export/{format}`: the file keeps the
 * name the server gives it (content-disposition), the analytics get an `export` event, a failure a red flash.
 */
export const useListExport = (list: string) => {
  const { t } = useTranslation();
  const [isExporting, setExporting] = useState(false);
  const download = async (format: ExportFormat, query: Query) => {
    setExporting(true);
    try {
      const { start: _start, ...exported } = query;
      const { blob, filename } = await api.download(`/${list}/export/${format}`, { query: exported });
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
