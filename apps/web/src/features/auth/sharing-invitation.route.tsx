import { LANGUAGES } from '@console/domain/i18n/languages';
import {
  registerInvitedInputSchema,
  type RegisterInvitedInput,
  type SharingInvitation,
} from '@console/domain/parcel/parcel-sharing.schema';
import { sharingEndpoints } from '@console/domain/parcel/sharing.endpoints';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { getFieldIssues } from '../../api/api-error';
import { currentLanguage } from '../../i18n/i18n';
import { paths } from '../../paths';
import { isValidParam } from '../../session/access-rules';
import { AuthLayout } from '../../ui/auth-layout';
import { LinkInvalid, loadLink } from '../../ui/link-invalid';
import { PasswordField, TextField } from '../../ui/text-field';
import { reportError } from '../../ui/error-reporting';

/** The invitation, or null for an id that is mistyped or names no invitation (the card of other spent links). */
export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const id = params.invitationId ?? '';
  return {
    invitation: isValidParam('uuid', id)
      ? await loadLink(() => api.call(sharingEndpoints.invitation, { params: { id }, signal: request.signal }))
      : null,
  };
};

/**
 * /register/:invitationId/sharing-invitation: someone parcels were shared with by e-mail creates their account,
 * then is signed in and lands on the parcels shared with them.
 */
export const Component = () => {
  const { t } = useTranslation();
  const { invitation } = useLoaderData<typeof loader>();
  if (!invitation) {
    return (
      <AuthLayout>
        <Title order={1} fz="h2">
          {t('register.sharing.title')}
        </Title>
        <LinkInvalid text={t('register.sharing.link-invalid')} hasNewLink={false} />
      </AuthLayout>
    );
  }
  return <InvitationForm invitation={invitation} />;
};

/** The invited person's account form, or the way to sign in once the invitation was used. */
const InvitationForm = ({ invitation }: { invitation: SharingInvitation }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInvitedInput>({
    resolver: zodResolver(registerInvitedInputSchema),
    defaultValues: { firstName: '', lastName: '', password: '', language: currentLanguage() },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await api.call(sharingEndpoints.registerInvited, { params: { id: invitation.id }, body: input });
      await api.login(invitation.email, input.password);
      await navigate(paths.parcels(), { replace: true });
    } catch (error) {
      const issues = getFieldIssues(error);
      if (issues.length === 0) reportError('Registration failed', error);
      setError('root', { message: issues[0]?.message ?? 'errors.technical' });
    }
  });

  return (
    <AuthLayout>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('register.sharing.title')}
        </Title>
        <Text c="dimmed">
          {t('register.sharing.subtitle', { inviter: invitation.invitedBy, count: invitation.parcelCount })}
        </Text>
      </Stack>
      {invitation.isAccepted ? (
        <Alert color="blue">
          {t('register.errors.already-registered')}{' '}
          <Anchor component={Link} to={paths.login()}>
            {t('login.submit')}
          </Anchor>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('register.sharing.title')}>
          <Stack gap="md">
            {errors.root?.message && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {t(errors.root.message)}
              </Alert>
            )}
            <TextInput label={t('login.email')} value={invitation.email} readOnly />
            <TextField
              control={control}
              name="firstName"
              label={t('profile.fields.firstName')}
              autoComplete="given-name"
              withAsterisk
              data-autofocus
            />
            <TextField
              control={control}
              name="lastName"
              label={t('profile.fields.lastName')}
              autoComplete="family-name"
              withAsterisk
            />
            <PasswordField
              control={control}
              name="password"
              label={t('register.sharing.password')}
              description={t('register.sharing.password-help')}
              autoComplete="new-password"
              withAsterisk
            />
            <Controller
              control={control}
              name="language"
              render={({ field }) => (
                <Select
                  label={t('profile.fields.language')}
                  data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                />
              )}
            />
            <Button type="submit" loading={isSubmitting}>
              {t('register.sharing.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
};
