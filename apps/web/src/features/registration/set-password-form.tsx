import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { api } from '../../api/api';
import { getFieldIssues, isApiError, mfaChallengeOf } from '../../api/api-error';
import { paths } from '../../paths';
import { applyFieldIssues } from '../../ui/form-issues';
import { NewPasswordFields } from './new-password-fields';
import { reportError } from '../../ui/error-reporting';

type SetPasswordFormProps<T extends FieldValues & { password: string }> = {
  /** The payload's schema, from the domain, with the person's identity for the password rule. */
  schema: z.ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  /** Saves the password (and what else the form holds) through the registration's endpoint. */
  save: (values: T) => Promise<unknown>;
  email: string;
  label: string;
  submitLabel: string;
  /** Fields shown before the password (a farm's details). */
  children?: ReactNode;
};

/**
 * Activation and password reset end the same way: the new password is saved, the person is signed in with it and
 * lands on their start page.
 */
export const SetPasswordForm = <T extends FieldValues & { password: string }>({
  schema,
  defaultValues,
  save,
  email,
  label,
  submitLabel,
  children,
}: SetPasswordFormProps<T>) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      if (applyFieldIssues(setError, getFieldIssues(error)) > 0) return;
      const gone = isApiError(error) && error.status === 404;
      if (!gone) reportError('Saving the password failed', error);
      setError('root', { message: gone ? 'register.link-invalid.text' : 'errors.technical' });
      return;
    }
    try {
      await api.login(email, values.password);
    } catch (error) {
      // A second factor is still asked for (decision 183): the sign-in page takes the step over.
      const challenge = mfaChallengeOf(error);
      if (!challenge) throw error;
      await navigate(paths.login(), { replace: true, state: { challenge } });
      return;
    }
    await navigate(paths.home(), { replace: true });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack gap="md">
          {errors.root?.message && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {t(errors.root.message)}
            </Alert>
          )}
          {children}
          <NewPasswordFields email={email} />
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
};
