import { MAP_ZOOM } from '@console/domain/country/country-pack';
import { AREA_UNITS, RAINFALL_UNITS, TEMPERATURE_UNITS } from '@console/domain/country/measure-units';
import { LEAD_DAYS_MAX, SENSITIVE_DAYS } from '@console/domain/country/crop-season';
import { CROP_TYPES } from '@console/domain/crop/crop-type';
import { countryPackUpdateSchema, type CountryPackUpdate } from '@console/domain/country/country-pack.endpoints';
import { LANGUAGES } from '@console/domain/i18n/languages';
import { RISK_QUESTIONS } from '@console/domain/risk/risk.schema';
import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { NumberField } from '../../ui/number-field';
import { PackSection } from './pack-section';
import { SelectField } from '../../ui/select-field';
import { SwitchField } from '../../ui/switch-field';
import { useControlledField } from '../../ui/use-controlled-field';
import { useSchemaForm } from '../../ui/use-schema-form';
import { ZoneField } from '../../ui/zone-field';
import { ChangeReasonCard } from './change-reason-card';
import { CountryProductRules } from './country-product-rules';
import { CountryRiskThresholds } from './country-risk-thresholds';
import type { AntiSlugCatalogueEntry } from '@console/domain/crop/anti-slug-product.schema';

/** The units a country may read each measure in. */
const UNIT_CHOICES = [
  { measure: 'area', units: AREA_UNITS },
  { measure: 'temperature', units: TEMPERATURE_UNITS },
  { measure: 'rainfall', units: RAINFALL_UNITS },
] as const;

/** The map centre's two coordinates and their bounds (WGS 84). */
const COORDINATES = [
  { name: 'lat', bound: 90 },
  { name: 'long', bound: 180 },
] as const;

type FormProps = {
  values: CountryPackUpdate;
  zoneIds: string[];
  /** The anti-slug catalogue, whose products the rules name. */
  catalogue: AntiSlugCatalogueEntry[];
  isLeaving: boolean;
  onSave: (values: CountryPackUpdate) => void;
  issues: FieldIssue[] | undefined;
  /** Who may only read gets the form disabled and no save button. */
  canEdit: boolean;
  footer: ReactNode;
};

/** The questions the country asks, as boxes to tick, bound to the form. */
const QuestionsField = ({ control, disabled }: { control: Control<CountryPackUpdate>; disabled: boolean }) => {
  const { t } = useTranslation();
  const { field, error } = useControlledField(control, 'pack.decisionTree.questions');
  return (
    <Checkbox.Group
      label={t('country-packs.fields.questions')}
      description={t('country-packs.questions-help')}
      value={field.value as string[]}
      onChange={(value) => field.onChange(RISK_QUESTIONS.filter((question) => value.includes(question)))}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {RISK_QUESTIONS.map((question) => (
          <Checkbox
            key={question}
            value={question}
            label={t(`parcel.risk-questions.questions.${question}`)}
            disabled={disabled}
            onBlur={field.onBlur}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
};

/**
 * A country's pack in sections, checked by the API's own schema: the decision tree, new users and maps, the season
 * the traps follow, the risk thresholds, and when the catalogue's products may be applied.
 */
export const CountryPackForm = ({
  values,
  zoneIds,
  catalogue,
  isLeaving,
  onSave,
  issues,
  canEdit,
  footer,
}: FormProps) => {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    formState: { isDirty },
  } = useSchemaForm(countryPackUpdateSchema, values, issues);
  const disabled = !canEdit;
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t('pages.settings-internationalization-country')}>
      <LeaveGuard when={isDirty && !isLeaving} />
      <Stack gap="lg">
        <PackSection title={t('country-packs.sections.decision-tree')} help={t('country-packs.decision-tree-help')}>
          <SwitchField
            control={control}
            name="pack.decisionTree.enabled"
            label={t('country-packs.fields.enabled')}
            disabled={disabled}
          />
          <QuestionsField control={control} disabled={disabled} />
        </PackSection>
        <PackSection title={t('country-packs.sections.defaults')} help={t('country-packs.defaults-help')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <SelectField
              control={control}
              name="pack.defaults.language"
              values={LANGUAGES}
              labelPrefix="languages"
              label={t('country-packs.fields.language')}
              disabled={disabled}
              withAsterisk
            />
            <ZoneField
              control={control}
              name="pack.defaults.zoneId"
              zoneIds={zoneIds}
              label={t('country-packs.fields.zoneId')}
              disabled={disabled}
              withAsterisk
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {COORDINATES.map(({ name, bound }) => (
              <NumberField
                key={name}
                control={control}
                name={`pack.defaults.mapView.center.${name}`}
                label={t(`country-packs.fields.${name}`)}
                min={-bound}
                max={bound}
                decimalScale={4}
                disabled={disabled}
                withAsterisk
              />
            ))}
            <NumberField
              control={control}
              name="pack.defaults.mapView.zoom"
              label={t('country-packs.fields.zoom')}
              description={t('country-packs.zoom-help', MAP_ZOOM)}
              min={MAP_ZOOM.min}
              max={MAP_ZOOM.max}
              step={0.1}
              decimalScale={1}
              disabled={disabled}
              withAsterisk
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('country-packs.units-help')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {UNIT_CHOICES.map(({ measure, units }) => (
              <SelectField
                key={measure}
                control={control}
                name={`pack.defaults.units.${measure}`}
                values={units}
                labelPrefix="measure-units"
                label={t(`country-packs.fields.units-${measure}`)}
                disabled={disabled}
                withAsterisk
              />
            ))}
          </SimpleGrid>
        </PackSection>
        <PackSection title={t('country-packs.sections.season')} help={t('country-packs.season-help')}>
          <NumberField
            control={control}
            name="pack.season.leadDays"
            label={t('country-packs.fields.leadDays')}
            min={0}
            max={LEAD_DAYS_MAX}
            maw={260}
            disabled={disabled}
            withAsterisk
          />
          <Text fw={600} size="sm">
            {t('country-packs.fields.sensitiveDays')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {CROP_TYPES.map((crop) => (
              <NumberField
                key={crop}
                control={control}
                name={`pack.season.sensitiveDays.${crop}`}
                label={t(`crop-types.${crop}`)}
                aria-label={t('country-packs.sensitive-days-of', { crop: t(`crop-types.${crop}`) })}
                min={SENSITIVE_DAYS.min}
                max={SENSITIVE_DAYS.max}
                disabled={disabled}
                withAsterisk
              />
            ))}
          </SimpleGrid>
        </PackSection>
        <CountryRiskThresholds control={control} disabled={disabled} />
        <CountryProductRules control={control} catalogue={catalogue} disabled={disabled} />
        {canEdit && <ChangeReasonCard control={control} />}
        {footer}
      </Stack>
    </form>
  );
};
