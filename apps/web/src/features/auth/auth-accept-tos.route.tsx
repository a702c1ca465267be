import type { profileEndpoints } from '@console/domain/profile/profile.endpoints';
import { profileEntryRoutes } from '@console/domain/profile/profile.entry-routes';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { isApiError } from '../../api/api-error';
import { paths, safeReferrer } from '../../paths';
import { AuthLayout } from '../../ui/auth-layout';

const nextPath = (request: Request) => safeReferrer(new URL(request.url).searchParams.get('referrer')) ?? paths.home();

/** Nothing to accept (404) means the user goes on to where they were heading. */
export const loader = async ({ request }: LoaderFunctionArgs) => {
  try {
    return await api.callRoute<typeof profileEndpoints.termsToAccept>(profileEntryRoutes.termsToAccept, {
      signal: request.signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw redirect(nextPath(request));
    throw error;
  }
};

export const action = async ({ request }: ActionFunctionArgs) => {
  await api.callRoute<typeof profileEndpoints.acceptTerms>(profileEntryRoutes.acceptTerms, { signal: request.signal });
  throw redirect(nextPath(request));
};

export const Component = () => {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <AuthLayout>
      <Stack gap="xs">
        <Title order={1} fz="h2">
          {t('tos.title')}
        </Title>
        <Text>{t('tos.description')}</Text>
      </Stack>
      <Anchor href={paths.termsDocument()} target="_blank" rel="noopener">
        <Group gap={6} wrap="nowrap">
          <IconFileText size={20} aria-hidden="true" />
          {t('tos.document')}
        </Group>
      </Anchor>
      <Form method="post">
        <Stack gap="sm">
          <Button type="submit" fullWidth loading={navigation.state === 'submitting'}>
            {t('tos.accept')}
          </Button>
          <Anchor component={Link} to={paths.logout()} size="sm" ta="center">
            {t('tos.logout')}
          </Anchor>
        </Stack>
      </Form>
    </AuthLayout>
  );
};
