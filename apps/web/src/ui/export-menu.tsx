import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { EXPORT_FORMATS } from '@console/domain/api/export-endpoint';
import { useTranslation } from 'react-i18next';
import type { Query } from '../api/query-string';
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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          loading={isExporting}
          disabled={disabled}
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EXPORT_FORMATS.map((format) => {
          const Icon = FORMAT_ICONS[format];
          return (
            <Menu.Item
              key={format}
              leftSection={<Icon size={18} aria-hidden="true" />}
              onClick={() => download(format, query)}
            >
              {t(`export.formats.${format}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
};
