import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useControlledField } from './use-controlled-field';

type NumberFieldProps<T extends FieldValues> = Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** What an emptied field holds: undefined (the default), or null for a number the schema allows to be unset. */
  emptyValue?: null;
};

/**
 * A form's number, bound to react-hook-form, with the translated text of its error. An emptied field holds
 * undefined, which is how optional numbers leave the payload and how a required one gets the schema's message.
 */
export const NumberField = <T extends FieldValues>({ control, name, emptyValue, ...props }: NumberFieldProps<T>) => {
  const { field, error } = useControlledField(control, name);
  return (
    <NumberInput
      {...props}
      value={(field.value as number | null | undefined) ?? ''}
      onChange={(value) => field.onChange(value === '' ? emptyValue : Number(value))}
      onBlur={field.onBlur}
      ref={field.ref}
      error={error}
    />
  );
};
