import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type AccountFilterProps = {
  accounts: { id: string; name: string }[];
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: (accountId: string | undefined) => void;
};

/** One account out of those the user may see, searchable: staff and providers see many. */
export const AccountFilter = ({ accounts, label, placeholder, value, onChange }: AccountFilterProps) => {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={accounts.map((account) => ({ value: account.id, label: account.name }))}
      value={value ?? null}
      onChange={(accountId) => onChange(accountId ?? undefined)}
      searchable
      clearable
      nothingFoundMessage={t('common.no-results')}
      size="sm"
    />
  );
};
