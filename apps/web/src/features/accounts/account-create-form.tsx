import type { ManagedAccountType } from '@console/domain/account/account-list.schema';
import {
  type AccountOption,
  createAccountInputSchema,
  type CreateAccountInput,
} from '@console/domain/account/account.schema';
import type { Country } from '@console/domain/address/postal-address.schema';
import type { Language } from '@console/domain/i18n/languages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { useFieldErrorText } from '../../ui/field-error';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { EMPTY_POSTAL_ADDRESS } from '../../ui/postal-address-fields';
import { PersonFields } from '../../ui/person-fields';
import { SaveBar } from '../../ui/save-bar';
import { ACCOUNT_FORM_MAX_WIDTH, AccountFields, FormSection } from './account-fields';

const emptyInput = (): CreateAccountInput => ({
  account: { name: '', postalAddress: EMPTY_POSTAL_ADDRESS, comment: '' },
  admin: { firstName: '', lastName: '', email: '', language: currentLanguage() },
});

type AccountCreateFormProps = {
  type: ManagedAccountType;
  /** Providers staff may give a new farm to; null when the farm's provider is not chosen (a provider's own farm). */
  providers: AccountOption[] | null;
  /** Each country pack's language for its new users (decision 163). */
  countryDefaults: Record<Country, { language: Language }>;
  isSaving: boolean;
  /** True once the API accepted the account: leaving no longer needs a confirmation. */
  isSaved: boolean;
  onSave: (input: CreateAccountInput) => void;
  /** Field issues of the last refused save (an e-mail in use...); a new array each time. */
  issues: FieldIssue[] | undefined;
};

/**
 * A new provider or farm and its administrator, validated with the domain's createAccountInputSchema. The admin's role
 * is the account type's administrator role (decision 060); their language follows the address's country pack until
 * chosen (decision 163).
 */
export const AccountCreateForm = ({
  type,
  providers,
  countryDefaults,
  isSaving,
  isSaved,
  onSave,
  issues,
}: AccountCreateFormProps) => {
  const { t } = useTranslation();
  const form = useForm<CreateAccountInput>({
    resolver: zodResolver(createAccountInputSchema),
    defaultValues: emptyInput(),
    mode: 'onTouched',
  });
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    watch,
    formState: { errors, isDirty },
  } = form;
  const fieldError = useFieldErrorText();

  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  const country = watch('account.postalAddress.country');
  useEffect(() => {
    if (country && !getFieldState('admin.language').isDirty) {
      setValue('admin.language', countryDefaults[country].language);
    }
  }, [country, countryDefaults, getFieldState, setValue]);

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t(`pages.${type}-new`)}>
        <LeaveGuard when={isDirty && !isSaving && !isSaved} />
        <Stack gap="lg" pb="md" maw={ACCOUNT_FORM_MAX_WIDTH}>
          <AccountFields type={type} prefix="account.">
            {providers && (
              <Controller
                control={control}
                name="account.providerId"
                render={({ field }) => (
                  <Select
                    label={t('accounts.fields.provider')}
                    description={t('accounts.fields.provider-help')}
                    placeholder={t('accounts.fields.no-provider')}
                    data={providers.map((provider) => ({ value: provider.id, label: provider.name }))}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value ?? undefined)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    searchable
                    clearable
                    nothingFoundMessage={t('common.no-results')}
                    error={fieldError(errors.account?.providerId)}
                  />
                )}
              />
            )}
          </AccountFields>

          <FormSection title={t('accounts.sections.admin')}>
            <Text size="sm" c="dimmed" mb="md">
              {t(`accounts.${type}.admin-help`)}
            </Text>
            <PersonFields
              name="admin"
              languageLabel={t('accounts.fields.admin-language')}
              languageDescription={t('accounts.fields.admin-language-help')}
              isSelf={false}
            />
          </FormSection>
        </Stack>
        <SaveBar
          label={t(`accounts.${type}.create`)}
          isSaving={isSaving}
          icon={<IconSend size={18} aria-hidden="true" />}
        />
      </form>
    </FormProvider>
  );
};
