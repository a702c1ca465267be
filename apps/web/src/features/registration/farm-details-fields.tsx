import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { get, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../ui/field-error';
import { PostalAddressFields } from '../../ui/postal-address-fields';

/** The farm's name, SIRET and address, under the form's `account` field. */
export const FarmDetailsFields = () => {
  const { t, i18n } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const fieldError = (name: string) =>
    translateFieldError(t, (key) => i18n.exists(key), get(errors, name) as FieldError | undefined);
  return (
    <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} fz="h4" component="legend" mb="sm">
        {t('register.farm.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...register('account.name')}
          label={t('register.farm.name')}
          autoComplete="organization"
          withAsterisk
          error={fieldError('account.name')}
        />
        <TextInput
          {...register('account.siret', { setValueAs: (value: string) => value.trim() || undefined })}
          label={t('register.farm.siret')}
          description={t('register.farm.siret-help')}
          inputMode="numeric"
          error={fieldError('account.siret')}
        />
      </SimpleGrid>
      <PostalAddressFields name="account.postalAddress" />
    </Stack>
  );
};
