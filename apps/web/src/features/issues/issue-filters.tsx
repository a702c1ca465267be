import type { AccountOption } from '@console/domain/account/account.schema';
import { ISSUE_STATUSES, type IssueListQuery, type IssueStatus } from '@console/domain/issue/issue-list.schema';
import {
  ISSUE_CATEGORIES,
  ISSUE_LEVELS,
  ISSUE_TYPES,
  type IssueCategory,
  type IssueLevel,
  type IssueType,
} from '@console/domain/issue/issue.schema';
import { Box, MultiSelect, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountFilter } from '../../ui/account-filter';
import { DateRangeFilter } from '../../ui/date-range-filter';
import { FilterPanel } from '../../ui/filter-panel';
import { useIsMobile } from '../../ui/use-is-mobile';
import { countActiveIssueFilters } from './issue-list-query';

const ALL = 'all';

type IssueFiltersProps = {
  query: IssueListQuery;
  /** Accounts to filter by; null hides the filter. */
  accounts: AccountOption[] | null;
  onChange: (change: Partial<IssueListQuery>) => void;
  onReset: () => void;
};

/** The /issues filters: type, level, category, status, account and opening day. */
export const IssueFilters = ({ query, accounts, onChange, onReset }: IssueFiltersProps) => {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const activeCount = countActiveIssueFilters(query);

  const status = (
    <Box>
      <Text size="sm" fw={500} mb={4} id="issue-status-label">
        {t('issues.fields.status')}
      </Text>
      <SegmentedControl
        aria-labelledby="issue-status-label"
        size="sm"
        fullWidth={isMobile}
        value={query.status ?? ALL}
        onChange={(value) => onChange({ status: value === ALL ? undefined : (value as IssueStatus) })}
        data={[ALL, ...ISSUE_STATUSES].map((value) => ({
          value,
          label: value === ALL ? t('issues.filters.all-statuses') : t(`issues.statuses.${value}`),
        }))}
      />
    </Box>
  );

  const fields = (
    <>
      <MultiSelect
        label={t('issues.filters.types')}
        placeholder={query.types?.length ? undefined : t('issues.filters.all')}
        data={ISSUE_TYPES.map((type) => ({ value: type, label: t(`issues.types.${type}`) }))}
        value={query.types ?? []}
        onChange={(types) => onChange({ types: types as IssueType[] })}
        searchable
        clearable
        nothingFoundMessage={t('common.no-results')}
        size="sm"
      />
      <MultiSelect
        label={t('issues.filters.levels')}
        placeholder={query.levels?.length ? undefined : t('issues.filters.all')}
        data={ISSUE_LEVELS.map((level) => ({ value: level, label: t(`issues.levels.${level}`) }))}
        value={query.levels ?? []}
        onChange={(levels) => onChange({ levels: levels as IssueLevel[] })}
        clearable
        size="sm"
      />
      <MultiSelect
        label={t('issues.filters.categories')}
        placeholder={query.categories?.length ? undefined : t('issues.filters.all')}
        data={ISSUE_CATEGORIES.map((category) => ({ value: category, label: t(`issues.categories.${category}`) }))}
        value={query.categories ?? []}
        onChange={(categories) => onChange({ categories: categories as IssueCategory[] })}
        clearable
        size="sm"
      />
      {accounts && (
        <AccountFilter
          accounts={accounts}
          label={t('issues.filters.account')}
          placeholder={t('issues.filters.all-accounts')}
          value={query.accountId}
          onChange={(accountId) => onChange({ accountId })}
        />
      )}
    </>
  );

  const dates = (
    <Box>
      <Text size="sm" fw={500} mb={4}>
        {t('issues.filters.opened')}
      </Text>
      <DateRangeFilter defaultRange={null} label={t('issues.filters.opened')} />
    </Box>
  );

  return (
    <FilterPanel
      title={t('issues.filters.title')}
      lead={status}
      fields={fields}
      extra={dates}
      activeCount={activeCount}
      onReset={onReset}
      moreLabel={t('issues.filters.more', { count: activeCount })}
      resetLabel={t('issues.filters.reset')}
    />
  );
};
