import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api';
import type { Query } from '../api/query-string';
import { saveBlob } from '../api/save-blob';
import { getTracker } from './page-view-tracking';

type CsvExportButtonProps = {
  /** `sensors` or `parcels`: the API's export path and the file's name. */
  list: 'sensors' | 'parcels';
  /** The list's filters and sort, as the list sends them; the page start is left out. */
  query: Query;
  label: string;
  disabled: boolean;
};

/** Downloads the filtered, sorted list as CSV from `GET /back/{list}/export/csv`. */
export const CsvExportButton = ({ list, query, label, disabled }: CsvExportButtonProps) => {
  const { t } = useTranslation();
  const [isExporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { start: _start, ...exported } = query;
      const { blob, filename } = await api.download(`/${list}/export/csv`, { query: exported });
      saveBlob(blob, filename ?? `${list}.csv`);
      getTracker().trackEvent(list, 'export');
    } catch (error) {
      console.error(`Export of ${list} failed`, error);
      notifications.show({ color: 'red', message: t('errors.technical') });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden="true" />}
      onClick={() => void exportCsv()}
      loading={isExporting}
      disabled={disabled}
    >
      {label}
    </Button>
  );
};
