import type { AccountOption } from '@console/domain/account/account.schema';
import type { SensorListFilter, SensorListQuery } from '@console/domain/sensor/sensor-list.schema';
import { SENSOR_STATES, SENSOR_USAGES, type SensorState, type SensorUsage } from '@console/domain/sensor/sensor.schema';
import { Button, Collapse, Group, MultiSelect, Paper, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../ui/use-is-mobile';
import { countActiveFilters } from './sensor-list-query';

/** Typing in the serial search updates the URL (and the list) once the user pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

export type FilterChange = (change: Partial<SensorListFilter>, options?: { replace?: boolean }) => void;

type SensorFiltersProps = {
  query: SensorListQuery;
  tags: string[];
  /** Accounts to filter by; null hides the filter (farmers see one account only). */
  accounts: AccountOption[] | null;
  onChange: FilterChange;
  onReset: () => void;
};

/** The /sensors filters of the issue: serial prefix, states, usages, tags, faulty only, account. */
export const SensorFilters = ({ query, tags, accounts, onChange, onReset }: SensorFiltersProps) => {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [isOpen, panel] = useDisclosure(false);
  const [search, setSearch] = useState(query.search ?? '');
  const activeCount = countActiveFilters(query);

  // Back, forward or a reset change the URL under the field: show what the list is filtered by.
  useEffect(() => {
    setSearch(query.search ?? '');
  }, [query.search]);

  const commitSearch = useDebouncedCallback((value: string) => {
    onChange({ search: value.trim() || undefined }, { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  const searchField = (
    <TextInput
      label={t('sensors.filters.search')}
      placeholder={t('sensors.filters.search-placeholder')}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={search}
      onChange={(event) => {
        setSearch(event.currentTarget.value);
        commitSearch(event.currentTarget.value);
      }}
      size="sm"
      type="search"
    />
  );

  const fields = (
    <>
      <MultiSelect
        label={t('sensors.filters.states')}
        placeholder={query.states?.length ? undefined : t('sensors.filters.all')}
        data={SENSOR_STATES.map((state) => ({ value: state, label: t(`sensors.states.${state}`) }))}
        value={query.states ?? []}
        onChange={(states) => onChange({ states: states as SensorState[] })}
        clearable
        size="sm"
      />
      <MultiSelect
        label={t('sensors.filters.usages')}
        placeholder={query.usages?.length ? undefined : t('sensors.filters.all')}
        data={SENSOR_USAGES.map((usage) => ({ value: usage, label: t(`sensors.usages.${usage}`) }))}
        value={query.usages ?? []}
        onChange={(usages) => onChange({ usages: usages as SensorUsage[] })}
        clearable
        size="sm"
      />
      <MultiSelect
        label={t('sensors.filters.tags')}
        placeholder={query.tags?.length ? undefined : t('sensors.filters.all')}
        data={[...new Set([...tags, ...(query.tags ?? [])])]}
        value={query.tags ?? []}
        onChange={(selected) => onChange({ tags: selected })}
        searchable
        clearable
        nothingFoundMessage={t('common.no-results')}
        size="sm"
      />
      {accounts && (
        <Select
          label={t('sensors.filters.account')}
          placeholder={t('sensors.filters.all-accounts')}
          data={accounts.map((account) => ({ value: account.id, label: account.name }))}
          value={query.accountId ?? null}
          onChange={(accountId) => onChange({ accountId: accountId ?? undefined })}
          searchable
          clearable
          nothingFoundMessage={t('common.no-results')}
          size="sm"
        />
      )}
    </>
  );

  const faultyOnly = (
    <Switch
      label={t('sensors.filters.faulty-only')}
      checked={query.faultyOnly ?? false}
      onChange={(event) => onChange({ faultyOnly: event.currentTarget.checked || undefined })}
    />
  );

  const resetButton = (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      leftSection={<IconFilterOff size={16} aria-hidden="true" />}
      onClick={() => {
        setSearch('');
        onReset();
      }}
      disabled={activeCount === 0}
    >
      {t('sensors.filters.reset')}
    </Button>
  );

  if (isMobile) {
    return (
      <Paper withBorder radius="md" p="sm" component="section" aria-label={t('sensors.filters.title')}>
        {searchField}
        <Group justify="space-between" mt="sm">
          <Button
            variant="light"
            size="sm"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
            onClick={panel.toggle}
            aria-expanded={isOpen}
          >
            {t('sensors.filters.more', { count: activeCount })}
          </Button>
          {resetButton}
        </Group>
        <Collapse expanded={isOpen}>
          <SimpleGrid cols={1} spacing="sm" mt="sm">
            {fields}
            {faultyOnly}
          </SimpleGrid>
        </Collapse>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('sensors.filters.title')}>
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        {searchField}
        {fields}
        <Group justify="space-between" align="flex-end" wrap="nowrap" pb={4}>
          {faultyOnly}
          {resetButton}
        </Group>
      </SimpleGrid>
    </Paper>
  );
};
