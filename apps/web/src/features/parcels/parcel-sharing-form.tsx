import type { AccountOption } from '@console/domain/account/account.schema';
import type { ParcelListItem } from '@console/domain/parcel/parcel-list.schema';
import { parcelSharingInputSchema, type ParcelSharingInput } from '@console/domain/parcel/parcel-sharing.schema';
import { SHARING_MODES, type SharingMode } from '@console/domain/parcel/parcel.schema';
import { Button, Checkbox, Group, MultiSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailsInput } from '../../ui/emails-input';
import { translateFieldError } from '../../ui/field-error';
import type { FieldIssue } from '../../ui/form-issues';

type ParcelSharingFormProps = {
  parcel: ParcelListItem;
  accounts: AccountOption[];
  isSaving: boolean;
  /** Refusals of the last save. */
  issues: FieldIssue[] | undefined;
  onSave: (input: ParcelSharingInput) => void;
  onCancel: () => void;
};

/** Who besides its account sees the parcel: nobody, everyone, listed addresses, listed accounts. */
export const ParcelSharingForm = ({ parcel, accounts, isSaving, issues, onSave, onCancel }: ParcelSharingFormProps) => {
  const { t, i18n } = useTranslation();
  const [modes, setModes] = useState<SharingMode[]>(parcel.sharingMode);
  const [emails, setEmails] = useState(parcel.sharedEmails);
  const [accountIds, setAccountIds] = useState(parcel.sharedAccounts.map((account) => account.accountId));
  const [localIssues, setLocalIssues] = useState<FieldIssue[]>();
  const shown = localIssues ?? issues ?? [];
  const errorOf = (field: string) => {
    const issue = shown.find((candidate) => candidate.path[0] === field);
    return issue && translateFieldError(t, (key) => i18n.exists(key), { message: issue.message });
  };

  return (
    <form
      aria-label={t('parcel.sharing.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = parcelSharingInputSchema.safeParse({
          sharingMode: modes,
          sharedEmails: emails,
          sharedAccountIds: accountIds,
        });
        setLocalIssues(
          input.success
            ? undefined
            : input.error.issues.map(({ path, message }) => ({ path: path as (string | number)[], message })),
        );
        if (input.success) onSave(input.data);
      }}
    >
      <Stack gap="md">
        <Checkbox.Group
          label={t('parcel.sharing.modes')}
          value={modes}
          onChange={(values) => setModes(values as SharingMode[])}
          error={errorOf('sharingMode')}
        >
          <Stack gap="xs" mt="xs">
            {SHARING_MODES.map((mode) => (
              <Checkbox
                key={mode}
                value={mode}
                label={t(`parcel.sharing-modes.${mode}`)}
                description={t(`parcel.sharing.mode-help.${mode}`)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {modes.includes('targeted') && (
          <EmailsInput value={emails} onChange={setEmails} error={errorOf('sharedEmails')} />
        )}
        {modes.includes('targeted_account') && (
          <MultiSelect
            label={t('parcel.sharing.accounts')}
            data={accounts
              .filter((account) => account.id !== parcel.accountId)
              .map((account) => ({ value: account.id, label: account.name }))}
            value={accountIds}
            onChange={setAccountIds}
            searchable
            nothingFoundMessage={t('common.no-results')}
            error={errorOf('sharedAccountIds')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
