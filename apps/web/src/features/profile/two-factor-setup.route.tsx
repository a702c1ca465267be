import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths, safeReferrer } from '../../paths';
import { profileContext } from '../../session/profile-context';
import { AuthLayout } from '../../ui/auth-layout';
import { TotpEnrolmentSteps } from './two-factor/totp-enrolment';

const nextPath = (referrer: string | null) => safeReferrer(referrer) ?? paths.home();

/** Nothing to set up (not required, or done in another tab) means the user goes on to where they were heading. */
export const loader = ({ request, context }: LoaderFunctionArgs) => {
  const { secondFactor } = context.get(profileContext);
  if (!secondFactor.required || secondFactor.enrolled) {
    throw redirect(nextPath(new URL(request.url).searchParams.get('referrer')));
  }
  return null;
};

/**
 * Where the gate sends a user who must sign in in two steps and has no second factor yet (decision 184): the app is
 * set up here, before anything else, as the terms are accepted at /accept-tos.
 */
export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <Stack gap="xs">
        <Title order={1} fz="h2">
          {t('two-factor-setup.title')}
        </Title>
        <Text>{t('two-factor-setup.description')}</Text>
      </Stack>
      <TotpEnrolmentSteps onDone={() => void navigate(nextPath(searchParams.get('referrer')), { replace: true })} />
      <Anchor component={Link} to={paths.logout()} size="sm" ta="center">
        {t('tos.logout')}
      </Anchor>
    </AuthLayout>
  );
};
