import { fromStored, type MeasureUnit, toStored } from '@console/domain/country/measure-units';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useControlledField } from './use-controlled-field';

type NumberFieldProps<T extends FieldValues> = Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** What an emptied field holds: undefined (the default), or null for a number the schema allows to be unset. */
  emptyValue?: null;
  /** The unit the user types a stored measure in (acres for hectares); the form keeps the stored unit. */
  unit?: MeasureUnit;
};

/** Six decimals hide the binary noise of a round trip through a unit (10 ac back as 9.999999999999998). */
const shown = (unit: MeasureUnit, value: number) => Math.round(fromStored(unit, value) * 1e6) / 1e6;

/**
 * A form's number, bound to react-hook-form, with the translated text of its error. An emptied field holds
 * undefined, which is how optional numbers leave the payload and how a required one gets the schema's message.
 */
export const NumberField = <T extends FieldValues>({
  control,
  name,
  emptyValue,
  unit,
  ...props
}: NumberFieldProps<T>) => {
  const { field, error } = useControlledField(control, name);
  const value = field.value as number | null | undefined;
  return (
    <NumberInput
      {...props}
      value={value === null || value === undefined ? '' : unit ? shown(unit, value) : value}
      onChange={(typed) =>
        field.onChange(typed === '' ? emptyValue : unit ? toStored(unit, Number(typed)) : Number(typed))
      }
      onBlur={field.onBlur}
      ref={field.ref}
      error={error}
    />
  );
};
