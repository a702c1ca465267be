import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, type Icon } from '@tabler/icons-react';

type DownloadMenuProps<F extends string> = {
  label: string;
  formats: readonly F[];
  formatLabel: (format: F) => string;
  formatIcon?: (format: F) => Icon;
  onPick: (format: F) => void;
  loading: boolean;
  disabled?: boolean;
};

/** A download button offering a file in several formats: a list's export, a data set. */
export const DownloadMenu = <F extends string>({
  label,
  formats,
  formatLabel,
  formatIcon,
  onPick,
  loading,
  disabled = false,
}: DownloadMenuProps<F>) => (
  <Menu position="bottom-end" withinPortal>
    <Menu.Target>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden="true" />}
        rightSection={<IconChevronDown size={16} aria-hidden="true" />}
        loading={loading}
        disabled={disabled}
      >
        {label}
      </Button>
    </Menu.Target>
    <Menu.Dropdown>
      {formats.map((format) => {
        const FormatIcon = formatIcon?.(format);
        return (
          <Menu.Item
            key={format}
            leftSection={FormatIcon && <FormatIcon size={18} aria-hidden="true" />}
            onClick={() => onPick(format)}
          >
            {formatLabel(format)}
          </Menu.Item>
        );
      })}
    </Menu.Dropdown>
  </Menu>
);
