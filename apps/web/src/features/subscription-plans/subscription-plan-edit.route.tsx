import { subscriptionEndpoints } from '@console/domain/subscription/subscription.endpoints';
import {
  DEFAULT_GRACE_DAYS,
  subscriptionPlanInputSchema,
  type SubscriptionPlanInput,
} from '@console/domain/subscription/subscription-plan.schema';
import { Anchor, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { readPayload } from '../../ui/action-payload';
import { SaveBar } from '../../ui/save-bar';
import { refusedSave, useFormAction, type FormActionResult } from '../../ui/use-form-action';
import { SubscriptionPlanForm } from './subscription-plan-form';

const NEW_PLAN: SubscriptionPlanInput = {
  code: '',
  labels: { fr: '', en: '', de: '', es: '' },
  countries: ['FR'],
  kind: 'campaign',
  graceDays: DEFAULT_GRACE_DAYS,
  autoRenew: false,
  active: true,
};

export const loader = async ({ params, request }: LoaderFunctionArgs) => ({
  plan: params.id
    ? await api.call(subscriptionEndpoints.getPlan, { params: { id: params.id }, signal: request.signal })
    : null,
});

export const action = async ({ params, request }: ActionFunctionArgs): Promise<FormActionResult> => {
  const body = await readPayload(request, subscriptionPlanInputSchema);
  const { signal } = request;
  try {
    await (params.id
      ? api.call(subscriptionEndpoints.updatePlan, { params: { id: params.id }, body, signal })
      : api.call(subscriptionEndpoints.createPlan, { body, signal }));
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Subscription plan save');
  }
};

/** /settings/subscription-plans/new and /:id: a plan's terms; one in use is withdrawn, never deleted. */
export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { plan } = useLoaderData<typeof loader>();
  const [isSaved, setSaved] = useState(false);
  const { submit, issues, isSaving } = useFormAction(() => {
    setSaved(true);
    notifications.show({ color: 'green', message: t('flash.update') });
  });

  // Only once the saved state has rendered does the leave guard stop asking.
  useEffect(() => {
    if (isSaved) void navigate(paths.settingsSubscriptionPlans());
  }, [isSaved, navigate]);

  const values: SubscriptionPlanInput = plan ? { ...plan, durationMonths: plan.durationMonths } : NEW_PLAN;
  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to={paths.settingsSubscriptionPlans()} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
        {t('pages.settings-subscription-plans')}
      </Anchor>
      <Title order={1}>{plan?.code ?? t('pages.settings-subscription-plan-new')}</Title>
      <SubscriptionPlanForm
        values={values}
        isLeaving={isSaving || isSaved}
        onSave={submit}
        issues={issues}
        footer={<SaveBar label={t('subscription-plans.save')} isSaving={isSaving} />}
      />
    </Stack>
  );
};
