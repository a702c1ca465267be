import { WEATHER_NETWORK_NAMES } from '@console/domain/weather/weather-sync.schema';
import type { NetworkCard as Card, NetworkState } from '@console/domain/weather/weather-sync.schema';
import { formatDateTime } from '@console/domain/time/date-format';
import { Badge, Button, DataList, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../session/use-profile';
import { DATA_LABEL_WIDTH, DataItem } from '../../ui/data-item';
import { SectionCard } from '../../ui/section-card';
import { CredentialsForm } from './credentials-form';
import { NetworkActionButton, TestConnectionButton } from './network-actions';
import { RunNowButton } from './run-now-button';
import { describeSyncError } from './sync-words';

const STATE_COLORS: Record<NetworkState, string> = {
  connected: 'lime',
  failing: 'red',
  paused: 'gray',
  'not-configured': 'gray',
};

/** The network's last run in a sentence, its errors worded below it. */
const LastRun = ({ run }: { run: NonNullable<Card['lastRun']> }) => {
  const { t } = useTranslation();
  const { zoneId } = useProfile();
  return (
    <>
      {run.finishedAt
        ? t('weather-syncs.last-run', {
            at: formatDateTime(run.startedAt, zoneId),
            stations: run.stations,
            hours: run.hoursStored,
          })
        : t('weather-syncs.last-run-unfinished', { at: formatDateTime(run.startedAt, zoneId) })}
      {run.errors.length > 0 && (
        <List size="sm" c="red.8" mt={4}>
          {run.errors.map((error, index) => (
            <List.Item key={index}>
              {describeSyncError(t, error)}
              <Text size="xs" c="dimmed" span display="block">
                {error.detail}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
};

/** One partner network (decision 175): its state and figures, its credentials written here, its actions, who changed what. */
export const NetworkCard = ({ card, canEdit }: { card: Card; canEdit: boolean }) => {
  const { t } = useTranslation();
  const { zoneId } = useProfile();
  const [isEditing, setEditing] = useState(false);
  const name = WEATHER_NETWORK_NAMES[card.network];
  const isConfigured = card.credentialsSource !== null;
  return (
    <SectionCard
      title={name}
      action={
        <Badge color={STATE_COLORS[card.state]} variant="light">
          {t(`weather-syncs.states.${card.state}`)}
        </Badge>
      }
    >
      <Stack gap="md">
        <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
          <DataItem label={t('weather-syncs.credentials.label')}>
            {t(`weather-syncs.credentials.sources.${card.credentialsSource ?? 'none'}`, {
              network: card.network.toUpperCase(),
            })}
          </DataItem>
          <DataItem label={t('weather-syncs.last-run-label')}>
            {card.lastRun ? <LastRun run={card.lastRun} /> : t('weather-syncs.never-run')}
          </DataItem>
          <DataItem label={t('weather-syncs.stations-label')}>
            {t('weather-syncs.stations-figures', { count: card.stations, failing: card.failingStations })}
          </DataItem>
          <DataItem label={t('weather-syncs.hours-label')}>{card.hoursLast24h}</DataItem>
        </DataList>
        {canEdit &&
          (isEditing ? (
            <CredentialsForm network={card.network} onDone={() => setEditing(false)} />
          ) : (
            <Group gap="sm" align="flex-start">
              <Button
                size="sm"
                variant="light"
                leftSection={<IconKey size={16} aria-hidden="true" />}
                onClick={() => setEditing(true)}
              >
                {t(isConfigured ? 'weather-syncs.credentials.replace' : 'weather-syncs.credentials.set')}
              </Button>
              {isConfigured && <TestConnectionButton network={card.network} />}
              {isConfigured && <RunNowButton network={card.network} disabled={card.state === 'paused'} />}
              {isConfigured && (
                <NetworkActionButton network={card.network} action={card.state === 'paused' ? 'resume' : 'pause'} />
              )}
              {card.credentialsSource === 'settings' && <NetworkActionButton network={card.network} action="forget" />}
            </Group>
          ))}
        {card.history.length > 0 && (
          <Table aria-label={t('weather-syncs.history.label', { network: name })} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('weather-syncs.history.when')}</Table.Th>
                <Table.Th>{t('weather-syncs.history.who')}</Table.Th>
                <Table.Th>{t('weather-syncs.history.what')}</Table.Th>
                <Table.Th>{t('weather-syncs.history.why')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {card.history.map((event, index) => (
                <Table.Tr key={index}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at, zoneId)}</Table.Td>
                  <Table.Td>{event.by ?? t('weather-syncs.history.deleted-user')}</Table.Td>
                  <Table.Td>{t(`weather-syncs.history.actions.${event.action}`)}</Table.Td>
                  <Table.Td>{event.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </SectionCard>
  );
};
