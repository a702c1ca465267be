import type { IssueRules } from '@console/domain/issue/issue-rule-settings';
import {
  type IssueRulePreview as Preview,
  issueRuleSettingsEndpoints,
} from '@console/domain/settings/issue-rule-settings.endpoints';
import { Alert, Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { reportError } from '../../ui/error-reporting';
import { formatNumber } from '../../ui/number-format';
import { SectionCard } from '../../ui/section-card';

type Counts = { opened: number; closed: number };
type Row = { key: string; label: string; current: Counts; proposed: Counts };

/** Asks the server what `rules` would have done over the last month; one preview at a time. */
export const useIssueRulePreview = () => {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const run = async (rules: IssueRules) => {
    setState('loading');
    try {
      setPreview(await api.call(issueRuleSettingsEndpoints.preview, { body: { rules } }));
      setState('idle');
    } catch (error) {
      reportError('Issue rule preview failed', error);
      setState('failed');
    }
  };
  return { preview, isLoading: state === 'loading', hasFailed: state === 'failed', run };
};

/** "3 → 1", the proposed figure marked when it differs from the current one. */
const Change = ({ current, proposed }: { current: number; proposed: number }) => {
  const { t } = useTranslation();
  const color = proposed < current ? 'teal' : 'orange';
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{formatNumber(current)}</Text>
      <Text size="sm" c="dimmed" aria-hidden="true">
        →
      </Text>
      {proposed === current ? (
        <Text size="sm">{formatNumber(proposed)}</Text>
      ) : (
        <Badge color={color} variant="light" aria-label={t('issue-rules.preview.changed', { count: proposed })}>
          {formatNumber(proposed)}
        </Badge>
      )}
    </Group>
  );
};

const CountsTable = ({ caption, firstColumn, rows }: { caption: string; firstColumn: string; rows: Row[] }) => {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing={4} aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{firstColumn}</Table.Th>
          <Table.Th>{t('issue-rules.preview.opened')}</Table.Th>
          <Table.Th>{t('issue-rules.preview.closed')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.label}</Table.Td>
            <Table.Td>
              <Change current={row.current.opened} proposed={row.proposed.opened} />
            </Table.Td>
            <Table.Td>
              <Change current={row.current.closed} proposed={row.proposed.closed} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

const isQuiet = (row: Pick<Row, 'current' | 'proposed'>) =>
  row.current.opened + row.current.closed + row.proposed.opened + row.proposed.closed === 0;

/**
 * What the current and the proposed rules would have opened and closed over the last month, by type and by country:
 * current → proposed, a change marked.
 */
export const IssueRulePreviewCard = ({ preview, hasFailed }: { preview: Preview | null; hasFailed: boolean }) => {
  const { t } = useTranslation();
  if (hasFailed) return <Alert color="red" role="alert" title={t('issue-rules.preview.failed')} />;
  if (!preview) return null;
  const types: Row[] = preview.byType
    .filter((row) => !isQuiet(row))
    .map((row) => ({ ...row, key: row.type, label: t(`issues.types.${row.type}`) }));
  const countries: Row[] = preview.byCountry
    .filter((row) => !isQuiet(row))
    .map((row) => ({
      ...row,
      key: row.country ?? 'none',
      label: row.country ? t(`countries.${row.country}`) : t('issue-rules.preview.no-country'),
    }));
  const sensors = formatNumber(preview.reportingSensors);
  return (
    <SectionCard title={t('issue-rules.preview.title')}>
      <Stack gap="sm" aria-live="polite">
        <Text size="sm">
          {preview.estimated
            ? t('issue-rules.preview.estimated', {
                days: preview.days,
                sensors,
                sampled: formatNumber(preview.sampledSensors),
              })
            : t('issue-rules.preview.summary', { days: preview.days, sensors })}{' '}
          {t('issue-rules.preview.legend')}
        </Text>
        {types.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('issue-rules.preview.empty', { days: preview.days })}
          </Text>
        ) : (
          <SimpleGrid cols={2} spacing="xl" style={{ alignItems: 'start' }}>
            <CountsTable
              caption={t('issue-rules.preview.by-type')}
              firstColumn={t('issue-rules.columns.type')}
              rows={types}
            />
            <CountsTable
              caption={t('issue-rules.preview.by-country')}
              firstColumn={t('issue-rules.preview.country')}
              rows={countries}
            />
          </SimpleGrid>
        )}
        <Text size="xs" c="dimmed">
          {t('issue-rules.preview.silence-note')}
        </Text>
      </Stack>
    </SectionCard>
  );
};
