import { Switch, type SwitchProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useControlledField } from './use-controlled-field';

type SwitchFieldProps<T extends FieldValues> = Omit<SwitchProps, 'checked' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A form's yes or no, bound to react-hook-form. */
export const SwitchField = <T extends FieldValues>({ control, name, ...props }: SwitchFieldProps<T>) => {
  const { field, error } = useControlledField(control, name);
  return (
    <Switch
      {...props}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      ref={field.ref}
      error={error}
    />
  );
};
