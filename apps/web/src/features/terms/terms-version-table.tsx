import { termsEndpoints } from '@console/domain/terms/terms.endpoints';
import type { TermsKind, TermsVersion, TermsVersionSortField } from '@console/domain/terms/terms-version.schema';
import { Badge, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { currentLanguage } from '../../i18n/i18n';
import { LabelledValue } from '../../ui/labelled-value';
import { Moment } from '../../ui/moment';
import { PagedTable, type ListSort, type TableColumn } from '../../ui/paged-table';
import { useFileDownload } from '../../ui/use-file-download';
import type { PagedRows } from '../../ui/use-paged-rows';
import { formatFileSize } from '../../ui/file-size';

const VersionLabel = ({ terms }: { terms: TermsVersion }) => {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={600}>
        {terms.version}
      </Text>
      {terms.isCurrent && (
        <Badge color="lime" variant="light">
          {t('terms-versions.current')}
        </Badge>
      )}
    </Group>
  );
};

/** Any version's PDF comes from the staff-only API, so it downloads with the bearer token, not as a plain link. */
const DownloadButton = ({ terms }: { terms: TermsVersion }) => {
  const { t } = useTranslation();
  const { isDownloading, download } = useFileDownload();
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      onClick={() =>
        void download(
          () => api.download(termsEndpoints.versionDocument, { params: { id: terms.id } }),
          terms.fileName,
          'Terms download',
        )
      }
      loading={isDownloading}
      aria-label={t('terms-versions.download-label', { version: terms.version })}
    >
      {t('terms-versions.download')}
    </Button>
  );
};

const FileFacts = ({ terms }: { terms: TermsVersion }) => (
  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
    {terms.fileName}{' '}
    <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      ({formatFileSize(terms.size, currentLanguage())})
    </Text>
  </Text>
);

type TermsVersionTableProps = {
  /** The kind listed: rent terms count the contracts validated under them, not users. */
  kind: TermsKind;
  rows: PagedRows<TermsVersion>;
  sort: ListSort<TermsVersionSortField>;
  onSortChange: (sort: ListSort<TermsVersionSortField>) => void;
  isLoading: boolean;
  empty: ReactNode;
  /** The user's time zone, for the publication dates. */
  timeZone: string;
};

/** The published versions of the terms, the current one marked; a table from the medium breakpoint, cards below. */
export const TermsVersionTable = ({
  kind,
  rows,
  sort,
  onSortChange,
  isLoading,
  empty,
  timeZone,
}: TermsVersionTableProps) => {
  const { t } = useTranslation();
  const acceptedLabel = t(`terms-versions.fields.${kind === 'rent' ? 'validatedContracts' : 'acceptedCount'}`);
  const [now] = useState(() => new Date());

  const columns: TableColumn<TermsVersion, TermsVersionSortField>[] = [
    {
      key: 'version',
      header: t('terms-versions.fields.version'),
      sortField: 'version',
      render: (terms) => <VersionLabel terms={terms} />,
    },
    {
      key: 'publishedAt',
      header: t('terms-versions.fields.publishedAt'),
      sortField: 'publishedAt',
      render: (terms) => <Moment value={terms.publishedAt} timeZone={timeZone} now={now} />,
    },
    {
      key: 'acceptedCount',
      header: acceptedLabel,
      align: 'right',
      render: (terms) => <Text size="sm">{terms.acceptedCount}</Text>,
    },
    {
      key: 'file',
      header: t('terms-versions.fields.document'),
      render: (terms) => (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <FileFacts terms={terms} />
          <DownloadButton terms={terms} />
        </Group>
      ),
    },
  ];

  const renderCard = (terms: TermsVersion) => (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <VersionLabel terms={terms} />
        <DownloadButton terms={terms} />
      </Group>
      <SimpleGrid cols={2} spacing="xs" mb="sm">
        <LabelledValue label={t('terms-versions.fields.publishedAt')}>
          <Moment value={terms.publishedAt} timeZone={timeZone} now={now} />
        </LabelledValue>
        <LabelledValue label={acceptedLabel}>{terms.acceptedCount}</LabelledValue>
      </SimpleGrid>
      <FileFacts terms={terms} />
    </Paper>
  );

  return (
    <PagedTable
      label={t('terms-versions.list-label')}
      rows={rows}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      getRowKey={(terms) => terms.id}
      renderCard={renderCard}
      empty={empty}
      isLoading={isLoading}
      cardHeight={150}
    />
  );
};
