import type { AntiSlugProduct } from '@console/domain/crop/anti-slug-product.schema';
import {
  CROP_INTERVENTION_TYPES,
  cropInterventionInputSchema,
  SOIL_WORKS,
  type CropInterventionInput,
} from '@console/domain/crop/crop-intervention.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../ui/field-error';
import { applyFieldIssues, type FieldIssue } from '../../../ui/form-issues';
import { decimalSeparator, formatNumber } from '../../../ui/number-format';
import { SelectField } from '../../../ui/select-field';
import { NumberField } from '../../../ui/number-field';
import { DateField } from '../../../ui/date-field';
import { TextareaField } from '../../../ui/text-field';

/** Every field any type may have: the form keeps them while the type changes, the schema keeps the type's own. */
type InterventionFormValues = {
  type: CropInterventionInput['type'];
  date: string;
  soilWork?: (typeof SOIL_WORKS)[number] | undefined;
  slugProduct?: string | undefined;
  slugProductDosage?: number | undefined;
  comment?: string | undefined;
};

type InterventionFormProps = {
  products: AntiSlugProduct[];
  /** The form's first date: today, or the crop's seeding date for a crop not sown yet. */
  date: string;
  isSaving: boolean;
  issues: FieldIssue[] | undefined;
  onSave: (input: CropInterventionInput) => void;
  onCancel: () => void;
};

/** Records one intervention; the fields follow the type (soil work kind, product and dosage). */
export const InterventionForm = ({ products, date, isSaving, issues, onSave, onCancel }: InterventionFormProps) => {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<InterventionFormValues, unknown, CropInterventionInput>({
    // The union schema reads the fields of the chosen type only; the form holds all of them.
    resolver: zodResolver(cropInterventionInputSchema) as Resolver<
      InterventionFormValues,
      unknown,
      CropInterventionInput
    >,
    defaultValues: { type: 'product', date },
    mode: 'onTouched',
  });
  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);
  const fieldError = useFieldErrorText();
  const type = watch('type');
  const product = products.find((candidate) => candidate.slug === watch('slugProduct'));

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t('crop.intervention.form-title')}>
      <Stack gap="md">
        <SelectField
          control={control}
          name="type"
          values={CROP_INTERVENTION_TYPES}
          labelPrefix="crop.intervention.types"
          label={t('crop.intervention.fields.type')}
          withAsterisk
          data-autofocus
        />
        <DateField
          control={control}
          name="date"
          label={t('crop.intervention.fields.date')}
          valueFormat="DD/MM/YYYY"
          withAsterisk
        />
        {type === 'soil_work' && (
          <SelectField
            control={control}
            name="soilWork"
            values={SOIL_WORKS}
            labelPrefix="crop.intervention.soil-works"
            label={t('crop.intervention.fields.soilWork')}
            withAsterisk
          />
        )}
        {type === 'product' && (
          <>
            <Controller
              control={control}
              name="slugProduct"
              render={({ field }) => (
                <Select
                  label={t('crop.intervention.fields.slugProduct')}
                  data={products.map((candidate) => ({
                    value: candidate.slug,
                    label: `${candidate.name} · ${t(`crop.intervention.ingredients.${candidate.activeIngredient}`)}`,
                  }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  searchable
                  withAsterisk
                  description={
                    product &&
                    t('crop.intervention.product-details', {
                      manufacturer: product.manufacturer,
                      dose: product.authorisedDose === null ? '—' : formatNumber(product.authorisedDose, 2),
                      unit: product.dosageUnit,
                    })
                  }
                  nothingFoundMessage={t(
                    products.length === 0 ? 'crop.intervention.no-product-in-country' : 'common.no-results',
                  )}
                  error={fieldError(errors.slugProduct)}
                />
              )}
            />
            <NumberField
              control={control}
              name="slugProductDosage"
              label={t('crop.intervention.fields.slugProductDosage')}
              rightSection={product?.dosageUnit ?? 'kg/ha'}
              rightSectionWidth={60}
              decimalScale={2}
              decimalSeparator={decimalSeparator()}
              hideControls
              withAsterisk
            />
          </>
        )}
        <TextareaField
          control={control}
          name="comment"
          label={t('crop.intervention.fields.comment')}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t('crop.intervention.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
