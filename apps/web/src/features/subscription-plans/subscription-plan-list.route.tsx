import { subscriptionEndpoints } from '@console/domain/subscription/subscription.endpoints';
import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { currentLanguage } from '../../i18n/i18n';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';

export const loader = async ({ request }: LoaderFunctionArgs) => ({
  plans: await api.call(subscriptionEndpoints.plans, { signal: request.signal }),
});

/** /settings/subscription-plans: every plan, withdrawn ones included, by code. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { plans } = useLoaderData<typeof loader>();
  const canEdit = isAllowed('staff:edit:subscriptions', profile, {});

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('pages.settings-subscription-plans')}</Title>
        {canEdit && (
          <Button
            component={Link}
            to={paths.settingsSubscriptionPlanNew()}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('pages.settings-subscription-plan-new')}
          </Button>
        )}
      </Group>
      <Text c="dimmed" maw={760}>
        {t('subscription-plans.intro')}
      </Text>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('pages.settings-subscription-plans')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('subscription-plans.fields.code')}</Table.Th>
              <Table.Th>{t('subscription-plans.fields.label')}</Table.Th>
              <Table.Th>{t('subscription-plans.fields.kind')}</Table.Th>
              <Table.Th>{t('subscription-plans.fields.countries')}</Table.Th>
              <Table.Th ta="right">{t('subscription-plans.fields.graceDays')}</Table.Th>
              <Table.Th ta="right">{t('subscription-plans.fields.subscriptionCount')}</Table.Th>
              <Table.Th>{t('subscription-plans.fields.active')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plans.map((plan) => (
              <Table.Tr key={plan.id}>
                <Table.Td>
                  {canEdit ? (
                    <Anchor component={Link} to={paths.settingsSubscriptionPlan(plan.id)} fw={600}>
                      {plan.code}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{plan.code}</Text>
                  )}
                </Table.Td>
                <Table.Td>{plan.labels[currentLanguage()]}</Table.Td>
                <Table.Td>
                  {plan.durationMonths
                    ? t('subscription-plans.months', { count: plan.durationMonths })
                    : t('subscription-plans.kinds.campaign')}
                </Table.Td>
                <Table.Td>{plan.countries.map((country) => t(`countries.${country}`)).join(', ')}</Table.Td>
                <Table.Td ta="right">{plan.graceDays}</Table.Td>
                <Table.Td ta="right">{plan.subscriptionCount}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge variant="light" color={plan.active ? 'lime' : 'gray'} style={{ overflow: 'visible' }}>
                    {t(plan.active ? 'subscription-plans.sold' : 'subscription-plans.withdrawn')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
};
