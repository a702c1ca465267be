import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Download } from '../api/api-client';
import { saveBlob } from '../api/save-blob';
import { reportError } from './error-reporting';

/**
 * Downloads a file the API serves behind the bearer token, so not as a plain link: it keeps the name the server gives
 * it (content-disposition), else `fallbackName`; a failure is logged under `what` and flashed red.
 */
export const useFileDownload = () => {
  const { t } = useTranslation();
  const [isDownloading, setDownloading] = useState(false);
  const download = async (fetchFile: () => Promise<Download>, fallbackName: string, what: string) => {
    setDownloading(true);
    try {
      const { blob, filename } = await fetchFile();
      saveBlob(blob, filename ?? fallbackName);
      return true;
    } catch (error) {
      reportError(`${what} failed`, error);
      notifications.show({ color: 'red', message: t('errors.technical') });
      return false;
    } finally {
      setDownloading(false);
    }
  };
  return { isDownloading, download };
};
