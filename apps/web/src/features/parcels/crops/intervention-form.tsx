import type { AntiSlugProduct } from '@console/domain/crop/anti-slug-product.schema';
import {
  CROP_INTERVENTION_TYPES,
  cropInterventionInputSchema,
  SOIL_WORKS,
  type CropInterventionInput,
} from '@console/domain/crop/crop-intervention.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Country } from '@console/domain/address/postal-address.schema';
import {
  type ProductRefusal,
  type ProductRules,
  productRefusal,
  substanceRefusal,
  productStanding,
} from '@console/domain/country/product-rules';
import { formatLocalDay } from '@console/domain/time/date-format';
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
  /** When the parcel's country lets its products be applied, and how (decision 164). */
  rules: ProductRules;
  country: Country;
  /** The form's first date: today, or the crop's seeding date for a crop not sown yet. */
  date: string;
  isSaving: boolean;
  issues: FieldIssue[] | undefined;
  onSave: (input: CropInterventionInput) => void;
  onCancel: () => void;
};

const describeRefusal = (t: TFunction, refusal: ProductRefusal, country: string) => {
  switch (refusal.rule) {
    case 'substance-ended':
      return t('crop.intervention.refusals.substance-ended', {
        substance: t(`crop.intervention.ingredients.${refusal.activeIngredient}`),
        country,
        date: formatLocalDay(refusal.since),
      });
    case 'product-ended':
      return t('crop.intervention.refusals.product-ended', { country, date: formatLocalDay(refusal.since) });
    case 'product-not-yet':
      return t('crop.intervention.refusals.product-not-yet', { country, date: formatLocalDay(refusal.from) });
  }
};

/**
 * The substances the country no longer lets be applied on the form's day, and why: the products of a banned substance
 * are not offered, so the farmer reads here what became of them.
 */
const EndedSubstances = ({ rules, day, countryName }: { rules: ProductRules; day: string; countryName: string }) => {
  const { t } = useTranslation();
  const ended = rules.substances.flatMap((rule) => {
    const refusal = day ? substanceRefusal(rules, rule.activeIngredient, day) : undefined;
    return refusal ? [{ rule, refusal }] : [];
  });
  if (ended.length === 0) return null;
  return (
    <Alert color="orange" variant="light" role="note">
      <Stack gap={4}>
        {ended.map(({ rule, refusal }) => (
          <Text key={rule.activeIngredient} size="sm">
            {describeRefusal(t, refusal, countryName)} {rule.conditions}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
};

/** Records one intervention; the fields follow the type (soil work kind, product and dosage). */
export const InterventionForm = ({
  products,
  rules,
  country,
  date,
  isSaving,
  issues,
  onSave,
  onCancel,
}: InterventionFormProps) => {
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
  const day = watch('date');
  const countryName = t(`countries.${country}`);
  const refusal = product && day ? productRefusal(rules, product, day) : undefined;
  const refusalText = refusal && describeRefusal(t, refusal, countryName);
  const standing = product && day && productStanding(rules, product, day);

  return (
    <form
      // A product the country does not let be applied that day is refused here, with the rule, before anything is sent.
      onSubmit={handleSubmit((input) => {
        if (input.type !== 'product' || !refusal) onSave(input);
      })}
      noValidate
      aria-label={t('crop.intervention.form-title')}
    >
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
                  error={refusalText ?? fieldError(errors.slugProduct)}
                />
              )}
            />
            {standing && (standing.conditions.length > 0 || standing.authorisationNumber) && (
              <Alert
                color="blue"
                variant="light"
                title={t('crop.intervention.conditions-title', { country: countryName })}
              >
                <Stack gap={4}>
                  {standing.authorisationNumber && (
                    <Text size="sm">
                      {t('crop.intervention.authorisation-number', { number: standing.authorisationNumber })}
                    </Text>
                  )}
                  {standing.conditions.map((condition) => (
                    <Text key={condition} size="sm">
                      {condition}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            )}
            <EndedSubstances rules={rules} day={day} countryName={countryName} />
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
