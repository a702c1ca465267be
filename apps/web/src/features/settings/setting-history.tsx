import { globalSettingsEndpoints } from '@console/domain/settings/global-settings.endpoints';
import type { GlobalSettingKey, SettingChange, SettingVersion } from '@console/domain/settings/global-settings.schema';
import type { Paged } from '@console/domain/list/list-query';
import { issueTypeSchema, type IssueType } from '@console/domain/issue/issue.schema';
import { formatDateTime } from '@console/domain/time/date-format';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingGroupLabel } from './setting-group-label';
import { api } from '../../api/api';
import { useProfile } from '../../session/use-profile';
import { SectionCard } from '../../ui/section-card';

/** A value as set; none (absent, or null: the default applies) as a dash; a list of names one after the other. */
const shown = (value: unknown, nameOf: (name: string) => string = (name) => name): string => {
  if (value === undefined || value === null) return '–';
  if (typeof value === 'string') return nameOf(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.length === 0 ? '–' : value.map(nameOf).join(', ');
  }
  return JSON.stringify(value);
};

/** A changed leaf by its field's label where the form names it (a crop's stage by its crop), else by its path. */
const isIssueType = (name: string): name is IssueType => issueTypeSchema.safeParse(name).success;

const useChangeLabel = () => {
  const { t } = useTranslation();
  return (path: string) => {
    const [first, second, third] = path.split('.');
    if (first === 'lastSensitiveStage' && second)
      return `${t('global-settings.fields.lastSensitiveStage')}: ${t(`crop-types.${second}`)}`;
    if (first === 'season' && second === 'sensitiveDays' && third)
      return t('country-packs.sensitive-days-of', { crop: t(`crop-types.${third}`) });
    if (first && second && isIssueType(first)) {
      return `${t(`issues.types.${first}`)}: ${t(`issue-rules.columns.${second}`)}`;
    }
    const field = path.split('.').at(-1) ?? path;
    return t(`global-settings.fields.${field}`, { defaultValue: path });
  };
};

const Changes = ({ changes }: { changes: SettingChange[] }) => {
  const { t } = useTranslation();
  const labelOf = useChangeLabel();
  // A country's questions by their own words (decision 163); other values as they are stored.
  const nameOf = (path: string) => (name: string) =>
    path === 'decisionTree.questions' ? t(`parcel.risk-questions.questions.${name}`) : name;
  return (
    <Stack gap={2}>
      {changes.map((change) => (
        <Text key={change.path} size="sm" style={{ wordBreak: 'break-word' }}>
          <Text span fw={600} size="sm">
            {labelOf(change.path)}
          </Text>
          : {shown(change.before, nameOf(change.path))} → {shown(change.after, nameOf(change.path))}
        </Text>
      ))}
    </Stack>
  );
};

/** Every version of the settings, newest first: when, who, which group, why, and what it changed. */
export const SettingHistory = ({
  firstPage,
  settingKey,
}: {
  firstPage: Paged<SettingVersion>;
  /** Only this setting's versions; every setting's otherwise. */
  settingKey?: GlobalSettingKey;
}) => {
  const { t } = useTranslation();
  const { zoneId } = useProfile();
  const [items, setItems] = useState(firstPage.items);
  const [isLoading, setLoading] = useState(false);
  const loadMore = async () => {
    setLoading(true);
    try {
      const next = await api.call(globalSettingsEndpoints.history, {
        query: { start: items.length, key: settingKey },
      });
      setItems((current) => [...current, ...next.items]);
    } finally {
      setLoading(false);
    }
  };
  return (
    <SectionCard title={t('global-settings.history.title')}>
      {items.length === 0 ? (
        <Text c="dimmed">{t('global-settings.history.empty')}</Text>
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" aria-label={t('global-settings.history.title')}>
              <Table.Thead>
                <Table.Tr>
                  {(['when', 'who', 'group', 'reason', 'changes'] as const).map((column) => (
                    <Table.Th key={column}>{t(`global-settings.history.columns.${column}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={`${item.key}-${item.version}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.changedAt, zoneId)}</Table.Td>
                    <Table.Td>{item.changedBy ?? t('global-settings.history.deleted-user')}</Table.Td>
                    <Table.Td>
                      {settingGroupLabel(t, item.key)}
                      {item.isReset && (
                        <Text size="xs" c="dimmed">
                          {t('global-settings.history.reset')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{item.reason}</Table.Td>
                    <Table.Td>
                      <Changes changes={item.changes} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {items.length < firstPage.total && (
            <Group justify="center">
              <Button variant="default" loading={isLoading} onClick={() => void loadMore()}>
                {t('global-settings.history.more')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </SectionCard>
  );
};
