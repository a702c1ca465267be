import type { AccountOption } from '@console/domain/account/account.schema';
import { favouriteEndpoints } from '@console/domain/favourite/favourite.endpoints';
import type { PostalZone, ReferentialAccount } from '@console/domain/favourite/favourite.schema';
import { MultiSelect, Radio, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { get, useController, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { useFieldErrorText } from '../../ui/field-error';
import { SectionCard } from '../../ui/section-card';
import { useFavouriteEditor } from './favourite-editor-context';
import { useDebouncedCall } from './use-debounced-call';

type AccountSearch = { postalZones: PostalZone[]; search: string };

const searchAccounts = ({ postalZones, search }: AccountSearch, signal: AbortSignal) =>
  api.call(favouriteEndpoints.referentialAccounts, { body: { postalZones, search: search || undefined }, signal });

const accountDetail = (account: ReferentialAccount) => [account.postalCode, account.city].filter(Boolean).join(' ');

type AccountPickerProps = {
  value: string[];
  onChange: (accountIds: string[]) => void;
  onBlur: () => void;
  postalZones: PostalZone[];
  /** Names the chosen accounts the current search does not show. */
  accounts: AccountOption[];
  error: string | undefined;
};

/**
 * The accounts of a "some accounts" favourite: searched by name among those of the chosen postal zones
 * (`POST /favourites/referential/accounts`), at most a hundred shown at a time.
 */
const AccountPicker = ({ value, onChange, onBlur, postalZones, accounts, error }: AccountPickerProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { value: found, isPending } = useDebouncedCall({ postalZones, search: search.trim() }, searchAccounts);
  const names = new Map(accounts.map((account) => [account.id, account.name]));
  const details = new Map(found?.items.map((account) => [account.id, accountDetail(account)]));
  const options = [
    ...(found?.items.map((account) => ({ value: account.id, label: account.name })) ?? []),
    // The chosen accounts stay options (and named pills) when the search has moved on.
    ...value
      .filter((id) => !found?.items.some((account) => account.id === id))
      .map((id) => ({ value: id, label: names.get(id) ?? id })),
  ];
  const shown = found?.items.length ?? 0;
  return (
    <MultiSelect
      label={t('favourites.accounts.pick')}
      description={
        found && found.total > shown
          ? t('favourites.accounts.pick-more', { shown, total: found.total })
          : t('favourites.accounts.pick-help')
      }
      placeholder={t('favourites.accounts.pick-placeholder')}
      data={options}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {details.get(option.value) && (
            <Text size="xs" c="dimmed">
              {details.get(option.value)}
            </Text>
          )}
        </Stack>
      )}
      nothingFoundMessage={isPending ? t('common.loading') : t('common.no-results')}
      hidePickedOptions={false}
      clearable
      error={error}
      maxDropdownHeight={320}
    />
  );
};

/** The editor's second step: every account in the user's scope, or the ones chosen. */
export const Component = () => {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const { form, accounts } = useFavouriteEditor();
  const { field } = useController({ control: form.control, name: 'selection' });
  const postalZones = useWatch({ control: form.control, name: 'postalZones' });
  // Switching to "all" and back keeps the accounts chosen meanwhile.
  const chosen = useRef(field.value.type === 'some-selected' ? field.value.accountIds : []);
  const accountIdsError = get(form.formState.errors, 'selection.accountIds') as FieldError | undefined;

  return (
    <SectionCard title={t('favourites.editor.steps.accounts')}>
      <Stack gap="md">
        <Radio.Group
          label={t('favourites.accounts.choice-label')}
          value={field.value.type}
          onChange={(type) =>
            field.onChange(
              type === 'some-selected' ? { type, accountIds: chosen.current } : { type: 'all-selected' as const },
            )
          }
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="all-selected"
              label={t('favourites.accounts.all')}
              description={t('favourites.accounts.all-help')}
            />
            <Radio
              value="some-selected"
              label={t('favourites.accounts.some')}
              description={t('favourites.accounts.some-help')}
            />
          </Stack>
        </Radio.Group>
        {field.value.type === 'some-selected' && (
          <AccountPicker
            value={field.value.accountIds}
            onChange={(accountIds) => {
              chosen.current = accountIds;
              field.onChange({ type: 'some-selected', accountIds });
              if (accountIdsError) void form.trigger('selection');
            }}
            onBlur={field.onBlur}
            postalZones={postalZones}
            accounts={accounts}
            error={fieldError(accountIdsError)}
          />
        )}
      </Stack>
    </SectionCard>
  );
};
