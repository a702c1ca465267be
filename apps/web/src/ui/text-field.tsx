import { PasswordInput, Textarea, TextInput } from '@mantine/core';
import type { ComponentProps, ComponentType } from 'react';
import {
  get,
  useFormState,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import { useFieldErrorText } from './field-error';

type RegisteredFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** react-hook-form's `register` options, e.g. `setValueAs` to drop an empty optional text. */
  registerOptions?: RegisterOptions<T, FieldPath<T>>;
};

/** What the form gives the input: its registration and the text of its error. */
type Bound = 'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur';

/**
 * A text input registered on its form as a plain input would be (`register`: uncontrolled, so an untouched field
 * holds what the input holds), showing the translated text of its error.
 */
const registeredField = <P extends object>(Input: ComponentType<P>) => {
  const RegisteredField = <T extends FieldValues>({
    control,
    name,
    registerOptions,
    ...props
  }: Omit<P, Bound> & RegisteredFieldProps<T>) => {
    const { errors } = useFormState({ control, name });
    const errorText = useFieldErrorText();
    const error = errorText(get(errors, name) as FieldError | undefined);
    return <Input {...(props as P)} {...control.register(name, registerOptions)} error={error} />;
  };
  return RegisteredField;
};

/** A form's one-line text. */
export const TextField = registeredField<ComponentProps<typeof TextInput>>(TextInput);
/** A form's text of several lines. */
export const TextareaField = registeredField<ComponentProps<typeof Textarea>>(Textarea);
/** A form's password; its show/hide button speaks the interface language (library-texts.tsx). */
export const PasswordField = registeredField<ComponentProps<typeof PasswordInput>>(PasswordInput);
