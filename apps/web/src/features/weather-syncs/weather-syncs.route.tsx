import { weatherSyncEndpoints } from '@console/domain/weather/weather-sync.endpoints';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { DesktopOnly } from '../../ui/desktop-only';
import { type FormActionResult, refusedSave } from '../../ui/use-form-action';
import { NetworkCard } from './network-card';
import { syncIntentSchema } from './sync-intent';
import { readSyncQueries, toSyncSearch } from './sync-list-query';
import { SyncRunLog } from './sync-run-log';
import { SyncedStationTable } from './synced-station-table';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const queries = readSyncQueries(new URL(request.url).searchParams);
  const [overview, stations, runs] = await Promise.all([
    api.call(weatherSyncEndpoints.overview, { signal: request.signal }),
    api.call(weatherSyncEndpoints.stations, { query: queries.stations, signal: request.signal }),
    api.call(weatherSyncEndpoints.runs, { query: queries.runs, signal: request.signal }),
  ]);
  return { queries, overview, stations, runs };
};

/** Each control's call; its answer (a test's, a run's, a station's) goes back to the control that asked. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult<{ answer?: unknown }>> => {
  const intent = await readPayload(request, syncIntentSchema);
  const { signal } = request;
  try {
    switch (intent.intent) {
      case 'credentials':
        await api.call(weatherSyncEndpoints.saveCredentials, {
          params: { network: intent.network },
          body: intent.input,
          signal,
        });
        return { ok: true };
      case 'act':
        await api.call(weatherSyncEndpoints.act, {
          params: { network: intent.network, action: intent.action },
          body: { reason: intent.reason },
          signal,
        });
        return { ok: true };
      case 'test':
        return { ok: true, answer: await api.call(weatherSyncEndpoints.testConnection, { params: intent, signal }) };
      case 'run':
        return { ok: true, answer: await api.call(weatherSyncEndpoints.runNow, { params: intent, signal }) };
      case 'retry':
        return {
          ok: true,
          answer: await api.call(weatherSyncEndpoints.retryStation, { params: { id: intent.stationId }, signal }),
        };
    }
  } catch (error) {
    return refusedSave(error, `Weather sync ${intent.intent}`);
  }
};

/**
 * /settings/syncs: one card per partner network (state, credentials, last run, actions), the stations the traps link
 * to, and the run log of the last 30 days.
 */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { queries, overview, stations, runs } = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();
  const canEdit = isAllowed('staff:edit:configuration', profile, {});
  const go = (next: { stations?: Partial<typeof queries.stations>; runs?: Partial<typeof queries.runs> }) =>
    setSearchParams(
      toSyncSearch({
        stations: { ...queries.stations, start: 0, ...next.stations },
        runs: { ...queries.runs, start: 0, ...next.runs },
      }),
      { replace: true, preventScrollReset: true },
    );
  return (
    <DesktopOnly>
      <Stack gap="lg" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1}>{t('pages.settings-syncs')}</Title>
        <Text c="dimmed" maw={760}>
          {t('weather-syncs.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {overview.networks.map((card) => (
            <NetworkCard key={card.network} card={card} canEdit={canEdit} />
          ))}
        </SimpleGrid>
        <SyncedStationTable
          page={stations}
          query={queries.stations}
          retryable={
            new Set(
              canEdit
                ? overview.networks
                    .filter((card) => card.state === 'connected' || card.state === 'failing')
                    .map((card) => card.network)
                : [],
            )
          }
          onQuery={(next) => go({ stations: next, runs: { start: queries.runs.start } })}
        />
        <SyncRunLog
          page={runs}
          query={queries.runs}
          onPage={(start) => go({ stations: queries.stations, runs: { start } })}
        />
      </Stack>
    </DesktopOnly>
  );
};
