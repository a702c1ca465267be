import type { AccountProfile } from '@console/domain/account/account-profile.schema';
import {
  updateAccountProfileInputSchema,
  type UpdateAccountProfileInput,
} from '@console/domain/account/account.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { EMPTY_POSTAL_ADDRESS, PostalAddressFields } from '../../ui/postal-address-fields';
import { SectionCard } from '../../ui/section-card';
import { TextField } from '../../ui/text-field';

export const ACCOUNT_PROFILE_MAX_WIDTH = 900;

/** The form's values for the account as saved; blanks where it has none yet. */
export const toAccountProfileValues = (account: AccountProfile): UpdateAccountProfileInput => ({
  name: account.name,
  siret: account.siret ?? undefined,
  postalAddress: account.postalAddress ?? EMPTY_POSTAL_ADDRESS,
});

type AccountProfileFormProps = {
  values: UpdateAccountProfileInput;
  readOnly: boolean;
  isSaving: boolean;
  onSave: (values: UpdateAccountProfileInput) => void;
  /** Field issues of the last failed save; a new array each time. */
  issues: FieldIssue[] | undefined;
  footer: ReactNode;
};

/** The account's name, SIRET and postal address, validated with the domain's updateAccountProfileInputSchema. */
export const AccountProfileForm = ({ values, readOnly, isSaving, onSave, issues, footer }: AccountProfileFormProps) => {
  const { t } = useTranslation();
  const form = useForm<UpdateAccountProfileInput>({
    resolver: zodResolver(updateAccountProfileInputSchema),
    defaultValues: values,
    mode: 'onTouched',
  });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = form;

  useEffect(() => reset(values), [values, reset]);
  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t('pages.account-profile')}>
        {!readOnly && <LeaveGuard when={isDirty && !isSaving} />}
        <Stack gap="lg" pb="md" maw={ACCOUNT_PROFILE_MAX_WIDTH}>
          <SectionCard title={t('account-profile.sections.company')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                control={control}
                name="name"
                label={t('account-profile.fields.name')}
                autoComplete="organization"
                withAsterisk={!readOnly}
                readOnly={readOnly}
              />
              <TextField
                control={control}
                name="siret"
                registerOptions={{ setValueAs: (value: string) => value.trim() || undefined }}
                label={t('account-profile.fields.siret')}
                description={t('account-profile.fields.siret-help')}
                inputMode="numeric"
                maxLength={14}
                autoComplete="off"
                readOnly={readOnly}
              />
            </SimpleGrid>
          </SectionCard>
          <SectionCard title={t('account-profile.sections.address')}>
            <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
              <PostalAddressFields name="postalAddress" />
            </fieldset>
          </SectionCard>
        </Stack>
        {!readOnly && footer}
      </form>
    </FormProvider>
  );
};
