import type { AccountOption } from '@console/domain/account/account.schema';
import { USER_STATES, type UserState } from '@console/domain/profile/profile.schema';
import type { RoleOption } from '@console/domain/role/role.schema';
import type { UserListFilter, UserListQuery } from '@console/domain/user/user-list.schema';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountFilter } from '../../ui/account-filter';
import { FilterPanel, SearchFilter } from '../../ui/filter-panel';
import { countActiveUserFilters } from './user-list-query';
import { useRoleChoices } from './use-role-choices';

export type UserFilterChange = (change: Partial<UserListFilter>, options?: { replace?: boolean }) => void;

type UserFiltersProps = {
  query: UserListQuery;
  roles: RoleOption[];
  /** Accounts to filter by; null hides the filter (one account's list). */
  accounts: AccountOption[] | null;
  onChange: UserFilterChange;
  onReset: () => void;
};

/** The users filters of the issue: a search in names and e-mails, the state, the role and the account. */
export const UserFilters = ({ query, roles, accounts, onChange, onReset }: UserFiltersProps) => {
  const { t } = useTranslation();
  const roleChoices = useRoleChoices(roles);
  const activeCount = countActiveUserFilters(query);
  return (
    <FilterPanel
      title={t('users.filters.title')}
      lead={
        <SearchFilter
          label={t('users.filters.search')}
          placeholder={t('users.filters.search-placeholder')}
          value={query.search}
          onChange={(search) => onChange({ search }, { replace: true })}
        />
      }
      fields={
        <>
          <Select
            label={t('users.fields.state')}
            placeholder={t('users.filters.all')}
            data={USER_STATES.map((state) => ({ value: state, label: t(`users.states.${state}`) }))}
            value={query.state ?? null}
            onChange={(state) => onChange({ state: (state as UserState | null) ?? undefined })}
            clearable
            size="sm"
          />
          <Select
            label={t('users.fields.role')}
            placeholder={t('users.filters.all')}
            data={roleChoices}
            value={query.roleId ?? null}
            onChange={(roleId) => onChange({ roleId: roleId ?? undefined })}
            searchable
            clearable
            nothingFoundMessage={t('common.no-results')}
            size="sm"
          />
          {accounts && (
            <AccountFilter
              accounts={accounts}
              label={t('users.fields.account')}
              placeholder={t('users.filters.all')}
              value={query.accountId}
              onChange={(accountId) => onChange({ accountId })}
            />
          )}
        </>
      }
      extra={null}
      activeCount={activeCount}
      onReset={onReset}
      moreLabel={t('users.filters.more', { count: activeCount })}
      resetLabel={t('users.filters.reset')}
    />
  );
};
