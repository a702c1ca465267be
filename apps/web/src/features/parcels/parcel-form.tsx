import { COUNTRIES } from '@console/domain/address/postal-address.schema';
import { getMapDefaults } from '@console/domain/geo/map-defaults';
import { useProfile } from '../../session/use-profile';
import { parcelInfoInputSchema, SOIL_TYPES, type ParcelInfoInput } from '@console/domain/parcel/parcel.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../ui/field-error';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import type { MapTiles } from '../../ui/map-tiles';
import { decimalSeparator } from '../../ui/number-format';
import { PointMap } from '../../ui/point-map';
import { SectionCard } from '../../ui/section-card';
import { SelectField } from '../../ui/select-field';
import { useFormValues } from '../../ui/use-form-values';
import { NumberField } from '../../ui/number-field';
import { TextareaField, TextField } from '../../ui/text-field';
import { useUnits } from '../../session/use-units';

export const PARCEL_FORM_MAX_WIDTH = 900;
const PICKED_ZOOM = 14;

/** The form's values: a new parcel's soil and position are unknown until chosen. */
export type ParcelFormValues = Omit<ParcelInfoInput, 'gpsLocation' | 'soilType'> &
  Partial<Pick<ParcelInfoInput, 'gpsLocation' | 'soilType'>>;

type ParcelFormProps = {
  values: ParcelFormValues;
  title: string;
  /** Staff and providers choose the account a new parcel belongs to; absent when editing. */
  accounts?: { id: string; name: string }[];
  /** Whether the comment is the manufacturer's note (staff) or the customer's. */
  isManufacturer: boolean;
  tiles: MapTiles;
  /** True while saving or once saved: leaving no longer needs a confirmation. Null when the caller guards. */
  isLeaving: boolean | null;
  onSave: (values: ParcelInfoInput) => void;
  onValuesChange?: (values: ParcelFormValues) => void;
  issues: FieldIssue[] | undefined;
  footer: ReactNode;
};

/** A parcel's own fields, validated with the domain's schema; the position is typed or picked on the map. */
export const ParcelForm = ({
  values,
  title,
  accounts,
  isManufacturer,
  tiles,
  isLeaving,
  onSave,
  onValuesChange,
  issues,
  footer,
}: ParcelFormProps) => {
  const { t } = useTranslation();
  const units = useUnits();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isDirty },
  } = useForm<ParcelFormValues, unknown, ParcelInfoInput>({
    // The schema refuses the missing position the form starts with: its input type says it cannot be missing.
    // Whoever chooses among accounts must choose one: staff have no parcels of their own.
    resolver: zodResolver(
      accounts ? parcelInfoInputSchema.required({ accountId: true }) : parcelInfoInputSchema,
    ) as Resolver<ParcelFormValues, unknown, ParcelInfoInput>,
    defaultValues: values,
    mode: 'onTouched',
  });
  const fieldError = useFieldErrorText();
  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);
  useFormValues(watch, onValuesChange);

  const typed = watch('gpsLocation');
  // Half-typed coordinates (one of the two) keep the map where it was.
  const position = typed && Number.isFinite(typed.lat) && Number.isFinite(typed.long) ? typed : undefined;
  const positionError = errors.gpsLocation;
  const country = watch('address.country');
  // The user's own country opens where its pack says (decision 163); another country where the spec's table does.
  const { internationalizationSettings: pack } = useProfile();
  const opening = country === pack.country ? pack.mapView : getMapDefaults(country);
  const coordinate = (name: 'lat' | 'long', label: string) => (
    <Controller
      control={control}
      name={`gpsLocation.${name}`}
      render={({ field }) => (
        <NumberInput
          label={label}
          value={Number.isFinite(field.value) ? field.value : ''}
          onChange={(value) =>
            setValue(
              'gpsLocation',
              {
                lat: typed?.lat ?? Number.NaN,
                long: typed?.long ?? Number.NaN,
                [name]: value === '' ? Number.NaN : Number(value),
              },
              { shouldDirty: true },
            )
          }
          onBlur={field.onBlur}
          decimalScale={6}
          decimalSeparator={decimalSeparator()}
          withAsterisk
          error={fieldError(positionError?.[name])}
        />
      )}
    />
  );

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={title}>
      {isLeaving !== null && <LeaveGuard when={isDirty && !isLeaving} />}
      <Stack gap="lg" pb="md" maw={PARCEL_FORM_MAX_WIDTH}>
        <SectionCard title={t('parcel.form.sections.parcel')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {accounts && (
              <Controller
                control={control}
                name="accountId"
                render={({ field }) => (
                  <Select
                    label={t('parcel.form.fields.account')}
                    data={accounts.map((account) => ({ value: account.id, label: account.name }))}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value ?? undefined)}
                    searchable
                    withAsterisk
                    nothingFoundMessage={t('common.no-results')}
                    error={fieldError(errors.accountId)}
                  />
                )}
              />
            )}
            <TextField control={control} name="label" label={t('parcel.form.fields.label')} withAsterisk />
            <SelectField
              control={control}
              name="soilType"
              values={SOIL_TYPES}
              labelPrefix="soil-types"
              label={t('parcel.form.fields.soilType')}
              withAsterisk
            />
            <NumberField
              control={control}
              name="size"
              unit={units.area.unit}
              label={t('parcel.form.fields.size', { unit: units.area.symbol })}
              description={t('parcel.form.fields.size-help')}
              decimalScale={2}
              decimalSeparator={decimalSeparator()}
            />
          </SimpleGrid>
        </SectionCard>

        <SectionCard title={t('parcel.form.sections.location')}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextField
                control={control}
                name="address.postalCode"
                label={t('parcel.form.fields.postalCode')}
                withAsterisk
              />
              <TextField control={control} name="address.city" label={t('parcel.form.fields.city')} withAsterisk />
              <SelectField
                control={control}
                name="address.country"
                values={COUNTRIES}
                labelPrefix="countries"
                label={t('parcel.form.fields.country')}
                withAsterisk
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed" id="parcel-position-help">
              {t('parcel.form.position-help')}
            </Text>
            <PointMap
              lat={position?.lat ?? opening.center.lat}
              long={position?.long ?? opening.center.long}
              zoom={position ? PICKED_ZOOM : opening.zoom}
              isMarkerHidden={!position}
              tiles={tiles}
              label={t('parcel.form.map-label')}
              tilesUnavailableText={t('parcel.map-tiles-unavailable')}
              onPick={(picked) => setValue('gpsLocation', picked, { shouldDirty: true, shouldValidate: true })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {coordinate('lat', t('parcel.form.fields.lat'))}
              {coordinate('long', t('parcel.form.fields.long'))}
            </SimpleGrid>
          </Stack>
        </SectionCard>

        <SectionCard title={t('parcel.form.sections.comment')}>
          <TextareaField
            control={control}
            name="comment"
            label={t(isManufacturer ? 'parcel.form.fields.ds-comment' : 'parcel.form.fields.customer-comment')}
            description={isManufacturer ? t('parcel.form.fields.ds-comment-help') : undefined}
            autosize
            minRows={3}
          />
        </SectionCard>
      </Stack>
      {footer}
    </form>
  );
};
