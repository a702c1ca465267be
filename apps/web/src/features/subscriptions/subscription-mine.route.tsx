import { subscriptionEndpoints } from '@console/domain/subscription/subscription.endpoints';
import type { SubscriptionStatus } from '@console/domain/subscription/subscription-status';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDownload, IconHandStop } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { useFileDownload } from '../../ui/use-file-download';
import { type FormActionResult, useFormAction } from '../../ui/use-form-action';
import { planLabel } from './subscription-labels';
import { refusedChange } from '../../ui/refused-change';
import { SubscriptionView } from './subscription-view';

/** A holder asks for a renewal once the end is near, or past. */
const ASKABLE: readonly SubscriptionStatus[] = ['to_renew', 'grace', 'expired'];

export const loader = async ({ params, request }: LoaderFunctionArgs) => ({
  subscription: await api.call(subscriptionEndpoints.getMine, {
    params: { id: params.id ?? '' },
    signal: request.signal,
  }),
});

export const action = async ({ params, request }: ActionFunctionArgs): Promise<FormActionResult> => {
  try {
    await api.call(subscriptionEndpoints.requestRenewal, { params: { id: params.id ?? '' }, signal: request.signal });
    return { ok: true };
  } catch (error) {
    return refusedChange(error, 'Renewal request', 'subscriptions.errors');
  }
};

/**
 * /subscriptions-mine/:id: one of the reader's own subscriptions, read-only but for its attestation and asking its
 * seller to renew.
 */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { subscription } = useLoaderData<typeof loader>();
  const request = useFormAction(() =>
    notifications.show({ color: 'green', message: t('subscriptions.done.renewal-requested') }),
  );
  const refusal = request.issues?.find((issue) => issue.path.length === 0);
  useEffect(() => {
    if (refusal) notifications.show({ color: 'red', message: t(refusal.message) });
  }, [refusal, t]);
  const attestation = useFileDownload();
  // Asking takes managing the account: a read-only user reads the subscription and its attestation only.
  const canAsk =
    ASKABLE.includes(subscription.status) && !subscription.isCancelled && isAllowed('can:edit:myAccount', profile, {});
  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to={paths.subscriptionsMine()} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
        {t('pages.subscriptions-mine')}
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={1}>{planLabel(subscription.plan)}</Title>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            loading={attestation.isDownloading}
            onClick={() =>
              void attestation.download(
                () => api.download(subscriptionEndpoints.attestation, { params: { id: subscription.id } }),
                'attestation.pdf',
                'Attestation download',
              )
            }
          >
            {t('subscriptions.attestation.download')}
          </Button>
          {canAsk && (
            <Button
              leftSection={<IconHandStop size={18} aria-hidden="true" />}
              loading={request.isSaving}
              onClick={() => request.submit({})}
            >
              {t('subscriptions.actions.request-renewal')}
            </Button>
          )}
        </Group>
      </Group>
      <SubscriptionView subscription={subscription} linkTo={paths.subscriptionMine} />
    </Stack>
  );
};
