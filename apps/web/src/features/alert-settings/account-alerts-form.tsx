import {
  ALERT_PARCEL_SCOPES,
  type AccountAlertSettings,
  type AccountAlertSettingsInput,
  accountAlertSettingsInputSchema,
  type AlertParcel,
  SLUG_COUNT_THRESHOLD_MAX,
  SLUG_COUNT_THRESHOLD_MIN,
} from '@console/domain/notification/account-alert-settings.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Radio, Stack, Switch } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../ui/field-error';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { SectionCard } from '../../ui/section-card';
import { AlertParcelPicker } from './alert-parcel-picker';
import { NumberField } from '../../ui/number-field';

export const ACCOUNT_ALERTS_MAX_WIDTH = 900;

/** The form's values for the saved settings: the chosen parcels by id. */
export const toAccountAlertValues = ({ parcels, ...settings }: AccountAlertSettings): AccountAlertSettingsInput => ({
  ...settings,
  parcelIds: parcels.map((parcel) => parcel.id),
});

type AccountAlertsFormProps = {
  settings: AccountAlertSettings;
  values: AccountAlertSettingsInput;
  /** The account is a provider: "all parcels" takes in its farmers'. */
  isProvider: boolean;
  readOnly: boolean;
  isSaving: boolean;
  onSave: (values: AccountAlertSettingsInput) => void;
  /** Field issues of the last failed save; a new array each time. */
  issues: FieldIssue[] | undefined;
  footer: ReactNode;
};

/** The account's slug-count alert, validated with the domain's accountAlertSettingsInputSchema. */
export const AccountAlertsForm = ({
  settings,
  values,
  isProvider,
  readOnly,
  isSaving,
  onSave,
  issues,
  footer,
}: AccountAlertsFormProps) => {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    register,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<AccountAlertSettingsInput>({
    resolver: zodResolver(accountAlertSettingsInputSchema),
    defaultValues: values,
    mode: 'onTouched',
  });
  const fieldError = useFieldErrorText();
  // Names of the parcels met so far, for the chosen ids: the saved ones first, then those picked from searches.
  const [named, setNamed] = useState(() => new Map(settings.parcels.map((parcel) => [parcel.id, parcel])));

  useEffect(() => {
    reset(values);
    setNamed((known) => new Map([...known, ...settings.parcels.map((parcel) => [parcel.id, parcel] as const)]));
  }, [values, settings, reset]);
  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  const parcelScope = watch('parcelScope');
  const pick = (parcels: AlertParcel[]) =>
    setNamed((known) => new Map([...known, ...parcels.map((parcel) => [parcel.id, parcel] as const)]));

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t('pages.settings-alerts')}>
      {!readOnly && <LeaveGuard when={isDirty && !isSaving} />}
      <Stack gap="lg" pb="md" maw={ACCOUNT_ALERTS_MAX_WIDTH}>
        <SectionCard title={t('alert-settings.sections.slug-count')}>
          <Stack gap="lg">
            <Switch
              {...register('isSlugCountAlertOn')}
              label={t('alert-settings.fields.isSlugCountAlertOn')}
              description={t('alert-settings.fields.isSlugCountAlertOn-help')}
              disabled={readOnly}
            />
            <NumberField
              control={control}
              name="slugCountThreshold"
              label={t('alert-settings.fields.slugCountThreshold')}
              description={t('alert-settings.fields.slugCountThreshold-help', {
                min: SLUG_COUNT_THRESHOLD_MIN,
                max: SLUG_COUNT_THRESHOLD_MAX,
              })}
              min={SLUG_COUNT_THRESHOLD_MIN}
              max={SLUG_COUNT_THRESHOLD_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              w={{ base: '100%', sm: 240 }}
              withAsterisk={!readOnly}
              readOnly={readOnly}
            />
            <Controller
              control={control}
              name="parcelScope"
              render={({ field }) => (
                <Radio.Group
                  value={field.value}
                  onChange={field.onChange}
                  label={t('alert-settings.fields.parcelScope')}
                  readOnly={readOnly}
                >
                  <Stack gap="sm" mt="xs">
                    {ALERT_PARCEL_SCOPES.map((scope) => (
                      <Radio
                        key={scope}
                        value={scope}
                        label={t(`alert-settings.parcel-scopes.${scope}`)}
                        description={
                          scope === 'all'
                            ? t(
                                isProvider
                                  ? 'alert-settings.parcel-scopes.all-provider-help'
                                  : 'alert-settings.parcel-scopes.all-help',
                              )
                            : t('alert-settings.parcel-scopes.chosen-help')
                        }
                        disabled={readOnly}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
            {parcelScope === 'chosen' && (
              <Controller
                control={control}
                name="parcelIds"
                render={({ field }) => (
                  <AlertParcelPicker
                    value={field.value.map((id) => named.get(id) ?? { id, label: id, accountName: '' })}
                    onChange={(parcels) => {
                      pick(parcels);
                      field.onChange(parcels.map((parcel) => parcel.id));
                    }}
                    onBlur={field.onBlur}
                    readOnly={readOnly}
                    error={fieldError(errors.parcelIds as FieldError | undefined)}
                  />
                )}
              />
            )}
          </Stack>
        </SectionCard>
      </Stack>
      {!readOnly && footer}
    </form>
  );
};
