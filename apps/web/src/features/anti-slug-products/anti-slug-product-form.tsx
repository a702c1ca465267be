import {
  ACTIVE_INGREDIENTS,
  FORMULATIONS,
  MAX_EFFICACY_DAYS,
  newAntiSlugProductInputSchema,
  type NewAntiSlugProductInput,
} from '@console/domain/crop/anti-slug-product.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountriesField } from '../../ui/countries-field';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { NumberField } from '../../ui/number-field';
import { decimalSeparator } from '../../ui/number-format';
import { SelectField } from '../../ui/select-field';
import { SwitchField } from '../../ui/switch-field';
import { TextField } from '../../ui/text-field';

/** The form's starting values: a product without a dose on record starts with an empty field. */
export type AntiSlugProductValues = Omit<NewAntiSlugProductInput, 'authorisedDose'> & { authorisedDose?: number };

type AntiSlugProductFormProps = {
  values: AntiSlugProductValues;
  /** An existing product: its slug, which interventions store, is shown but not editable. */
  isNew: boolean;
  /** True while saving or once saved: leaving no longer needs a confirmation. */
  isLeaving: boolean;
  onSave: (values: NewAntiSlugProductInput) => void;
  /** Field issues of the last refused save; a new array each time. */
  issues: FieldIssue[] | undefined;
  /** The submit bar. */
  footer: ReactNode;
};

/** A product of the catalogue, checked with the domain's schema, the API's own rules. */
export const AntiSlugProductForm = ({ values, isNew, isLeaving, onSave, issues, footer }: AntiSlugProductFormProps) => {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty },
  } = useForm<NewAntiSlugProductInput>({
    resolver: zodResolver(newAntiSlugProductInputSchema),
    defaultValues: values,
    mode: 'onTouched',
  });

  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={values.name || t('anti-slug-products.add')}>
      <LeaveGuard when={isDirty && !isLeaving} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" maw={760} mb="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField control={control} name="name" label={t('anti-slug-products.fields.name')} withAsterisk />
            <TextField
              control={control}
              name="slug"
              label={t('anti-slug-products.fields.slug')}
              description={t('anti-slug-products.slug-help')}
              readOnly={!isNew}
              variant={isNew ? 'default' : 'filled'}
              withAsterisk={isNew}
              autoComplete="off"
            />
            <TextField
              control={control}
              name="manufacturer"
              label={t('anti-slug-products.fields.manufacturer')}
              withAsterisk
            />
            <SelectField
              control={control}
              name="activeIngredient"
              values={ACTIVE_INGREDIENTS}
              labelPrefix="crop.intervention.ingredients"
              label={t('anti-slug-products.fields.activeIngredient')}
              withAsterisk
            />
            <SelectField
              control={control}
              name="formulation"
              values={FORMULATIONS}
              labelPrefix="anti-slug-products.formulations"
              label={t('anti-slug-products.fields.formulation')}
              withAsterisk
            />
            <NumberField
              control={control}
              name="authorisedDose"
              label={t('anti-slug-products.fields.authorisedDose')}
              rightSection="kg/ha"
              rightSectionWidth={60}
              decimalScale={2}
              decimalSeparator={decimalSeparator()}
              hideControls
              withAsterisk
            />
            <NumberField
              control={control}
              name="efficacyDays"
              label={t('anti-slug-products.fields.efficacyDays')}
              description={t('anti-slug-products.efficacy-help')}
              rightSection={t('anti-slug-products.days')}
              rightSectionWidth={60}
              allowDecimal={false}
              min={1}
              max={MAX_EFFICACY_DAYS}
              withAsterisk
            />
          </SimpleGrid>
          <CountriesField
            control={control}
            name="countries"
            label={t('anti-slug-products.fields.countries')}
            description={t('anti-slug-products.countries-help')}
          />
          <SwitchField
            control={control}
            name="isActive"
            label={t('anti-slug-products.fields.isActive')}
            description={t('anti-slug-products.active-help')}
          />
        </Stack>
      </Paper>
      {footer}
    </form>
  );
};
