import { IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { EXPORT_FORMATS } from '@console/domain/api/export-endpoint';
import { useTranslation } from 'react-i18next';
import type { Query } from '../api/query-string';
import { DownloadMenu } from './download-menu';
import { type ExportParams, type ListExportEndpoint, useListExport } from './list-export';

type ExportMenuProps = {
  endpoint: ListExportEndpoint;
  /** The values of the export path's other parameters. */
  params?: ExportParams;
  /** The list's filters and sort, as the list sends them; the page start is left out. */
  query: Query;
  disabled: boolean;
};

const FORMAT_ICONS = { csv: IconFileText, xlsx: IconFileSpreadsheet } as const;

/** An "Export" button offering the list as a CSV file or an Excel workbook, in the reader's language. */
export const ExportMenu = ({ endpoint, params, query, disabled }: ExportMenuProps) => {
  const { t } = useTranslation();
  const { isExporting, download } = useListExport(endpoint, params);
  return (
    <DownloadMenu
      label={t('export.button')}
      formats={EXPORT_FORMATS}
      formatLabel={(format) => t(`export.formats.${format}`)}
      formatIcon={(format) => FORMAT_ICONS[format]}
      onPick={(format) => download(format, query)}
      loading={isExporting}
      disabled={disabled}
    />
  );
};
