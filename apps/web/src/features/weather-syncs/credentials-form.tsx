import { WEATHER_NETWORK_NAMES } from '@console/domain/weather/weather-sync.schema';
import type { WeatherLinkType } from '@console/domain/sensor/sensor.schema';
import { type CredentialsInput, credentialsInputSchema } from '@console/domain/weather/weather-sync.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldIssues } from '../../ui/form-issues';
import { PasswordField, TextareaField, TextField } from '../../ui/text-field';
import { useFormAction } from '../../ui/use-form-action';
import type { SyncIntent } from './sync-intent';

type CredentialsValues = {
  credentials: {
    network: WeatherLinkType;
    clientId?: string;
    clientSecret?: string;
    partnerId?: string;
    apiKey?: string;
  };
  reason: string;
};

/**
 * A network's credentials, written and never read back (decision 175): the form starts empty and the secrets are
 * typed as passwords. Validated by the same schema as the API.
 */
export const CredentialsForm = ({ network, onDone }: { network: WeatherLinkType; onDone: () => void }) => {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<CredentialsValues, unknown, CredentialsInput>({
    resolver: zodResolver(credentialsInputSchema) as unknown as Resolver<CredentialsValues, unknown, CredentialsInput>,
    defaultValues: { credentials: { network }, reason: '' },
  });
  const { submit, issues, isSaving } = useFormAction(() => {
    notifications.show({ color: 'lime', message: t('weather-syncs.credentials.saved') });
    onDone();
  });
  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);
  const field = (name: 'clientId' | 'partnerId' | 'apiKey' | 'clientSecret', secret = false) => {
    const Field = secret ? PasswordField : TextField;
    return (
      <Field
        control={control}
        name={`credentials.${name}`}
        label={t(`weather-syncs.credentials.${name}`)}
        autoComplete="off"
        withAsterisk
        size="sm"
      />
    );
  };
  return (
    <form
      noValidate
      aria-label={t('weather-syncs.credentials.form', { network: WEATHER_NETWORK_NAMES[network] })}
      onSubmit={handleSubmit((input) => submit({ intent: 'credentials', network, input } satisfies SyncIntent))}
    >
      <Stack gap="sm">
        {network === 'sencrop' ? (
          <>
            {field('clientId')}
            {field('clientSecret', true)}
            {field('partnerId')}
          </>
        ) : (
          field('apiKey', true)
        )}
        <TextareaField
          control={control}
          name="reason"
          label={t('weather-syncs.reason')}
          autosize
          minRows={1}
          size="sm"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="sm" onClick={onDone} disabled={isSaving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="sm" loading={isSaving}>
            {t('weather-syncs.credentials.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
