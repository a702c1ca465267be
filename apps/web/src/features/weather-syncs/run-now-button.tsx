import type { WeatherLinkType } from '@console/domain/sensor/sensor.schema';
import { weatherSyncEndpoints } from '@console/domain/weather/weather-sync.endpoints';
import type { SyncRun } from '@console/domain/weather/weather-sync.schema';
import { Alert, Button, List, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { api } from '../../api/api';
import { useFormAction } from '../../ui/use-form-action';
import type { SyncIntent } from './sync-intent';
import { describeSyncError } from './sync-words';

/** How often a started run is asked for: a run of a few stations takes seconds. */
const FOLLOW_EVERY_MS = 2_000;

/** Follows a run until it has ended, then answers it. */
const useFinishedRun = (started: SyncRun | null) => {
  const [run, setRun] = useState<SyncRun | null>(null);
  useEffect(() => {
    if (!started) return;
    setRun(null);
    const controller = new AbortController();
    const follow = async () => {
      const current = await api.call(weatherSyncEndpoints.run, {
        params: { id: started.id },
        signal: controller.signal,
      });
      if (current.finishedAt) setRun(current);
      else timer = setTimeout(() => void follow().catch(() => undefined), FOLLOW_EVERY_MS);
    };
    let timer = setTimeout(() => void follow().catch(() => undefined), FOLLOW_EVERY_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [started]);
  return run;
};

/** "Sync now": starts a run of the network, says it runs, then shows what it stored and what failed. */
export const RunNowButton = ({ network, disabled }: { network: WeatherLinkType; disabled: boolean }) => {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [started, setStarted] = useState<SyncRun | null>(null);
  const { submit, issues, isSaving } = useFormAction<{ answer?: unknown }>((result) =>
    setStarted(result.answer as SyncRun),
  );
  const finished = useFinishedRun(started);
  useEffect(() => {
    if (finished) void revalidator.revalidate();
    // Once per finished run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);
  const isRunning = started !== null && finished === null;
  const refused = issues?.[0]?.message;
  return (
    <Stack gap="xs">
      <Button
        size="sm"
        leftSection={<IconRefresh size={16} aria-hidden="true" />}
        loading={isSaving || isRunning}
        disabled={disabled}
        onClick={() => submit({ intent: 'run', network } satisfies SyncIntent)}
      >
        {t('weather-syncs.run-now')}
      </Button>
      <div role="status" aria-live="polite">
        {isRunning && <Alert color="blue">{t('weather-syncs.run.running')}</Alert>}
        {refused && <Alert color="red">{t(refused)}</Alert>}
        {finished && (
          <Alert color={finished.errors.length > 0 ? 'orange' : 'lime'} title={t('weather-syncs.run.finished')}>
            {t('weather-syncs.run.summary', {
              stations: finished.stations,
              hours: finished.hoursStored,
              count: finished.errors.length,
            })}
            {finished.errors.length > 0 && (
              <List size="sm" mt={4}>
                {finished.errors.map((error, index) => (
                  <List.Item key={index}>{describeSyncError(t, error)}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
      </div>
    </Stack>
  );
};
