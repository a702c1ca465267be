import type { AccountDetail, ManagedAccountType } from '@console/domain/account/account-list.schema';
import { updateAccountInputSchema, type UpdateAccountInput } from '@console/domain/account/account.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { EMPTY_POSTAL_ADDRESS } from '../../ui/postal-address-fields';
import { SaveBar } from '../../ui/save-bar';
import { ACCOUNT_FORM_MAX_WIDTH, AccountFields } from './account-fields';

/** The form's values: the account as it is, blanks where it has nothing. */
const toUpdateInput = (account: AccountDetail): UpdateAccountInput => {
  const postalAddress = account.postalAddress ?? EMPTY_POSTAL_ADDRESS;
  return {
    name: account.name,
    siret: account.siret,
    comment: account.comment ?? '',
    postalAddress,
    country: postalAddress.country,
  };
};

type AccountEditFormProps = {
  type: ManagedAccountType;
  account: AccountDetail;
  isSaving: boolean;
  onSave: (input: UpdateAccountInput) => void;
  onCancel: () => void;
  /** Field issues of the last refused save; a new array each time. */
  issues: FieldIssue[] | undefined;
};

/** The account's details, validated with the domain's updateAccountInputSchema. */
export const AccountEditForm = ({ type, account, isSaving, onSave, onCancel, issues }: AccountEditFormProps) => {
  const { t } = useTranslation();
  const form = useForm<UpdateAccountInput>({
    resolver: zodResolver(updateAccountInputSchema),
    defaultValues: toUpdateInput(account),
    mode: 'onTouched',
  });
  const {
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { isDirty },
  } = form;

  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  // The account's country is its address's (decision 060): one country field, in the address.
  const country = watch('postalAddress.country');
  useEffect(() => setValue('country', country), [country, setValue]);

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t('accounts.edit-title', { name: account.name })}>
        <LeaveGuard when={isDirty && !isSaving} />
        <Stack gap="lg" pb="md" maw={ACCOUNT_FORM_MAX_WIDTH}>
          <AccountFields type={type} prefix="" />
        </Stack>
        <SaveBar
          label={t('common.save')}
          isSaving={isSaving}
          before={
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          }
        />
      </form>
    </FormProvider>
  );
};
