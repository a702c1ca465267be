import { profileEndpoints } from '@console/domain/profile/profile.endpoints';
import { SUPPORT_REDIRECT_WAIT_MS, type SupportLoginInfo } from '@console/domain/support/support.schema';
import { relativePath } from '@console/domain/url/relative-path';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';

export const loader = ({ request }: LoaderFunctionArgs) =>
  api.call(profileEndpoints.savLogin, { signal: request.signal });

/**
 * /sav-redirect?referrer=…: posts a single-use sign-in token to the after-sales site, which opens the referrer's page
 * (decision 145). "Try again" asks for a new token, as the site takes each one once.
 */
export const Component = () => {
  const login = useLoaderData<typeof loader>();
  // A new token is a new attempt: its own wait and its own post.
  return <SupportRedirect key={login.token} login={login} />;
};

const SupportRedirect = ({ login }: { login: SupportLoginInfo }) => {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const referrer = relativePath(searchParams.get('referrer'));
  const form = useRef<HTMLFormElement>(null);
  const isPosted = useRef(false);
  const [isWaitOver, setWaitOver] = useState(false);

  useEffect(() => {
    // React runs effects twice in development: the site would refuse the second post of the token as a replay.
    if (isPosted.current) return;
    isPosted.current = true;
    form.current?.submit();
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => setWaitOver(true), SUPPORT_REDIRECT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Stack align="center" gap="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz="h2">
        {t('pages.sav-redirect')}
      </Title>
      {/* A form post keeps the token out of the URLs that proxies and browser histories record. */}
      <form ref={form} method="post" action={login.action} hidden>
        <input type="hidden" name="token" value={login.token} />
        {referrer && <input type="hidden" name="referrer" value={referrer} />}
      </form>
      {!isWaitOver && <Loader aria-hidden="true" />}
      <Text role="status" aria-live="polite">
        {t(isWaitOver ? 'sav-redirect.slow' : 'sav-redirect.redirecting')}
      </Text>
      {isWaitOver && (
        <Group>
          <Button type="button" onClick={() => form.current?.submit()}>
            {t('sav-redirect.continue')}
          </Button>
          <Button
            type="button"
            variant="default"
            loading={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            {t('sav-redirect.retry')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};
