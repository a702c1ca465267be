import { registrationEndpoints } from '@console/domain/auth/registration.endpoints';
import { type RegisterInput, registerInputSchema } from '@console/domain/auth/self-service.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { api } from '../../api/api';
import { getPublicSettings } from '../../api/public-settings';
import { getFailureMessageKey, getFieldIssues } from '../../api/api-error';
import { currentLanguage } from '../../i18n/i18n';
import { paths } from '../../paths';
import { useFieldErrorText } from '../../ui/field-error';
import { applyFieldIssues } from '../../ui/form-issues';
import { PersonFields } from '../../ui/person-fields';
import { EMPTY_POSTAL_ADDRESS } from '../../ui/postal-address-fields';
import { CaptchaField } from './captcha-field';
import { FarmDetailsFields } from './farm-details-fields';
import { PublicFormPage } from './public-form-page';
import { reportError } from '../../ui/error-reporting';

export const loader = async () => ({ captchaSiteKey: (await getPublicSettings()).captchaSiteKey });

/**
 * /register: a farmer creates their farm's account. The e-mailed link that follows proves the address and lets
 * them choose a password.
 */
export const Component = () => {
  const { t, i18n } = useTranslation();
  const { captchaSiteKey } = useLoaderData<typeof loader>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: {
      account: { name: '', postalAddress: EMPTY_POSTAL_ADDRESS },
      admin: { firstName: '', lastName: '', email: '', language: currentLanguage() },
    },
    mode: 'onTouched',
  });
  const {
    setValue,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const fieldError = useFieldErrorText();

  const onSubmit = handleSubmit(async (input) => {
    try {
      await api.call(registrationEndpoints.register, { body: input });
      setSentTo(input.admin.email);
    } catch (error) {
      if (applyFieldIssues(setError, getFieldIssues(error)) > 0) return;
      const failure = getFailureMessageKey(error);
      if (failure === 'errors.technical') reportError('Registration failed', error);
      setError('root', { message: failure });
    }
  });

  if (sentTo) {
    return (
      <PublicFormPage title={t('register.title')}>
        <Alert color="lime" icon={<IconMailForward aria-hidden="true" />} role="status">
          {t('register.sent', { email: sentTo })}
        </Alert>
      </PublicFormPage>
    );
  }
  return (
    <PublicFormPage title={t('register.title')} subtitle={t('register.subtitle')}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={t('register.title')}>
          <Stack gap="xl">
            {errors.root?.message && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {t(errors.root.message)}
              </Alert>
            )}
            <FarmDetailsFields />
            <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Title order={2} fz="h4" component="legend" mb="sm">
                {t('register.person.title')}
              </Title>
              <PersonFields name="admin" languageLabel={t('profile.fields.language')} isSelf />
            </Stack>
            {captchaSiteKey && (
              <Stack gap={4}>
                <CaptchaField
                  siteKey={captchaSiteKey}
                  language={i18n.language}
                  onChange={(token) => setValue('captchaToken', token || undefined)}
                />
                {errors.captchaToken && (
                  <Text c="red" size="sm" role="alert">
                    {fieldError(errors.captchaToken)}
                  </Text>
                )}
              </Stack>
            )}
            <Stack gap="xs">
              <Button type="submit" loading={isSubmitting}>
                {t('register.submit')}
              </Button>
              <Text size="sm" ta="center">
                {t('register.have-account')}{' '}
                <Anchor component={Link} to={paths.login()}>
                  {t('login.submit')}
                </Anchor>
              </Text>
            </Stack>
          </Stack>
        </form>
      </FormProvider>
    </PublicFormPage>
  );
};
