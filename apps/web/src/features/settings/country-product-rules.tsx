import type { CountryPackUpdate } from '@console/domain/country/country-pack.endpoints';
import { ACTIVE_INGREDIENTS, type AntiSlugCatalogueEntry } from '@console/domain/crop/anti-slug-product.schema';
import { ActionIcon, Box, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type Control, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { PackSection } from './pack-section';
import { SelectField } from '../../ui/select-field';
import { TextareaField, TextField } from '../../ui/text-field';
import { useControlledField } from '../../ui/use-controlled-field';

type Props = {
  control: Control<CountryPackUpdate>;
  /** The catalogue, which names the products a rule may be about. */
  catalogue: AntiSlugCatalogueEntry[];
  disabled: boolean;
};

const DATES = ['authorisedFrom', 'withdrawnOn', 'lastUseOn'] as const;
type RulePrefix = `productRules.substances.${number}` | `productRules.products.${number}`;
const NO_DATES = { authorisedFrom: null, withdrawnOn: null, lastUseOn: null, conditions: '' };

/** The three dates of a rule, each optional: an empty one bounds nothing. */
const RuleDates = ({
  control,
  prefix,
  disabled,
}: {
  control: Control<CountryPackUpdate>;
  prefix: RulePrefix;
  disabled: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={3} spacing="sm">
      {DATES.map((name) => (
        <DateField
          key={name}
          control={control}
          name={`pack.${prefix}.${name}`}
          label={t(`country-packs.fields.${name}`)}
          valueFormat="DD/MM/YYYY"
          clearable
          emptyValue={null}
          disabled={disabled}
        />
      ))}
    </SimpleGrid>
  );
};

/** The catalogue's product a rule is about, by name. */
const ProductField = ({ control, index, catalogue, disabled }: Props & { index: number }) => {
  const { t } = useTranslation();
  const { field, error } = useControlledField(control, `pack.productRules.products.${index}.slug`);
  return (
    <Select
      label={t('country-packs.fields.product')}
      data={catalogue.map((product) => ({ value: product.slug, label: product.name }))}
      value={(field.value as string) || null}
      onChange={(slug) => field.onChange(slug ?? '')}
      onBlur={field.onBlur}
      searchable
      nothingFoundMessage={t('common.no-results')}
      error={error}
      disabled={disabled}
      withAsterisk
    />
  );
};

/** One rule: what it is about (`header`), its dates and its conditions of use. */
const RuleBox = ({
  control,
  prefix,
  header,
  index,
  disabled,
  onRemove,
}: {
  control: Control<CountryPackUpdate>;
  prefix: RulePrefix;
  header: ReactNode;
  index: number;
  disabled: boolean;
  onRemove: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Box style={{ flex: 1 }}>{header}</Box>
        {!disabled && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('country-packs.remove-rule', { number: index + 1 })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        )}
      </Group>
      <RuleDates control={control} prefix={prefix} disabled={disabled} />
      <TextareaField
        control={control}
        name={`pack.${prefix}.conditions`}
        label={t('country-packs.fields.conditions')}
        autosize
        // A country lists dozens of products, most without conditions: an empty one takes a single line.
        minRows={1}
        disabled={disabled}
      />
    </Stack>
  );
};

/** A list of rules under its title, with what it says when empty and a way to add one. */
const RuleList = ({
  title,
  empty,
  addLabel,
  onAdd,
  disabled,
  children,
}: {
  title: string;
  empty: string | false;
  addLabel: string;
  onAdd: () => void;
  disabled: boolean;
  children: ReactNode;
}) => (
  <Stack gap="md">
    <Text fw={600}>{title}</Text>
    {empty && (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    )}
    {children}
    {!disabled && (
      <Button variant="light" w="fit-content" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAdd}>
        {addLabel}
      </Button>
    )}
  </Stack>
);

/**
 * When the catalogue's products may be applied in the country (decision 164): a rule a substance (metaldehyde in the
 * UK), a rule a product (its national authorisation), each with its dates and the conditions of use farmers read where
 * they record an application.
 */
export const CountryProductRules = ({ control, catalogue, disabled }: Props) => {
  const { t } = useTranslation();
  const substances = useFieldArray({ control, name: 'pack.productRules.substances' });
  const products = useFieldArray({ control, name: 'pack.productRules.products' });
  return (
    <PackSection title={t('country-packs.sections.products')} help={t('country-packs.products-help')}>
      <RuleList
        title={t('country-packs.substance-rules')}
        empty={substances.fields.length === 0 && t('country-packs.no-substance-rule')}
        addLabel={t('country-packs.add-substance-rule')}
        onAdd={() => substances.append({ activeIngredient: 'metaldehyde', ...NO_DATES })}
        disabled={disabled}
      >
        {substances.fields.map((rule, index) => (
          <RuleBox
            key={rule.id}
            control={control}
            prefix={`productRules.substances.${index}`}
            index={index}
            disabled={disabled}
            onRemove={() => substances.remove(index)}
            header={
              <SelectField
                control={control}
                name={`pack.productRules.substances.${index}.activeIngredient`}
                values={ACTIVE_INGREDIENTS}
                labelPrefix="crop.intervention.ingredients"
                label={t('country-packs.fields.substance')}
                disabled={disabled}
                withAsterisk
              />
            }
          />
        ))}
      </RuleList>
      <RuleList
        title={t('country-packs.product-rules')}
        empty={products.fields.length === 0 && t('country-packs.no-product-rule')}
        addLabel={t('country-packs.add-product-rule')}
        onAdd={() => products.append({ slug: '', authorisationNumber: '', ...NO_DATES })}
        disabled={disabled}
      >
        {products.fields.map((rule, index) => (
          <RuleBox
            key={rule.id}
            control={control}
            prefix={`productRules.products.${index}`}
            index={index}
            disabled={disabled}
            onRemove={() => products.remove(index)}
            header={
              <SimpleGrid cols={2} spacing="sm">
                <ProductField control={control} index={index} catalogue={catalogue} disabled={disabled} />
                <TextField
                  control={control}
                  name={`pack.productRules.products.${index}.authorisationNumber`}
                  label={t('country-packs.fields.authorisationNumber')}
                  disabled={disabled}
                />
              </SimpleGrid>
            }
          />
        ))}
      </RuleList>
    </PackSection>
  );
};
