import {
  publishTermsVersionInputSchema,
  TERMS_DOCUMENT_MAX_BYTES,
  TERMS_DOCUMENT_MIME_TYPE,
  TERMS_KINDS,
  type PublishTermsVersionInput,
  type TermsKind,
} from '@console/domain/terms/terms-version.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Input, Modal, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { SaveBar } from '../../ui/save-bar';
import { formatFileSize } from '../../ui/file-size';
import { FileField } from '../../ui/file-field';
import { TextField } from '../../ui/text-field';

type TermsVersionFormProps = {
  /** The kind proposed first: the one the list showed. */
  kind: TermsKind;
  isSaving: boolean;
  /** Field issues of the last refused upload (a label already used...); a new array each time. */
  issues: FieldIssue[] | undefined;
  onPublish: (values: PublishTermsVersionInput) => void;
};

/**
 * A new version of the terms: its label and its PDF, checked with the domain's schema (type, first bytes, size)
 * before anything is sent, then confirmed, since publishing sends every user back through the terms.
 */
export const TermsVersionForm = ({ kind, isSaving, issues, onPublish }: TermsVersionFormProps) => {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { isDirty },
  } = useForm<PublishTermsVersionInput>({
    resolver: zodResolver(publishTermsVersionInputSchema),
    defaultValues: { kind, version: '' },
    mode: 'onTouched',
  });
  const [pending, setPending] = useState<PublishTermsVersionInput | null>(null);
  const chosenKind = watch('kind');

  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  const confirm = () => {
    if (pending) onPublish(pending);
    setPending(null);
  };

  return (
    <form onSubmit={handleSubmit(setPending)} noValidate aria-label={t('pages.settings-tos-new')}>
      <LeaveGuard when={isDirty && !isSaving} />
      <Stack gap="lg" pb="md" maw={720}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
          <Stack gap="md">
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <Input.Wrapper label={t('terms-versions.kind')} labelElement="div">
                  <SegmentedControl
                    aria-label={t('terms-versions.kind')}
                    display="flex"
                    value={field.value}
                    onChange={field.onChange}
                    data={TERMS_KINDS.map((value) => ({ value, label: t(`terms-versions.kinds.${value}`) }))}
                  />
                </Input.Wrapper>
              )}
            />
            <TextField
              control={control}
              name="version"
              label={t('terms-versions.fields.version')}
              description={t('terms-versions.new.version-help')}
              placeholder="2026-02"
              withAsterisk
              autoComplete="off"
            />
            <FileField
              control={control}
              name="document"
              label={t('terms-versions.fields.document')}
              description={t('terms-versions.new.document-help', {
                size: formatFileSize(TERMS_DOCUMENT_MAX_BYTES, currentLanguage()),
              })}
              placeholder={t('terms-versions.new.document-placeholder')}
              accept={TERMS_DOCUMENT_MIME_TYPE}
              withAsterisk
              leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
            />
          </Stack>
        </Paper>
        {/* A standing notice, not an event: screen readers should not announce it as an alert. */}
        <Alert
          color="yellow"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title={t(`terms-versions.new.${chosenKind}-warning-title`)}
          role="note"
        >
          {t(`terms-versions.new.${chosenKind}-warning`)}
        </Alert>
      </Stack>
      <SaveBar
        label={t('terms-versions.new.submit')}
        isSaving={isSaving}
        icon={<IconUpload size={18} aria-hidden="true" />}
      />
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('terms-versions.confirm.title', { version: pending?.version ?? '' })}
        centered
      >
        <Text mb="lg">{t(`terms-versions.confirm.${pending?.kind ?? 'service'}-description`)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setPending(null)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button onClick={confirm} leftSection={<IconUpload size={18} aria-hidden="true" />}>
            {t('terms-versions.confirm.publish')}
          </Button>
        </Group>
      </Modal>
    </form>
  );
};
