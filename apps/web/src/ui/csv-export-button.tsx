import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Query } from '../api/query-string';
import { type ListExportEndpoint, useListExport } from './list-export';

type CsvExportButtonProps = {
  endpoint: ListExportEndpoint;
  /** The list's filters and sort, as the list sends them; the page start is left out. */
  query: Query;
  label: string;
  disabled: boolean;
};

/** Downloads the filtered, sorted list as CSV from its export endpoint. */
export const CsvExportButton = ({ endpoint, query, label, disabled }: CsvExportButtonProps) => {
  const { isExporting, download } = useListExport(endpoint);
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
