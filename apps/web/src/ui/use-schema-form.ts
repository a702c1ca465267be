import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldIssues, type FieldIssue } from './form-issues';

/**
 * A form checked by a domain schema, the API's own rules, from the first blur; the field issues of the last refused
 * save (a new array each time) go under their fields.
 */
export const useSchemaForm = <T extends FieldValues>(
  schema: z.ZodType<T, T>,
  values: DefaultValues<T>,
  issues: FieldIssue[] | undefined,
) => {
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: values, mode: 'onTouched' });
  const { setError } = form;
  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);
  return form;
};
