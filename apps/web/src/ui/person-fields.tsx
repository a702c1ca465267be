import { LANGUAGES } from '@console/domain/i18n/languages';
import { Select, SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from './field-error';
import { TextField } from './text-field';

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
  const { t } = useTranslation();
  const { control } = useFormContext();
  const errorText = useFieldErrorText();
  const autoComplete = (value: string) => (isSelf ? value : 'off');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextField
        control={control}
        name={`${name}.firstName`}
        label={t('profile.fields.firstName')}
        autoComplete={autoComplete('given-name')}
        withAsterisk
      />
      <TextField
        control={control}
        name={`${name}.lastName`}
        label={t('profile.fields.lastName')}
        autoComplete={autoComplete('family-name')}
        withAsterisk
      />
      <TextField
        control={control}
        name={`${name}.email`}
        type="email"
        inputMode="email"
        label={t('profile.fields.email')}
        autoComplete={autoComplete('email')}
        withAsterisk
      />
      <Controller
        control={control}
        name={`${name}.language`}
        render={({ field, fieldState }) => (
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
            error={errorText(fieldState.error)}
          />
        )}
      />
    </SimpleGrid>
  );
};
