import {
  FIRMWARE_IMAGE_MAX_BYTES,
  firmwareUploadSchema,
  HARDWARE_REVISIONS_MAX,
} from '@console/domain/firmware/firmware-version.schema';
import { LANGUAGES } from '@console/domain/i18n/languages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { IconFileZip, IconUpload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, get, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { currentLanguage } from '../../i18n/i18n';
import { useFieldErrorText } from '../../ui/field-error';
import { formatFileSize } from '../../ui/file-size';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { SaveBar } from '../../ui/save-bar';
import { SectionCard } from '../../ui/section-card';
import { FileField } from '../../ui/file-field';
import { TextareaField, TextField } from '../../ui/text-field';

export type FirmwareUploadValues = z.infer<typeof firmwareUploadSchema>;
type FormValues = z.input<typeof firmwareUploadSchema>;

type FirmwareVersionFormProps = {
  isSaving: boolean;
  /** Field issues of the last refused upload (a version already uploaded…); a new array each time. */
  issues: FieldIssue[] | undefined;
  onUpload: (values: FirmwareUploadValues) => void;
};

const EMPTY: Partial<FormValues> = {
  metadata: {
    version: '',
    notes: { fr: '', en: '', de: '', es: '' },
    hardwareRevisions: [],
    minFromVersion: null,
  },
};

/**
 * A new firmware version: its number, what it fits and updates from, its notes in the four languages and its
 * SWUpdate image, checked with the API's own schema (format, first bytes, size) before anything is sent.
 */
export const FirmwareVersionForm = ({ isSaving, issues, onUpload }: FirmwareVersionFormProps) => {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, FirmwareUploadValues>({
    resolver: zodResolver(firmwareUploadSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const fieldError = useFieldErrorText();
  const errorOf = (name: string) => fieldError(get(errors, name) as FieldError | undefined);

  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  return (
    <form onSubmit={handleSubmit(onUpload)} noValidate aria-label={t('pages.settings-firmware-new')}>
      <LeaveGuard when={isDirty && !isSaving} />
      <Stack gap="lg" pb="md" maw={900}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField
                control={control}
                name="metadata.version"
                label={t('firmware.fields.version')}
                description={t('firmware.new.version-help')}
                placeholder="2.4.0"
                withAsterisk
                autoComplete="off"
              />
              <Controller
                control={control}
                name="metadata.minFromVersion"
                render={({ field }) => (
                  <TextInput
                    label={t('firmware.fields.minFromVersion')}
                    description={t('firmware.new.min-from-help')}
                    placeholder="2.0.0"
                    autoComplete="off"
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.currentTarget.value.trim() || null)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errorOf('metadata.minFromVersion')}
                  />
                )}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="metadata.hardwareRevisions"
              render={({ field }) => (
                <TagsInput
                  label={t('firmware.fields.hardwareRevisions')}
                  description={t('firmware.new.revisions-help', { max: HARDWARE_REVISIONS_MAX })}
                  maxTags={HARDWARE_REVISIONS_MAX}
                  splitChars={[',', ' ', ';']}
                  acceptValueOnBlur
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  withAsterisk
                  error={errorOf('metadata.hardwareRevisions') ?? firstItemError(errorOf, field.value.length)}
                />
              )}
            />
            <FileField
              control={control}
              name="image"
              label={t('firmware.fields.image')}
              description={t('firmware.new.image-help', {
                size: formatFileSize(FIRMWARE_IMAGE_MAX_BYTES, currentLanguage()),
              })}
              placeholder={t('firmware.new.image-placeholder')}
              accept=".swu"
              withAsterisk
              leftSection={<IconFileZip size={18} aria-hidden="true" />}
            />
          </Stack>
        </Paper>
        <SectionCard title={t('firmware.fields.notes')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {LANGUAGES.map((language) => (
              <TextareaField
                key={language}
                control={control}
                name={`metadata.notes.${language}`}
                label={t(`languages.${language}`)}
                aria-label={t('firmware.notes-in', { language: t(`languages.${language}`) })}
                autosize
                minRows={3}
                withAsterisk
              />
            ))}
          </SimpleGrid>
        </SectionCard>
      </Stack>
      <SaveBar
        label={t('firmware.new.submit')}
        isSaving={isSaving}
        icon={<IconUpload size={18} aria-hidden="true" />}
      />
    </form>
  );
};

/** A revision refused for its format names its place in the list; the field shows the first one. */
const firstItemError = (errorOf: (name: string) => string | undefined, count: number) =>
  Array.from({ length: count }, (_, index) => errorOf(`metadata.hardwareRevisions.${index}`)).find(Boolean);
