import { ACCOUNT_TYPES, type AccountType } from '@console/domain/account/account-type';
import type { RoleListFilter, RoleListQuery } from '@console/domain/role/role.schema';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterPanel, SearchFilter } from '../../ui/filter-panel';
import { countActiveRoleFilters } from './role-list-query';

type RoleFiltersProps = {
  query: RoleListQuery;
  onChange: (change: Partial<RoleListFilter>, options?: { replace?: boolean }) => void;
  onReset: () => void;
};

/** The /roles filters (spec point 3): a search in the label and the account type. */
export const RoleFilters = ({ query, onChange, onReset }: RoleFiltersProps) => {
  const { t } = useTranslation();
  const activeCount = countActiveRoleFilters(query);
  return (
    <FilterPanel
      title={t('roles.filters.title')}
      lead={
        <SearchFilter
          label={t('roles.filters.search')}
          placeholder={t('roles.filters.search-placeholder')}
          value={query.search}
          onChange={(search) => onChange({ search }, { replace: true })}
        />
      }
      fields={
        <Select
          label={t('roles.fields.accountType')}
          placeholder={t('roles.filters.all-account-types')}
          data={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`account-types.${type}`) }))}
          value={query.accountType ?? null}
          onChange={(value) => onChange({ accountType: (value as AccountType | null) ?? undefined })}
          clearable
          size="sm"
        />
      }
      extra={null}
      activeCount={activeCount}
      onReset={onReset}
      moreLabel={t('roles.filters.more', { count: activeCount })}
      resetLabel={t('roles.filters.reset')}
    />
  );
};
