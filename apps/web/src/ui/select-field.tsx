import { Select, type SelectProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useControlledField } from './use-controlled-field';

type SelectFieldProps<T extends FieldValues> = Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'data' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** The choices' values and the translation prefix of their labels (`soil-types` → `soil-types.sableux`). */
  values: readonly string[];
  labelPrefix: string;
};

/**
 * A form's choice among fixed values, bound to react-hook-form, with the translated text of its error. A required
 * choice cannot be cleared; an optional one (`clearable`) clears to undefined, which is how optional fields leave
 * the payload.
 */
export const SelectField = <T extends FieldValues>({
  control,
  name,
  values,
  labelPrefix,
  clearable,
  ...props
}: SelectFieldProps<T>) => {
  const { t } = useTranslation();
  const { field, error } = useControlledField(control, name);
  return (
    <Select
      {...props}
      data={values.map((value) => ({ value, label: t(`${labelPrefix}.${value}`) }))}
      value={(field.value as string | undefined) ?? null}
      onChange={(value) => (clearable ? field.onChange(value ?? undefined) : value && field.onChange(value))}
      onBlur={field.onBlur}
      clearable={clearable}
      allowDeselect={clearable ?? false}
      nothingFoundMessage={t('common.no-results')}
      error={error}
    />
  );
};
