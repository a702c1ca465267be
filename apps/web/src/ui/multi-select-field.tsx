import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useControlledField } from './use-controlled-field';

type MultiSelectFieldProps<T extends FieldValues> = Omit<
  MultiSelectProps,
  'value' | 'onChange' | 'onBlur' | 'data' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** The choices' values and the translation prefix of their labels (`crop-types` → `crop-types.colza`). */
  values: readonly string[];
  labelPrefix: string;
};

/** A form's choice of any number among fixed values, bound to react-hook-form, with the translated text of its error. */
export const MultiSelectField = <T extends FieldValues>({
  control,
  name,
  values,
  labelPrefix,
  ...props
}: MultiSelectFieldProps<T>) => {
  const { t } = useTranslation();
  const { field, error } = useControlledField(control, name);
  return (
    <MultiSelect
      {...props}
      data={values.map((value) => ({ value, label: t(`${labelPrefix}.${value}`) }))}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      nothingFoundMessage={t('common.no-results')}
      error={error}
    />
  );
};
