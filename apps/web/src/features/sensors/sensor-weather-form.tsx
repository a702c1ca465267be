import {
  updateSensorWeatherInputSchema,
  type SensorWeather,
  type UpdateSensorWeatherInput,
} from '@console/domain/sensor/sensor-list.schema';
import { WEATHER_SOURCES, type WeatherSource } from '@console/domain/sensor/sensor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { TextField } from '../../ui/text-field';

type WeatherFormValues = { source: WeatherSource; serialNumber?: string };

/** Third-party stations are named by a serial number; the sensor's own station and "none" need nothing. */
export const needsStationId = (source: WeatherSource) => source === 'sencrop' || source === 'weenat';

type SensorWeatherFormProps = {
  weather: SensorWeather;
  isSaving: boolean;
  issues: FieldIssue[] | undefined;
  onSave: (input: UpdateSensorWeatherInput) => void;
  onCancel: () => void;
};

/** Where the sensor's weather comes from, validated with the domain's updateSensorWeatherInputSchema. */
export const SensorWeatherForm = ({ weather, isSaving, issues, onSave, onCancel }: SensorWeatherFormProps) => {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, watch } = useForm<WeatherFormValues, unknown, UpdateSensorWeatherInput>({
    // The form keeps a station field whatever the source (so switching back and forth keeps it);
    // the discriminated schema decides by source whether it is needed, and drops it otherwise.
    resolver: zodResolver(updateSensorWeatherInputSchema) as unknown as Resolver<
      WeatherFormValues,
      unknown,
      UpdateSensorWeatherInput
    >,
    defaultValues: { source: weather.source, serialNumber: weather.stationId ?? '' },
  });
  const source = watch('source');

  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t('sensors.weather.edit')}>
      <Stack gap="sm">
        <Controller
          control={control}
          name="source"
          render={({ field }) => (
            <Select
              label={t('sensors.weather.source')}
              data={WEATHER_SOURCES.map((value) => ({ value, label: t(`sensors.weather-sources.${value}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              size="sm"
            />
          )}
        />
        {needsStationId(source) && (
          <TextField
            control={control}
            name="serialNumber"
            label={t('sensors.weather.station-serial')}
            withAsterisk
            size="sm"
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="sm" onClick={onCancel} disabled={isSaving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="sm" loading={isSaving}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
