import type { userEndpoints } from '@console/domain/user/user.endpoints';
import { userEntryRoutes } from '@console/domain/user/user.entry-routes';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { ApiError } from '../../api/api-error';

/** /login/access-link-token/{token}: ask the API where the link leads, then send the browser there. */
export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const token = params.accessLinkToken ?? '';
  const { url } = await api.callRoute<typeof userEndpoints.redeemAccessLink>(userEntryRoutes.redeemAccessLink, {
    params: { token },
    signal: request.signal,
  });
  if (!/^https?:\/\//i.test(url) && !url.startsWith('/')) throw ApiError.notFound(url);
  window.location.assign(url);
  return null;
};

export const Component = () => {
  const { t } = useTranslation();
  return (
    <Center h="100dvh">
      <Stack align="center">
        <Loader aria-hidden="true" />
        <Text role="status">{t('common.redirecting')}</Text>
      </Stack>
    </Center>
  );
};
