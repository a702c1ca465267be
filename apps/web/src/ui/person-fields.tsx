import { LANGUAGES } from '@console/domain/i18n/languages';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, get, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from './field-error';

type PersonFieldsProps = {
  /** The form field holding the person: `admin` gives `admin.firstName`, `admin.email`... */
  name: string;
  languageLabel: string;
  languageDescription?: string;
  /** Whether the person typing is the person described (browsers then offer their own details). */
  isSelf: boolean;
};

/** First and last name, e-mail and language of a person being registered or invited, inside a FormProvider. */
export const PersonFields = ({ name, languageLabel, languageDescription, isSelf }: PersonFieldsProps) => {
  const { t, i18n } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext();
  const fieldError = (field: string) =>
    translateFieldError(t, (key) => i18n.exists(key), get(errors, `${name}.${field}`) as FieldError | undefined);
  const autoComplete = (value: string) => (isSelf ? value : 'off');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        {...register(`${name}.firstName`)}
        label={t('profile.fields.firstName')}
        autoComplete={autoComplete('given-name')}
        withAsterisk
        error={fieldError('firstName')}
      />
      <TextInput
        {...register(`${name}.lastName`)}
        label={t('profile.fields.lastName')}
        autoComplete={autoComplete('family-name')}
        withAsterisk
        error={fieldError('lastName')}
      />
      <TextInput
        {...register(`${name}.email`)}
        type="email"
        inputMode="email"
        label={t('profile.fields.email')}
        autoComplete={autoComplete('email')}
        withAsterisk
        error={fieldError('email')}
      />
      <Controller
        control={control}
        name={`${name}.language`}
        render={({ field }) => (
          <Select
            label={languageLabel}
            description={languageDescription}
            data={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
            value={field.value as string}
            onChange={(value) => value && field.onChange(value)}
            onBlur={field.onBlur}
            ref={field.ref}
            allowDeselect={false}
            withAsterisk
            error={fieldError('language')}
          />
        )}
      />
    </SimpleGrid>
  );
};
