import { LANGUAGES } from '@console/domain/i18n/languages';
import {
  updateProfileInputSchema,
  type Profile,
  type UpdateProfileInput,
} from '@console/domain/profile/profile.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, type ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../ui/field-error';
import { ZoneField } from '../../ui/zone-field';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { EMPTY_POSTAL_ADDRESS, PostalAddressFields } from '../../ui/postal-address-fields';
import { SaveBar } from '../../ui/save-bar';
import { PhoneNumberField, phoneCountryOf } from '../../ui/phone-number-field';
import { TextField } from '../../ui/text-field';

type ProfileFormValues = UpdateProfileInput;

/** Line length of the form's sections; the sticky footer still spans the whole page. */
export const PROFILE_MAX_WIDTH = 1100;

/** What the form starts from: the profile's editable fields, blanks where the profile has none. */
export const toProfileFormValues = (profile: Profile): ProfileFormValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phoneNumber: profile.phoneNumber ?? '',
  postalAddress: profile.postalAddress ?? EMPTY_POSTAL_ADDRESS,
  language: profile.language,
  zoneId: profile.zoneId,
});

/** A titled part of the form; its description, when given, says why its fields are asked. */
const Section = ({ title, description, children }: { title: string; description?: string; children: ReactNode }) => {
  const descriptionId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
      aria-describedby={description ? descriptionId : undefined}
    >
      <Title order={2} fz="h4" mb={description ? 4 : 'md'}>
        {title}
      </Title>
      {description && (
        <Text id={descriptionId} size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
};

type ProfileFormProps = {
  profile: Profile;
  zoneIds: string[];
  isSaving: boolean;
  onSave: (values: UpdateProfileInput) => void;
  /** The profile as the last accepted save answered it; a new object each time. */
  savedProfile: Profile | undefined;
  /** Field issues of the last refused save; a new array each time. */
  issues: FieldIssue[] | undefined;
  children?: ReactNode;
};

/** The profile form of spec point 2, validated with the domain's updateProfileInputSchema. */
export const ProfileForm = ({
  profile,
  zoneIds,
  isSaving,
  onSave,
  savedProfile,
  issues,
  children,
}: ProfileFormProps) => {
  const { t } = useTranslation();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: toProfileFormValues(profile),
    mode: 'onTouched',
  });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = form;
  const fieldError = useFieldErrorText();

  useEffect(() => {
    if (savedProfile) reset(toProfileFormValues(savedProfile));
  }, [savedProfile, reset]);
  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  const phoneCountry = phoneCountryOf(watch('postalAddress.country'));

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t('profile.title')}>
        <LeaveGuard when={isDirty && !isSaving} />
        <Stack gap="lg" pb="md" maw={PROFILE_MAX_WIDTH}>
          <Section title={t('profile.sections.identity')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                control={control}
                name="lastName"
                label={t('profile.fields.lastName')}
                autoComplete="family-name"
                withAsterisk
              />
              <TextField
                control={control}
                name="firstName"
                label={t('profile.fields.firstName')}
                autoComplete="given-name"
                withAsterisk
              />
              <TextInput
                label={t('profile.fields.email')}
                value={profile.email}
                description={t('profile.fields.email-help')}
                readOnly
                disabled
              />
            </SimpleGrid>
          </Section>

          <Section title={t('profile.sections.address')} description={t('profile.fields.address-help')}>
            <PostalAddressFields name="postalAddress" />
          </Section>

          <Section title={t('profile.sections.phone')}>
            <PhoneNumberField
              control={control}
              name="phoneNumber"
              defaultCountry={phoneCountry}
              label={t('profile.fields.phoneNumber')}
              description={t('profile.fields.phoneNumber-help')}
              required
            />
          </Section>

          <Section title={t('profile.sections.language')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name="language"
                render={({ field }) => (
                  <Select
                    label={t('profile.fields.language')}
                    data={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    allowDeselect={false}
                    withAsterisk
                    error={fieldError(errors.language)}
                  />
                )}
              />
              <ZoneField
                control={control}
                name="zoneId"
                zoneIds={zoneIds}
                label={t('profile.fields.zoneId')}
                withAsterisk
              />
            </SimpleGrid>
          </Section>

          {children}
        </Stack>

        <SaveBar label={t('common.save')} isSaving={isSaving} />
      </form>
    </FormProvider>
  );
};
