import type { AccountListFilter, AccountListQuery } from '@console/domain/account/account-list.schema';
import type { AccountOption } from '@console/domain/account/account.schema';
import { COUNTRIES, type Country } from '@console/domain/address/postal-address.schema';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountFilter } from '../../ui/account-filter';
import { FilterPanel, SearchFilter } from '../../ui/filter-panel';
import { countActiveAccountFilters } from './account-list-query';

export type AccountFilterChange = (change: Partial<AccountListFilter>, options?: { replace?: boolean }) => void;

type AccountFiltersProps = {
  query: AccountListQuery;
  /** Providers to filter farms by; null hides the filter (providers see their own farms only). */
  providers: AccountOption[] | null;
  onChange: AccountFilterChange;
  onReset: () => void;
};

/** The filters of /providers and /farmers: a search by name, SIRET or city, the country and the farms' provider. */
export const AccountFilters = ({ query, providers, onChange, onReset }: AccountFiltersProps) => {
  const { t } = useTranslation();
  const activeCount = countActiveAccountFilters(query);

  const fields = (
    <>
      <Select
        label={t('accounts.filters.country')}
        placeholder={t('accounts.filters.all-countries')}
        data={COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) }))}
        value={query.country ?? null}
        onChange={(country) => onChange({ country: (country as Country | null) ?? undefined })}
        clearable
        size="sm"
      />
      {providers && (
        <AccountFilter
          accounts={providers}
          label={t('accounts.filters.provider')}
          placeholder={t('accounts.filters.all-providers')}
          value={query.providerId}
          onChange={(providerId) => onChange({ providerId })}
        />
      )}
    </>
  );

  return (
    <FilterPanel
      title={t('accounts.filters.title')}
      lead={
        <SearchFilter
          label={t('accounts.filters.search')}
          placeholder={t('accounts.filters.search-placeholder')}
          value={query.search}
          onChange={(search) => onChange({ search }, { replace: true })}
        />
      }
      fields={fields}
      extra={null}
      activeCount={activeCount}
      onReset={onReset}
      moreLabel={t('accounts.filters.more', { count: activeCount })}
      resetLabel={t('accounts.filters.reset')}
    />
  );
};
