import {
  CROP_STAGES,
  CROP_TYPES,
  cropInputSchema,
  PREVIOUS_CROPS,
  SEEDING_TYPES,
  type CropInput,
} from '@console/domain/crop/crop.schema';
import { getSeedingRange, SEEDING_QUANTITY_RANGE_MESSAGE } from '@console/domain/crop/seeding-range';
import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../ui/field-error';
import { applyFieldIssues, type FieldIssue } from '../../../ui/form-issues';
import { LeaveGuard } from '../../../ui/leave-guard';
import { formatNumber } from '../../../ui/number-format';
import { useFormValues } from '../../../ui/use-form-values';
import { SectionCard } from '../../../ui/section-card';
import { SelectField } from '../../../ui/select-field';
import { NumberField } from '../../../ui/number-field';
import { DateField } from '../../../ui/date-field';
import { TextField } from '../../../ui/text-field';

export const CROP_FORM_MAX_WIDTH = 900;

/** A new crop: this season, not sown yet, seeding planned for today. */
export const newCropValues = (today: string): CropInput => ({
  year: Number(today.slice(0, 4)),
  currentCrop: 'colza',
  stage: 'non_seme',
  noTolerance: false,
  estimatedSeedingDate: today,
  plantCover: false,
});

type CropFormProps = {
  values: CropInput;
  title: string;
  /** True while saving or once saved: leaving no longer needs a confirmation. Null when the caller guards. */
  isLeaving: boolean | null;
  onSave: (values: CropInput) => void;
  /** Every edit, validated or not, for a caller that keeps the input between steps. */
  onValuesChange?: (values: CropInput) => void;
  /** Field issues of the last failed save (the year already has a crop...); a new array each time. */
  issues: FieldIssue[] | undefined;
  /** The submit bar. */
  footer: ReactNode;
};

/** A season's crop, validated with the domain's cropInputSchema, seeding-quantity range included. */
export const CropForm = ({ values, title, isLeaving, onSave, onValuesChange, issues, footer }: CropFormProps) => {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<CropInput>({ resolver: zodResolver(cropInputSchema), defaultValues: values, mode: 'onTouched' });
  const fieldError = useFieldErrorText();

  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);
  useFormValues(watch, onValuesChange);

  // The range message names the crop's bounds in the user's number format (spec point 5).
  const range = getSeedingRange(watch('currentCrop'));
  const quantityError = (error: FieldError | undefined) =>
    error?.message === SEEDING_QUANTITY_RANGE_MESSAGE && range
      ? t(SEEDING_QUANTITY_RANGE_MESSAGE, { min: formatNumber(range.min, 0), max: formatNumber(range.max, 0) })
      : fieldError(error);

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={title}>
      {isLeaving !== null && <LeaveGuard when={isDirty && !isLeaving} />}
      <Stack gap="lg" pb="md" maw={CROP_FORM_MAX_WIDTH}>
        <SectionCard title={t('crop.form.sections.crop')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberField
              control={control}
              name="year"
              label={t('crop.form.fields.year')}
              allowDecimal={false}
              thousandSeparator=""
              withAsterisk
            />
            <TextField
              control={control}
              name="displayName"
              label={t('crop.form.fields.displayName')}
              description={t('crop.form.fields.displayName-help')}
            />
            <SelectField
              control={control}
              name="currentCrop"
              values={CROP_TYPES}
              labelPrefix="crop-types"
              label={t('crop.form.fields.currentCrop')}
              withAsterisk
            />
            <SelectField
              control={control}
              name="stage"
              values={CROP_STAGES}
              labelPrefix="crop-stages"
              label={t('crop.form.fields.stage')}
              withAsterisk
            />
            <SelectField
              control={control}
              name="previousCrop"
              values={PREVIOUS_CROPS}
              labelPrefix="previous-crops"
              label={t('crop.form.fields.previousCrop')}
              clearable
              searchable
            />
          </SimpleGrid>
          <Stack gap="sm" mt="md">
            <Switch {...register('noTolerance')} label={t('crop.form.fields.noTolerance')} />
          </Stack>
        </SectionCard>

        <SectionCard title={t('crop.form.sections.seeding')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateField
              control={control}
              name="estimatedSeedingDate"
              label={t('crop.form.fields.estimatedSeedingDate')}
              valueFormat="DD/MM/YYYY"
              withAsterisk
            />
            <DateField
              control={control}
              name="actualSeedingDate"
              label={t('crop.form.fields.actualSeedingDate')}
              valueFormat="DD/MM/YYYY"
              clearable
            />
            <SelectField
              control={control}
              name="seedingType"
              values={SEEDING_TYPES}
              labelPrefix="seeding-types"
              label={t('crop.form.fields.seedingType')}
              clearable
            />
            <Controller
              control={control}
              name="estimatedSeedingQuantity"
              render={({ field }) => (
                <NumberInput
                  label={t('crop.form.fields.estimatedSeedingQuantity')}
                  description={
                    range
                      ? t('crop.form.fields.estimatedSeedingQuantity-help', {
                          min: formatNumber(range.min, 0),
                          max: formatNumber(range.max, 0),
                        })
                      : undefined
                  }
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
                  onBlur={field.onBlur}
                  allowDecimal={false}
                  error={quantityError(errors.estimatedSeedingQuantity)}
                />
              )}
            />
          </SimpleGrid>
        </SectionCard>

        <SectionCard title={t('crop.form.sections.cover')}>
          <Stack gap="md">
            <Switch {...register('plantCover')} label={t('crop.form.fields.plantCover')} />
            <TextField control={control} name="plantSpecies" label={t('crop.form.fields.plantSpecies')} />
          </Stack>
        </SectionCard>
      </Stack>
      {footer}
    </form>
  );
};
