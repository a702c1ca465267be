import { FileInput, type FileInputProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useControlledField } from './use-controlled-field';

type FileFieldProps<T extends FieldValues> = Omit<
  FileInputProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'multiple'
> & { control: Control<T>; name: FieldPath<T> };

/** A form's one file, bound to react-hook-form: cleared, it holds undefined, as the schema's "required" expects. */
export const FileField = <T extends FieldValues>({ control, name, ...props }: FileFieldProps<T>) => {
  const { field, error } = useControlledField(control, name);
  return (
    <FileInput
      {...props}
      value={(field.value as File | undefined) ?? null}
      onChange={(file) => field.onChange(file ?? undefined)}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      clearable
      error={error}
    />
  );
};
