import type { AccountOption } from '@console/domain/account/account.schema';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@console/domain/subscription/subscription-status';
import type { SubscriptionPlan } from '@console/domain/subscription/subscription-plan.schema';
import type { SubscriptionListQuery } from '@console/domain/subscription/subscription.schema';
import { MultiSelect, Select, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountFilter } from '../../ui/account-filter';
import { FilterPanel, SearchFilter } from '../../ui/filter-panel';
import { countActiveSubscriptionFilters } from './subscription-list-query';
import { planLabel } from './subscription-labels';

/** The shortcut's window: the first renewal reminder's. */
export const ENDING_SOON_DAYS = 30;

type SubscriptionFiltersProps = {
  query: SubscriptionListQuery;
  accounts: AccountOption[];
  plans: SubscriptionPlan[];
  onChange: (change: Partial<SubscriptionListQuery>, options?: { replace?: boolean }) => void;
  onReset: () => void;
};

/** The /subscriptions filters: holder or reference, status, plan, holder account, and "ends within 30 days". */
export const SubscriptionFilters = ({ query, accounts, plans, onChange, onReset }: SubscriptionFiltersProps) => {
  const { t } = useTranslation();
  const activeCount = countActiveSubscriptionFilters(query);
  const fields = (
    <>
      <MultiSelect
        label={t('subscriptions.filters.status')}
        placeholder={query.status?.length ? undefined : t('subscriptions.filters.all')}
        data={SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: t(`subscriptions.statuses.${status}`) }))}
        value={query.status ?? []}
        onChange={(status) => onChange({ status: status as SubscriptionStatus[] })}
        clearable
        size="sm"
      />
      <Select
        label={t('subscriptions.filters.plan')}
        placeholder={t('subscriptions.filters.all')}
        data={plans.map((plan) => ({ value: plan.id, label: `${plan.code} · ${planLabel(plan)}` }))}
        value={query.planId ?? null}
        onChange={(planId) => onChange({ planId: planId ?? undefined })}
        clearable
        size="sm"
      />
      <AccountFilter
        accounts={accounts}
        label={t('subscriptions.filters.account')}
        placeholder={t('subscriptions.filters.all')}
        value={query.accountId}
        onChange={(accountId) => onChange({ accountId })}
      />
    </>
  );
  return (
    <FilterPanel
      title={t('subscriptions.filters.title')}
      lead={
        <SearchFilter
          label={t('subscriptions.filters.search')}
          placeholder={t('subscriptions.filters.search-placeholder')}
          value={query.search}
          onChange={(search) => onChange({ search }, { replace: true })}
        />
      }
      fields={fields}
      extra={
        <Switch
          label={t('subscriptions.filters.ending-soon', { count: ENDING_SOON_DAYS })}
          checked={query.endsWithinDays === ENDING_SOON_DAYS}
          onChange={(event) => onChange({ endsWithinDays: event.currentTarget.checked ? ENDING_SOON_DAYS : undefined })}
        />
      }
      activeCount={activeCount}
      onReset={onReset}
      moreLabel={t('subscriptions.filters.more', { count: activeCount })}
      resetLabel={t('subscriptions.filters.reset')}
    />
  );
};
