import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Query } from '../api/query-string';
import { useListExport } from './list-export';

type CsvExportButtonProps = {
  /** The API's export path and the file's name. */
  list: 'sensors' | 'parcels' | 'providers' | 'farmers';
  /** The list's filters and sort, as the list sends them; the page start is left out. */
  query: Query;
  label: string;
  disabled: boolean;
};

/** Downloads the filtered, sorted list as CSV from `GET /back/{list}/export/csv`. */
export const CsvExportButton = ({ list, query, label, disabled }: CsvExportButtonProps) => {
  const { isExporting, download } = useListExport(list);
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden="true" />}
      onClick={() => download('csv', query)}
      loading={isExporting}
      disabled={disabled}
    >
      {label}
    </Button>
  );
};
