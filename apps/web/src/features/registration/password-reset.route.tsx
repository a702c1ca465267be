import { registrationEndpoints } from '@console/domain/auth/registration.endpoints';
import { newPasswordSchema } from '@console/domain/auth/self-service.schema';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { AuthLayout } from '../../ui/auth-layout';
import { LinkInvalid, loadLink } from '../../ui/link-invalid';
import { SetPasswordForm } from './set-password-form';

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const link = { params: { token: params.token ?? '' } };
  return {
    link,
    reset: await loadLink(() =>
      api.call(registrationEndpoints.describePasswordReset, { ...link, signal: request.signal }),
    ),
  };
};

/** /password-reset/{token}: a new password from the e-mailed link; every earlier session is signed out. */
export const Component = () => {
  const { t } = useTranslation();
  const { link, reset } = useLoaderData<typeof loader>();
  return (
    <AuthLayout>
      <Title order={1} fz="h2">
        {t('password-reset.title')}
      </Title>
      {reset ? (
        <Stack gap="md">
          <SetPasswordForm
            schema={newPasswordSchema(reset)}
            defaultValues={{ password: '' }}
            save={(body) => api.call(registrationEndpoints.resetPassword, { ...link, body })}
            email={reset.email}
            label={t('password-reset.title')}
            submitLabel={t('password-reset.submit')}
          />
        </Stack>
      ) : (
        <LinkInvalid />
      )}
    </AuthLayout>
  );
};
