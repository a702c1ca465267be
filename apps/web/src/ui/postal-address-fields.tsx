import { COUNTRIES, type PostalAddress } from '@console/domain/address/postal-address.schema';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, get, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from './field-error';

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
  const { t, i18n } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext();
  const fieldError = (field: keyof PostalAddress) =>
    translateFieldError(t, (key) => i18n.exists(key), get(errors, `${name}.${field}`) as FieldError | undefined);
  const text = (field: keyof PostalAddress, autoComplete: string, required = false) => (
    <TextInput
      {...register(`${name}.${field}`)}
      label={t(`profile.fields.${field}`)}
      autoComplete={autoComplete}
      withAsterisk={required}
      error={fieldError(field)}
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
        render={({ field }) => (
          <Select
            label={t('profile.fields.country')}
            data={COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
            value={(field.value as string | undefined) || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            allowDeselect={false}
            withAsterisk
            error={fieldError('country')}
          />
        )}
      />
    </SimpleGrid>
  );
};
