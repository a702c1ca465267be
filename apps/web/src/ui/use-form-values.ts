import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/** Calls `onChange` with the form's values after each edit, so a multi-step form keeps a step's input. */
export const useFormValues = <T extends FieldValues>(
  watch: UseFormWatch<T>,
  onChange: ((values: T) => void) | undefined,
) => {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    const subscription = watch((values) => onChangeRef.current?.(values as T));
    return () => subscription.unsubscribe();
  }, [watch]);
};
