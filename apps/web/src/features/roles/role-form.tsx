import { ACCESS_KEYS, type AccessKey, type Rights } from '@console/domain/access/rights';
import { ACCOUNT_TYPES, type AccountType } from '@console/domain/account/account-type';
import { allowedRights, canReachStartPage, reachableStartPages } from '@console/domain/role/role-rules';
import { ROLE_LABEL_MAX_LENGTH, roleInputSchema, type RoleInput } from '@console/domain/role/role.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComboboxItem, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../ui/field-error';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { SectionCard } from '../../ui/section-card';
import { RightsMatrix } from './rights-matrix';
import { startPageLabel } from './start-page-label';
import { TextField } from '../../ui/text-field';

export const ROLE_FORM_MAX_WIDTH = 960;

/** The label's other languages: optional, the French label shows where one is empty. */
const TRANSLATED_LABELS = ['labelEn', 'labelDe', 'labelEs'] as const;

type RoleFormProps = {
  /** The saved role; a new object after each save resets the form to it. */
  values: RoleInput;
  title: string;
  /** Shown, not editable: for readers without the edit right. */
  readOnly: boolean;
  /** Users hold the role: its account type cannot change (their accounts are of that type). */
  isInUse: boolean;
  /** True while saving, deleting or once saved: leaving no longer needs a confirmation. */
  isLeaving: boolean;
  onSave: (values: RoleInput) => void;
  /** Field issues of the last failed save; a new array each time. */
  issues: FieldIssue[] | undefined;
  /** The submit bar. */
  footer: ReactNode;
};

/**
 * The role's fields, validated with the domain's roleInputSchema: the same rules as the API, so a right the account
 * type may not hold or a start page the role cannot reach is shown before sending.
 */
export const RoleForm = ({ values, title, readOnly, isInUse, isLeaving, onSave, issues, footer }: RoleFormProps) => {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    trigger,
    watch,
    formState: { errors, isDirty },
  } = useForm<RoleInput>({ resolver: zodResolver(roleInputSchema), defaultValues: values, mode: 'onTouched' });
  const fieldError = useFieldErrorText();

  useEffect(() => reset(values), [values, reset]);
  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  const accountType = watch('accountType');
  const rights = watch('rights');
  const isAdmin = watch('isAdmin');
  const startPage = watch('startPage');
  const role = { accountType, rights, isAdmin };

  // The start page's choices follow the rights; a page the role no longer reaches stays shown, with its error.
  const changeRole = (change: { accountType?: AccountType; rights?: Rights }) => {
    const nextType = change.accountType ?? accountType;
    if (change.accountType) setValue('accountType', nextType, { shouldDirty: true });
    setValue('rights', allowedRights(nextType, change.rights ?? rights), { shouldDirty: true });
    void trigger(['startPage', ...ACCESS_KEYS.map((key) => `rights.${key}` as const)]);
  };
  const startPages: ComboboxItem[] = reachableStartPages(role).map((page) => ({
    value: page,
    label: startPageLabel(t, page),
  }));
  if (startPage && !canReachStartPage(role, startPage)) {
    startPages.push({ value: startPage, label: startPageLabel(t, startPage), disabled: true });
  }

  const rightErrors = Object.fromEntries(
    ACCESS_KEYS.flatMap((key) => {
      const message = fieldError(errors.rights?.[key]);
      return message ? [[key, message]] : [];
    }),
  ) as Partial<Record<AccessKey, string>>;

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={title}>
      {!readOnly && <LeaveGuard when={isDirty && !isLeaving} />}
      <Stack gap="lg" pb="md" maw={ROLE_FORM_MAX_WIDTH}>
        <SectionCard title={t('roles.sections.role')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              control={control}
              name="labelFr"
              label={t('roles.fields.labelFr')}
              description={t('roles.fields.labelFr-help')}
              maxLength={ROLE_LABEL_MAX_LENGTH}
              withAsterisk={!readOnly}
              readOnly={readOnly}
              autoComplete="off"
            />
            <Select
              label={t('roles.fields.accountType')}
              description={t(isInUse ? 'roles.errors.account-type-in-use' : 'roles.fields.accountType-help')}
              data={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`account-types.${type}`) }))}
              value={accountType}
              onChange={(value) => value && changeRole({ accountType: value as AccountType })}
              allowDeselect={false}
              disabled={readOnly || isInUse}
              withAsterisk={!readOnly}
              error={fieldError(errors.accountType)}
            />
            <Controller
              control={control}
              name="startPage"
              render={({ field }) => (
                <Select
                  label={t('roles.fields.startPage')}
                  description={t('roles.fields.startPage-help')}
                  data={startPages}
                  value={field.value || null}
                  onChange={(value) => {
                    if (!value) return;
                    field.onChange(value);
                    // An error shown by a rights change goes as soon as a reachable page is chosen.
                    if (errors.startPage) void trigger('startPage');
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  allowDeselect={false}
                  disabled={readOnly}
                  withAsterisk={!readOnly}
                  error={fieldError(errors.startPage)}
                />
              )}
            />
            <Switch
              {...register('isAdmin')}
              label={t('roles.fields.isAdmin')}
              description={t('roles.fields.isAdmin-help')}
              disabled={readOnly}
              mt={{ sm: 'xl' }}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="md">
            {TRANSLATED_LABELS.map((name) => (
              <TextField
                key={name}
                control={control}
                name={name}
                label={t(`roles.fields.${name}`)}
                description={t('roles.fields.label-translation-help')}
                maxLength={ROLE_LABEL_MAX_LENGTH}
                readOnly={readOnly}
                autoComplete="off"
                registerOptions={{ setValueAs: (value: string | null) => value?.trim() || null }}
              />
            ))}
          </SimpleGrid>
        </SectionCard>

        <SectionCard title={t('roles.sections.rights')}>
          <RightsMatrix
            value={rights}
            onChange={(next) => changeRole({ rights: next })}
            accountType={accountType}
            readOnly={readOnly}
            errors={rightErrors}
          />
        </SectionCard>
      </Stack>
      {!readOnly && footer}
    </form>
  );
};
