import { registrationEndpoints } from '@console/domain/auth/registration.endpoints';
import { newPasswordSchema } from '@console/domain/auth/self-service.schema';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { AuthLayout } from '../../ui/auth-layout';
import { LinkInvalid, loadLink } from '../../ui/link-invalid';
import { SetPasswordForm } from './set-password-form';

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const link = { params: { activationToken: params.activationToken ?? '' } };
  return {
    link,
    activation: await loadLink(() =>
      api.call(registrationEndpoints.describeActivation, { ...link, signal: request.signal }),
    ),
  };
};

/** /register/{activationToken}: an invited person chooses their password and is signed in. */
export const Component = () => {
  const { t } = useTranslation();
  const { link, activation } = useLoaderData<typeof loader>();
  return (
    <AuthLayout>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('register.activation.title')}
        </Title>
        {activation && (
          <Text c="dimmed">
            {t('register.activation.subtitle', { firstName: activation.firstName, account: activation.accountName })}
          </Text>
        )}
      </Stack>
      {activation ? (
        <SetPasswordForm
          schema={newPasswordSchema(activation)}
          defaultValues={{ password: '' }}
          save={(body) => api.call(registrationEndpoints.activate, { ...link, body })}
          email={activation.email}
          label={t('register.activation.title')}
          submitLabel={t('register.activation.submit')}
        />
      ) : (
        <LinkInvalid />
      )}
    </AuthLayout>
  );
};
