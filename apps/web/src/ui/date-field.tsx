import { DateInput, type DateInputProps } from '@mantine/dates';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { LocalizedDates } from './localized-dates';
import { useControlledField } from './use-controlled-field';

type DateFieldProps<T extends FieldValues> = Omit<DateInputProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** What a cleared optional date holds: undefined (the default), or null for a date the schema allows to be unset. */
  emptyValue?: null;
};

/**
 * A form's date (YYYY-MM-DD), bound to react-hook-form, whose calendar speaks the interface language. A required
 * date cleared holds '' (the schema's message); an optional one (`clearable`) holds undefined and leaves the payload.
 */
export const DateField = <T extends FieldValues>({
  control,
  name,
  clearable,
  emptyValue,
  ...props
}: DateFieldProps<T>) => {
  const { field, error } = useControlledField(control, name);
  return (
    <LocalizedDates>
      <DateInput
        {...props}
        clearable={clearable}
        value={(field.value as string | undefined) || null}
        onChange={(value) => field.onChange(value ?? (clearable ? emptyValue : ''))}
        onBlur={field.onBlur}
        error={error}
      />
    </LocalizedDates>
  );
};
