import { COUNTRIES } from '@console/domain/address/postal-address.schema';
import { Checkbox, Group } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useControlledField } from './use-controlled-field';

type CountriesFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
};

/** A form's choice of the console's countries, one box each, with the translated text of its error. */
export const CountriesField = <T extends FieldValues>({
  control,
  name,
  label,
  description,
}: CountriesFieldProps<T>) => {
  const { t } = useTranslation();
  const { field, error } = useControlledField(control, name);
  return (
    <Checkbox.Group
      label={label}
      description={description}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      error={error}
      withAsterisk
    >
      <Group gap="md" mt="xs">
        {COUNTRIES.map((country) => (
          <Checkbox key={country} value={country} label={t(`countries.${country}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
};
