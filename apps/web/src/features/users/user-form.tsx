import type { AccessSubject } from '@console/domain/access/permissions';
import type { AccountOption } from '@console/domain/account/account.schema';
import { LANGUAGES } from '@console/domain/i18n/languages';
import type { PhoneCountry } from '@console/domain/phone/phone-number';
import type { RoleOption } from '@console/domain/role/role.schema';
import { canGrantRole } from '@console/domain/user/user-access';
import { createUserInputSchema, type CreateUserInput } from '@console/domain/user/user.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../ui/field-error';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { PhoneNumberField } from '../../ui/phone-number-field';
import { SectionCard } from '../../ui/section-card';
import { SelectField } from '../../ui/select-field';
import { useRoleChoices } from './use-role-choices';
import { TextField } from '../../ui/text-field';

export const USER_FORM_MAX_WIDTH = 900;

type UserFormProps = {
  /** The saved user, or the new one's defaults; a new object resets the form to it. */
  values: CreateUserInput;
  title: string;
  /** A new user (an invitation): the e-mail and the account can be chosen; afterwards they stay. */
  isNew: boolean;
  /** Accounts to invite into; null when the account is given (/my-users, an existing user). */
  accounts: AccountOption[] | null;
  /** The given account's name, shown when `accounts` is null. */
  accountName: string;
  /** The roles the caller may give, every account type's; the form offers the chosen account's type's. */
  roles: RoleOption[];
  /** Who fills the form: an administrator role of their own account is offered only to its administrators. */
  grantor: AccessSubject;
  /** The phone selector's country until a number is typed: the inviting person's, where the invited most likely are. */
  phoneCountry: PhoneCountry;
  /** Shown, not editable: the my-users rule or a missing edit right. */
  readOnly: boolean;
  /** True while saving, deleting or once saved: leaving no longer needs a confirmation. */
  isLeaving: boolean;
  onSave: (values: CreateUserInput) => void;
  /** Field issues of the last failed save; a new array each time. */
  issues: FieldIssue[] | undefined;
  footer: ReactNode;
};

/**
 * A user's fields, for an invitation and for later changes, validated with the domain's createUserInputSchema (the
 * update's fields are a part of it). The role select lists the roles of the chosen account's type.
 */
export const UserForm = ({
  values,
  title,
  isNew,
  accounts,
  accountName,
  roles,
  grantor,
  phoneCountry,
  readOnly,
  isLeaving,
  onSave,
  issues,
  footer,
}: UserFormProps) => {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<CreateUserInput>({
    resolver: zodResolver(createUserInputSchema),
    defaultValues: values,
    mode: 'onTouched',
  });
  const fieldError = useFieldErrorText();

  useEffect(() => reset(values), [values, reset]);
  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  const accountType = watch('accountType');
  const roleId = watch('roleId');
  const accountId = watch('accountId');
  // The saved role stays listed: the my-users rule lets a non-administrator edit an administrator's entry.
  const grantableRoles = roles.filter(
    (role) => role.id === values.roleId || canGrantRole(grantor, { accountId }, role),
  );
  const roleChoices = useRoleChoices(grantableRoles, accountType);

  const chooseAccount = (accountId: string | null) => {
    const account = accounts?.find((candidate) => candidate.id === accountId);
    setValue('accountId', account?.id ?? '', { shouldDirty: true, shouldValidate: true });
    if (account) setValue('accountType', account.type, { shouldDirty: true });
    // A role of another account type cannot stay chosen.
    const role = roles.find((candidate) => candidate.id === roleId);
    if (role && role.accountType !== account?.type) setValue('roleId', '', { shouldDirty: true });
  };

  const accountGroups = (['provider', 'farmer'] as const)
    .map((type) => ({
      group: t(`account-types.${type}`),
      items: (accounts ?? [])
        .filter((account) => account.type === type)
        .map((account) => ({ value: account.id, label: account.name })),
    }))
    .filter((group) => group.items.length > 0);

  // A UUID check would say "invalid format" about a choice not made yet: say it is required instead.
  const choiceError = (value: string, error: FieldError | undefined) =>
    fieldError(value ? error : error && { ...error, message: 'required' });

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={title}>
      {!readOnly && <LeaveGuard when={isDirty && !isLeaving} />}
      <Stack gap="lg" pb="md" maw={USER_FORM_MAX_WIDTH}>
        <SectionCard title={t('users.sections.identity')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              control={control}
              name="lastName"
              label={t('users.fields.lastName')}
              autoComplete="off"
              withAsterisk={!readOnly}
              readOnly={readOnly}
            />
            <TextField
              control={control}
              name="firstName"
              label={t('users.fields.firstName')}
              autoComplete="off"
              withAsterisk={!readOnly}
              readOnly={readOnly}
            />
            <TextField
              control={control}
              name="email"
              type="email"
              label={t('users.fields.email')}
              description={t(isNew ? 'users.fields.email-help' : 'users.fields.email-fixed')}
              autoComplete="off"
              withAsterisk={isNew}
              readOnly={!isNew || readOnly}
              disabled={!isNew}
            />
            <PhoneNumberField
              control={control}
              name="phoneNumber"
              defaultCountry={phoneCountry}
              label={t('users.fields.phoneNumber')}
              description={t('users.fields.phoneNumber-help')}
              readOnly={readOnly}
            />
            <SelectField
              control={control}
              name="language"
              values={LANGUAGES}
              labelPrefix="languages"
              label={t('users.fields.language')}
              description={t('users.fields.language-help')}
              withAsterisk={!readOnly}
              disabled={readOnly}
            />
          </SimpleGrid>
        </SectionCard>

        <SectionCard title={t('users.sections.access')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {accounts && isNew ? (
              <Controller
                control={control}
                name="accountId"
                render={({ field }) => (
                  <Select
                    label={t('users.fields.account')}
                    placeholder={t('users.fields.account-placeholder')}
                    data={accountGroups}
                    value={field.value || null}
                    onChange={chooseAccount}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    searchable
                    nothingFoundMessage={t('common.no-results')}
                    withAsterisk
                    error={choiceError(field.value, errors.accountId ?? errors.accountType)}
                  />
                )}
              />
            ) : (
              <TextInput label={t('users.fields.account')} value={accountName} readOnly disabled />
            )}
            <Controller
              control={control}
              name="roleId"
              render={({ field }) => (
                <Select
                  label={t('users.fields.role')}
                  placeholder={t(accountType ? 'users.fields.role-placeholder' : 'users.fields.role-needs-account')}
                  data={roleChoices}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  allowDeselect={false}
                  disabled={readOnly || !accountType}
                  withAsterisk={!readOnly}
                  error={choiceError(field.value, errors.roleId)}
                />
              )}
            />
          </SimpleGrid>
        </SectionCard>
      </Stack>
      {!readOnly && footer}
    </form>
  );
};
