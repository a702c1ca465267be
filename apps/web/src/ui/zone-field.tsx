import { Select, type SelectProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useControlledField } from './use-controlled-field';

type ZoneFieldProps<T extends FieldValues> = Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'data' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** The IANA zones offered (the referential's); the field's own value is offered even when it is not among them. */
  zoneIds: readonly string[];
};

/** A form's IANA time zone, searched by name, bound to react-hook-form. */
export const ZoneField = <T extends FieldValues>({ control, name, zoneIds, ...props }: ZoneFieldProps<T>) => {
  const { t } = useTranslation();
  const { field, error } = useControlledField(control, name);
  const value = field.value as string;
  return (
    <Select
      {...props}
      data={zoneIds.includes(value) ? [...zoneIds] : [value, ...zoneIds]}
      value={value}
      onChange={(zone) => zone && field.onChange(zone)}
      onBlur={field.onBlur}
      ref={field.ref}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('common.no-results')}
      error={error}
    />
  );
};
