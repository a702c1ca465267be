import { COUNTRIES, type PostalAddress } from '@console/domain/address/postal-address.schema';
import { Select, SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from './field-error';
import { TextField } from './text-field';

/** Blank address fields; an empty country fails validation until one is chosen. */
export const EMPTY_POSTAL_ADDRESS = {
  firstLine: '',
  secondLine: '',
  complement: '',
  postalCode: '',
  city: '',
  country: '',
} as unknown as PostalAddress;

/**
 * The postal address of spec point 3 inside a react-hook-form form (under FormProvider), at the field `name`:
 * profile, account and registration forms share it.
 */
export const PostalAddressFields = ({ name }: { name: string }) => {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const errorText = useFieldErrorText();
  const text = (field: keyof PostalAddress, autoComplete: string, required = false) => (
    <TextField
      control={control}
      name={`${name}.${field}`}
      label={t(`profile.fields.${field}`)}
      autoComplete={autoComplete}
      withAsterisk={required}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {text('firstLine', 'address-line1', true)}
      {text('secondLine', 'address-line2')}
      {text('complement', 'address-line3')}
      {text('postalCode', 'postal-code', true)}
      {text('city', 'address-level2', true)}
      <Controller
        control={control}
        name={`${name}.country`}
        render={({ field, fieldState }) => (
          <Select
            label={t('profile.fields.country')}
            data={COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
            value={(field.value as string | undefined) || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            allowDeselect={false}
            withAsterisk
            error={errorText(fieldState.error)}
          />
        )}
      />
    </SimpleGrid>
  );
};
