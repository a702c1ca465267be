import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from './field-error';

/** A controlled form field's value and handlers, and the translated text of its error. */
export const useControlledField = <T extends FieldValues>(control: Control<T>, name: FieldPath<T>) => {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  return { field, error: errorText(fieldState.error) };
};
