import { WEATHER_NETWORK_NAMES } from '@console/domain/weather/weather-sync.schema';
import type { WeatherLinkType } from '@console/domain/sensor/sensor.schema';
import type { ConnectionTest, NETWORK_ACTIONS } from '@console/domain/weather/weather-sync.schema';
import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useFormAction } from '../../ui/use-form-action';
import type { SyncIntent } from './sync-intent';
import { describeSyncError } from './sync-words';

type NetworkAction = (typeof NETWORK_ACTIONS)[number];

/** Pause, resume or forget the saved credentials, confirmed in a dialog that asks why. */
export const NetworkActionButton = ({ network, action }: { network: WeatherLinkType; action: NetworkAction }) => {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { submit, issues, isSaving } = useFormAction(() => setOpen(false));
  const refused = issues?.[0]?.message;
  const danger = action === 'forget';
  const name = WEATHER_NETWORK_NAMES[network];
  return (
    <>
      <Button
        size="sm"
        variant={danger ? 'light' : 'default'}
        color={danger ? 'red' : undefined}
        onClick={() => setOpen(true)}
      >
        {t(`weather-syncs.actions.${action}`)}
      </Button>
      <ReasonDialog
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t(`weather-syncs.confirm.${action}`, { network: name })}
        body={t(`weather-syncs.confirm.${action}-body`, { network: name })}
        reasonLabel={t('weather-syncs.reason')}
        reason={reason}
        onReasonChange={setReason}
        error={refused && t(refused)}
        confirmLabel={t(`weather-syncs.actions.${action}`)}
        danger={danger}
        isSaving={isSaving}
        onConfirm={() => submit({ intent: 'act', network, action, reason } satisfies SyncIntent)}
      />
    </>
  );
};

/** "Test connection": the network's own answer to the credentials in force. */
export const TestConnectionButton = ({ network }: { network: WeatherLinkType }) => {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<ConnectionTest | null>(null);
  const { submit, issues, isSaving } = useFormAction<{ answer?: unknown }>((result) =>
    setAnswer(result.answer as ConnectionTest),
  );
  const refused = issues?.[0]?.message;
  return (
    <>
      <Button
        size="sm"
        variant="default"
        loading={isSaving}
        onClick={() => submit({ intent: 'test', network } satisfies SyncIntent)}
      >
        {t('weather-syncs.test')}
      </Button>
      <div role="status" aria-live="polite" style={{ flexBasis: '100%' }}>
        {refused && <Alert color="red">{t(refused)}</Alert>}
        {answer && (
          <Alert color={answer.ok ? 'lime' : 'red'}>
            {answer.ok
              ? t('weather-syncs.test-ok', { count: answer.stationsVisible ?? 0 })
              : `${answer.error ? describeSyncError(t, answer.error) : ''} — ${answer.error?.detail ?? ''}`}
          </Alert>
        )}
      </div>
    </>
  );
};
