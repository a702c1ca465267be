import { newPasswordSchema, type PasswordReset } from '@console/domain/auth/self-service.schema';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { AuthLayout } from '../../ui/auth-layout';
import { LinkInvalid, loadLink } from './link-invalid';
import { SetPasswordForm } from './set-password-form';

const resetPath = (token: string | undefined) => `/password-reset/${encodeURIComponent(token ?? '')}`;

export const loader = async ({ params, request }: LoaderFunctionArgs) => ({
  token: params.token ?? '',
  reset: await loadLink(() => api.get<PasswordReset>(resetPath(params.token), { signal: request.signal })),
});

/** /password-reset/{token}: a new password from the e-mailed link; every earlier session is signed out. */
export const Component = () => {
  const { t } = useTranslation();
  const { token, reset } = useLoaderData<typeof loader>();
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
            action={resetPath(token)}
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
