import { firmwareEndpoints } from '@console/domain/firmware/firmware.endpoints';
import type { FirmwareVersion } from '@console/domain/firmware/firmware-version.schema';
import { Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconBan, IconDownload } from '@tabler/icons-react';
import { formatDateTime } from '@console/domain/time/date-format';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { currentLanguage } from '../../i18n/i18n';
import { formatFileSize } from '../../ui/file-size';
import { LabelledValue } from '../../ui/labelled-value';
import { Moment } from '../../ui/moment';
import { PagedTable, type ListSort, type TableColumn } from '../../ui/paged-table';
import { useFileDownload } from '../../ui/use-file-download';
import type { PagedRows } from '../../ui/use-paged-rows';

type SortField = 'uploadedAt';

/** The version, its state and its notes in the reader's language (English when they have none). */
const VersionCell = ({ version, timeZone }: { version: FirmwareVersion; timeZone: string }) => {
  const { t, i18n } = useTranslation();
  const notes = version.notes[i18n.language as keyof FirmwareVersion['notes']] ?? version.notes.en;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {version.version}
        </Text>
        {version.withdrawal ? (
          <Tooltip label={version.withdrawal.reason} multiline w={280}>
            <Badge color="red" variant="light">
              {t('firmware.withdrawn')}
            </Badge>
          </Tooltip>
        ) : (
          <Badge color="lime" variant="light">
            {t('firmware.available')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {notes}
      </Text>
      {version.withdrawal && (
        <Text size="xs" c="red.8">
          {t('firmware.withdrawn-by', {
            by: version.withdrawal.by ?? t('firmware.deleted-user'),
            date: formatDateTime(version.withdrawal.at, timeZone),
            reason: version.withdrawal.reason,
          })}
        </Text>
      )}
    </Stack>
  );
};

const Compatibility = ({ version }: { version: FirmwareVersion }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm">{t('firmware.revisions', { revisions: version.hardwareRevisions.join(', ') })}</Text>
      <Text size="xs" c="dimmed">
        {version.minFromVersion
          ? t('firmware.from-version', { version: version.minFromVersion })
          : t('firmware.from-any')}
      </Text>
    </Stack>
  );
};

/** The image's size and SHA-256, the digest shortened on screen and whole on hover and for screen readers. */
const ImageFacts = ({ version }: { version: FirmwareVersion }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm">{formatFileSize(version.size, currentLanguage())}</Text>
      <Tooltip label={version.sha256}>
        <Code aria-label={t('firmware.sha256-label', { sha256: version.sha256 })}>{version.sha256.slice(0, 12)}…</Code>
      </Tooltip>
    </Stack>
  );
};

type ActionsProps = { version: FirmwareVersion; onWithdraw?: (version: FirmwareVersion) => void };

const Actions = ({ version, onWithdraw }: ActionsProps) => {
  const { t } = useTranslation();
  const { isDownloading, download } = useFileDownload();
  // The two buttons stack on narrower screens rather than push the table out of its card.
  return (
    <Group gap="xs">
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        loading={isDownloading}
        aria-label={t('firmware.download-label', { version: version.version })}
        onClick={() =>
          void download(
            () => api.download(firmwareEndpoints.image, { params: { id: version.id } }),
            `firmware-${version.version}.swu`,
            'Firmware download',
          )
        }
      >
        {t('firmware.download')}
      </Button>
      {onWithdraw && !version.withdrawal && (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconBan size={16} aria-hidden="true" />}
          onClick={() => onWithdraw(version)}
          aria-label={t('firmware.withdraw.label', { version: version.version })}
        >
          {t('firmware.withdraw.action')}
        </Button>
      )}
    </Group>
  );
};

type FirmwareVersionTableProps = {
  rows: PagedRows<FirmwareVersion>;
  sort: ListSort<SortField>;
  onSortChange: (sort: ListSort<SortField>) => void;
  isLoading: boolean;
  empty: ReactNode;
  timeZone: string;
  /** Asks to withdraw a version; absent for staff who may only read (they download, but neither upload nor withdraw). */
  onWithdraw?: (version: FirmwareVersion) => void;
};

/** The firmware versions, newest first: a table from the medium breakpoint, cards below. */
export const FirmwareVersionTable = ({
  rows,
  sort,
  onSortChange,
  isLoading,
  empty,
  timeZone,
  onWithdraw,
}: FirmwareVersionTableProps) => {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const columns: TableColumn<FirmwareVersion, SortField>[] = [
    {
      key: 'version',
      header: t('firmware.fields.version'),
      render: (version) => <VersionCell version={version} timeZone={timeZone} />,
    },
    {
      key: 'compatibility',
      header: t('firmware.fields.compatibility'),
      render: (version) => <Compatibility version={version} />,
    },
    { key: 'image', header: t('firmware.fields.image'), render: (version) => <ImageFacts version={version} /> },
    {
      key: 'uploadedAt',
      header: t('firmware.fields.uploadedAt'),
      sortField: 'uploadedAt',
      render: (version) => (
        <Stack gap={2}>
          <Moment value={version.uploadedAt} timeZone={timeZone} now={now} />
          <Text size="xs" c="dimmed">
            {version.uploadedBy ?? t('firmware.deleted-user')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('firmware.fields.actions'),
      render: (version) => <Actions version={version} onWithdraw={onWithdraw} />,
    },
  ];

  const renderCard = (version: FirmwareVersion) => (
    <Paper withBorder radius="md" p="md">
      <VersionCell version={version} timeZone={timeZone} />
      <SimpleGrid cols={2} spacing="xs" my="sm">
        <LabelledValue label={t('firmware.fields.compatibility')}>
          <Compatibility version={version} />
        </LabelledValue>
        <LabelledValue label={t('firmware.fields.image')}>
          <ImageFacts version={version} />
        </LabelledValue>
      </SimpleGrid>
      <Actions version={version} onWithdraw={onWithdraw} />
    </Paper>
  );

  return (
    <PagedTable
      label={t('firmware.list-label')}
      rows={rows}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      getRowKey={(version) => version.id}
      renderCard={renderCard}
      empty={empty}
      isLoading={isLoading}
      cardHeight={220}
    />
  );
};
