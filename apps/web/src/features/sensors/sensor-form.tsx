import type { AccountOption } from '@console/domain/account/account.schema';
import { createSensorInputSchema, type CreateSensorInput } from '@console/domain/sensor/sensor-list.schema';
import { SENSOR_USAGES } from '@console/domain/sensor/sensor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Paper, SegmentedControl, Select, SimpleGrid, Stack, Switch, TagsInput, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../ui/field-error';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { SaveBar } from '../../ui/save-bar';
import { TextareaField, TextField } from '../../ui/text-field';

export const SENSOR_FORM_MAX_WIDTH = 900;

const EMPTY_SENSOR: CreateSensorInput = {
  serialNumber: '',
  usage: 'selling',
  hasWeatherSensor: false,
  hasProviderSupport: false,
  tags: [],
  comment: '',
  accountId: '',
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
    <Title order={2} fz="h4" mb="md">
      {title}
    </Title>
    {children}
  </Paper>
);

type SensorFormProps = {
  tags: string[];
  accounts: AccountOption[];
  isSaving: boolean;
  /** True once the API accepted the sensor: leaving no longer needs a confirmation. */
  isSaved: boolean;
  onSave: (values: CreateSensorInput) => void;
  /** Field issues of the last failed save (a taken serial number...); a new array each time. */
  issues: FieldIssue[] | undefined;
};

/** The sensor fields, validated with the domain's createSensorInputSchema. */
export const SensorForm = ({ tags, accounts, isSaving, isSaved, onSave, issues }: SensorFormProps) => {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<CreateSensorInput>({
    resolver: zodResolver(createSensorInputSchema),
    defaultValues: EMPTY_SENSOR,
    mode: 'onTouched',
  });
  const fieldError = useFieldErrorText();

  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  const accountGroups = (['provider', 'farmer'] as const)
    .map((type) => ({
      group: t(`account-types.${type}`),
      items: accounts
        .filter((account) => account.type === type)
        .map((account) => ({ value: account.id, label: account.name })),
    }))
    .filter((group) => group.items.length > 0);

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t('pages.sensor-new')}>
      <LeaveGuard when={isDirty && !isSaving && !isSaved} />
      <Stack gap="lg" pb="md" maw={SENSOR_FORM_MAX_WIDTH}>
        <Section title={t('sensors.sections.identity')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              control={control}
              name="serialNumber"
              label={t('sensors.fields.serialNumber')}
              placeholder="SLG-FR-0001"
              withAsterisk
              autoComplete="off"
            />
            <Controller
              control={control}
              name="accountId"
              render={({ field }) => (
                <Select
                  label={t('sensors.fields.owner')}
                  placeholder={t('sensors.fields.owner-placeholder')}
                  data={accountGroups}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  searchable
                  nothingFoundMessage={t('common.no-results')}
                  withAsterisk
                  // The schema's UUID check would say "invalid format" about an owner not chosen yet.
                  error={fieldError(
                    field.value ? errors.accountId : errors.accountId && { ...errors.accountId, message: 'required' },
                  )}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="usage"
            render={({ field }) => (
              <Box mt="md">
                <Text component="label" size="sm" fw={500} display="block" mb={4} id="sensor-usage-label">
                  {t('sensors.fields.usage')}
                </Text>
                <SegmentedControl
                  aria-labelledby="sensor-usage-label"
                  data={SENSOR_USAGES.map((usage) => ({ value: usage, label: t(`sensors.usages.${usage}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                />
              </Box>
            )}
          />
        </Section>

        <Section title={t('sensors.sections.equipment')}>
          <Stack gap="sm">
            <Switch {...register('hasWeatherSensor')} label={t('sensors.fields.hasWeatherSensor')} />
            <Switch {...register('hasProviderSupport')} label={t('sensors.fields.hasProviderSupport')} />
          </Stack>
        </Section>

        <Section title={t('sensors.sections.notes')}>
          <Stack gap="md">
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <TagsInput
                  label={t('sensors.fields.tags')}
                  description={t('sensors.fields.tags-help')}
                  data={tags}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  clearable
                  error={fieldError(errors.tags as FieldError | undefined)}
                />
              )}
            />
            <TextareaField
              control={control}
              name="comment"
              label={t('sensors.fields.comment')}
              autosize
              minRows={3}
              maxRows={8}
            />
          </Stack>
        </Section>
      </Stack>

      <SaveBar label={t('sensors.create')} isSaving={isSaving} />
    </form>
  );
};
