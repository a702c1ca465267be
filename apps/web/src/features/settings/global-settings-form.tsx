import { SUPPORT_EXTRA_LINKS_MAX } from '@console/domain/config/support-documents';
import { CROP_STAGES, CROP_TYPES } from '@console/domain/crop/crop.schema';
import { globalSettingsFormSchema, type GlobalSettingsForm } from '@console/domain/settings/global-settings.schema';
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFieldArray, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { NumberField } from '../../ui/number-field';
import { SectionCard } from '../../ui/section-card';
import { SelectField } from '../../ui/select-field';
import { SwitchField } from '../../ui/switch-field';
import { TextField } from '../../ui/text-field';
import { useSchemaForm } from '../../ui/use-schema-form';
import { ChangeReasonCard } from './change-reason-card';

type FormProps = {
  values: GlobalSettingsForm;
  /** True while saving or once saved: leaving no longer needs a confirmation. */
  isLeaving: boolean;
  onSave: (values: GlobalSettingsForm) => void;
  /** Field issues of the last refused save, on the form's paths; a new array each time. */
  issues: FieldIssue[] | undefined;
  /** The submit bar. */
  footer: ReactNode;
};

const RETENTION_FIELDS = [
  'readingsDays',
  'notificationsDays',
  'usageEventsDays',
  'imagesDays',
  'thumbnailsDays',
] as const;

const SESSION_FIELDS = [
  'accessTokenSeconds',
  'refreshTokenDays',
  'failuresBeforeLock',
  'lockMinutes',
  'attemptsPerIpPerMinute',
  'activationLinkHours',
  'passwordResetLinkHours',
] as const;

/** A group's whole numbers, each with its bounds under its label. */
const WholeNumberFields = ({
  control,
  group,
  names,
  cols,
}: {
  control: Control<GlobalSettingsForm>;
  group: 'sessions' | 'retention';
  names: readonly string[];
  cols: number;
}) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={cols} spacing="md">
      {names.map((name) => (
        <NumberField
          key={name}
          control={control}
          name={`${group}.${name}` as FieldPath<GlobalSettingsForm>}
          label={t(`global-settings.fields.${name}`)}
          description={t(`global-settings.bounds.${name}`)}
          allowDecimal={false}
          withAsterisk
        />
      ))}
    </SimpleGrid>
  );
};

/** The support panel's own links: a label and an address each, up to five. */
const ExtraLinks = ({ control }: { control: Control<GlobalSettingsForm> }) => {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'product.supportDocuments.extraLinks' });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('global-settings.fields.extraLinks')}
      </Text>
      {fields.map((field, index) => (
        <Group key={field.id} align="flex-start" wrap="nowrap">
          <TextField
            control={control}
            name={`product.supportDocuments.extraLinks.${index}.label`}
            label={t('global-settings.fields.extraLinkLabel')}
            style={{ flex: 1 }}
          />
          <TextField
            control={control}
            name={`product.supportDocuments.extraLinks.${index}.url`}
            label={t('global-settings.fields.extraLinkUrl')}
            style={{ flex: 2 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            onClick={() => remove(index)}
            aria-label={t('global-settings.remove-link', { index: index + 1 })}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={fields.length >= SUPPORT_EXTRA_LINKS_MAX}
          onClick={() => append({ label: '', url: '' })}
        >
          {t('global-settings.add-link')}
        </Button>
      </Group>
    </Stack>
  );
};

/** Every group of the global settings, checked with the domain's schemas, the API's own rules. */
export const GlobalSettingsFormFields = ({ values, isLeaving, onSave, issues, footer }: FormProps) => {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    formState: { isDirty },
  } = useSchemaForm(globalSettingsFormSchema, values, issues);
  const field = (name: string) => t(`global-settings.fields.${name}`);

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t('pages.settings-global-update')}>
      <LeaveGuard when={isDirty && !isLeaving} />
      <Stack gap="lg">
        <SectionCard title={t('global-settings.groups.product')}>
          <Stack gap="md">
            <SimpleGrid cols={2} spacing="md">
              <TextField control={control} name="product.appTitle" label={field('appTitle')} withAsterisk />
              <TextField control={control} name="product.supportLink" label={field('supportLink')} withAsterisk />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t('global-settings.lang-help')}
            </Text>
            <SimpleGrid cols={2} spacing="md">
              <TextField
                control={control}
                name="product.antiSlugProductUrl"
                label={field('antiSlugProductUrl')}
                withAsterisk
              />
              <TextField
                control={control}
                name="product.supportDocuments.userGuide"
                label={field('userGuide')}
                withAsterisk
              />
              <TextField
                control={control}
                name="product.supportDocuments.installationVideo"
                label={field('installationVideo')}
                withAsterisk
              />
              <TextField control={control} name="product.supportDocuments.faq" label={field('faq')} withAsterisk />
            </SimpleGrid>
            <ExtraLinks control={control} />
          </Stack>
        </SectionCard>
        <SectionCard title={t('global-settings.groups.mail')}>
          <SimpleGrid cols={2} spacing="md">
            <TextField control={control} name="mail.senderName" label={field('senderName')} withAsterisk />
            <TextField
              control={control}
              name="mail.senderAddress"
              label={field('senderAddress')}
              type="email"
              withAsterisk
            />
          </SimpleGrid>
        </SectionCard>
        <SectionCard title={t('global-settings.groups.sessions')}>
          <WholeNumberFields control={control} group="sessions" names={SESSION_FIELDS} cols={2} />
        </SectionCard>
        <SectionCard title={t('global-settings.groups.security')}>
          <SwitchField
            control={control}
            name="security.mfaRequiredForStaff"
            label={field('mfaRequiredForStaff')}
            description={t('global-settings.help.mfaRequiredForStaff')}
          />
        </SectionCard>
        <SectionCard title={t('global-settings.groups.risk')}>
          <Stack gap="md">
            <SimpleGrid cols={3} spacing="md">
              <NumberField
                control={control}
                name="risk.windowNights"
                label={field('windowNights')}
                allowDecimal={false}
                withAsterisk
              />
            </SimpleGrid>
            <Text size="sm" fw={500}>
              {field('lastSensitiveStage')}
            </Text>
            <SimpleGrid cols={3} spacing="md">
              {CROP_TYPES.map((crop) => (
                <SelectField
                  key={crop}
                  control={control}
                  name={`risk.lastSensitiveStage.${crop}`}
                  label={t(`crop-types.${crop}`)}
                  values={CROP_STAGES}
                  labelPrefix="crop-stages"
                />
              ))}
            </SimpleGrid>
          </Stack>
        </SectionCard>
        <SectionCard title={t('global-settings.groups.retention')}>
          <WholeNumberFields control={control} group="retention" names={RETENTION_FIELDS} cols={3} />
        </SectionCard>
        <ChangeReasonCard control={control} />
        {footer}
      </Stack>
    </form>
  );
};
