import type { AccountOption } from '@console/domain/account/account.schema';
import { COUNTRIES } from '@console/domain/address/postal-address.schema';
import {
  campaignInputSchema,
  type CampaignInput,
  DEFAULT_CAMPAIGN_WINDOW,
  type CampaignPreview,
  TARGET_SERIALS_MAX,
} from '@console/domain/firmware/campaign.schema';
import { firmwareEndpoints } from '@console/domain/firmware/firmware.endpoints';
import type { FirmwareVersion } from '@console/domain/firmware/firmware-version.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
} from '@mantine/core';
import { IconRocket, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, get, useForm, type FieldError, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../api/api';
import { useFieldErrorText } from '../../ui/field-error';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { MultiSelectField } from '../../ui/multi-select-field';
import { SectionCard } from '../../ui/section-card';
import { NumberField } from '../../ui/number-field';
import { SaveBar } from '../../ui/save-bar';
import { TextField } from '../../ui/text-field';

type FormValues = z.input<typeof campaignInputSchema>;
type TagListName = Extract<
  FieldPath<FormValues>,
  'target.tags' | 'target.hardwareRevisions' | 'target.currentVersions' | 'target.serialNumbers'
>;

const DEFAULTS: FormValues = {
  name: '',
  versionId: '',
  target: {},
  stages: { unit: 'percent', values: [1, 10, 50, 100] },
  successPercent: 95,
  errorThreshold: { unit: 'percent', value: 5 },
  window: null,
};

type CampaignFormProps = {
  /** A proposed draft (a rollback), else the defaults. */
  initial: CampaignInput | null;
  /** The versions a campaign may roll out: those not withdrawn. */
  versions: FirmwareVersion[];
  /** The providers and farms a target may name. */
  accounts: AccountOption[];
  isSaving: boolean;
  issues: FieldIssue[] | undefined;
  onCreate: (values: CampaignInput) => void;
};

/** A new campaign: the version, the target (with how many sensors it holds), the stages and when it stops. */
export const CampaignForm = ({ initial, versions, accounts, isSaving, issues, onCreate }: CampaignFormProps) => {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, watch, getValues, formState } = useForm<FormValues, unknown, CampaignInput>({
    resolver: zodResolver(campaignInputSchema),
    defaultValues: initial ?? DEFAULTS,
    mode: 'onTouched',
  });
  const fieldError = useFieldErrorText();
  const errorOf = (name: string) => fieldError(get(formState.errors, name) as FieldError | undefined);
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [isPreviewing, setPreviewing] = useState(false);
  const versionId = watch('versionId');

  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  const runPreview = async () => {
    setPreviewing(true);
    try {
      const target = campaignInputSchema.shape.target.safeParse(getValues('target')).data ?? {};
      setPreview(await api.call(firmwareEndpoints.previewCampaign, { body: { versionId, target } }));
    } finally {
      setPreviewing(false);
    }
  };

  /** Accounts of a type, picked by name: a provider stands for its own sensors and its farms'. */
  const accountList = (
    name: 'target.providerIds' | 'target.accountIds',
    type: AccountOption['type'],
    label: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MultiSelect
          label={label}
          description={t('firmware.campaign.any-of')}
          data={accounts
            .filter((account) => account.type === type)
            .map((account) => ({ value: account.id, label: account.name }))}
          value={field.value ?? []}
          onChange={(values) => {
            field.onChange(values);
            setPreview(null);
          }}
          onBlur={field.onBlur}
          searchable
          clearable
          nothingFoundMessage={t('firmware.campaign.no-account')}
          error={errorOf(name)}
        />
      )}
    />
  );

  const tagList = (name: TagListName, label: string, description: string, max = 100) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TagsInput
          label={label}
          description={description}
          maxTags={max}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          value={field.value ?? []}
          onChange={(values) => {
            field.onChange(values);
            setPreview(null);
          }}
          onBlur={field.onBlur}
          error={errorOf(name)}
        />
      )}
    />
  );

  return (
    <form onSubmit={handleSubmit(onCreate)} noValidate aria-label={t('pages.settings-firmware-campaign-new')}>
      <LeaveGuard when={formState.isDirty && !isSaving} />
      <Stack gap="lg" pb="md" maw={900}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField control={control} name="name" label={t('firmware.campaign.fields.name')} withAsterisk />
            <Controller
              control={control}
              name="versionId"
              render={({ field }) => (
                <Select
                  label={t('firmware.campaign.fields.version')}
                  data={versions.map((version) => ({ value: version.id, label: version.version }))}
                  value={field.value || null}
                  onChange={(value) => {
                    field.onChange(value ?? '');
                    setPreview(null);
                  }}
                  onBlur={field.onBlur}
                  nothingFoundMessage={t('firmware.campaign.no-version')}
                  allowDeselect={false}
                  withAsterisk
                  error={errorOf('versionId')}
                />
              )}
            />
          </SimpleGrid>
        </Paper>
        <SectionCard title={t('firmware.campaign.target')}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('firmware.campaign.target-help')}
            </Text>
            <MultiSelectField
              control={control}
              name="target.countries"
              values={COUNTRIES}
              labelPrefix="countries"
              label={t('firmware.campaign.fields.countries')}
              searchable
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {accountList('target.providerIds', 'provider', t('firmware.campaign.fields.providers'))}
              {accountList('target.accountIds', 'farmer', t('firmware.campaign.fields.farms'))}
              {tagList('target.tags', t('firmware.campaign.fields.tags'), t('firmware.campaign.any-of'))}
              {tagList(
                'target.hardwareRevisions',
                t('firmware.fields.hardwareRevisions'),
                t('firmware.campaign.any-of'),
              )}
              {tagList(
                'target.currentVersions',
                t('firmware.campaign.fields.currentVersions'),
                t('firmware.campaign.any-of'),
              )}
              {tagList(
                'target.serialNumbers',
                t('firmware.campaign.fields.serialNumbers'),
                t('firmware.campaign.serials-help', { max: TARGET_SERIALS_MAX }),
                TARGET_SERIALS_MAX,
              )}
            </SimpleGrid>
            <Group gap="md" align="center">
              <Button
                variant="light"
                leftSection={<IconUsersGroup size={18} aria-hidden="true" />}
                onClick={() => void runPreview()}
                loading={isPreviewing}
                disabled={!versionId}
              >
                {t('firmware.campaign.preview')}
              </Button>
              {preview && (
                <Text size="sm" role="status">
                  {t('firmware.campaign.preview-result', preview)}
                </Text>
              )}
            </Group>
          </Stack>
        </SectionCard>
        <SectionCard title={t('firmware.campaign.stages')}>
          <Stack gap="md">
            <Controller
              control={control}
              name="stages"
              render={({ field }) => (
                <Stack gap="xs">
                  <SegmentedControl
                    aria-label={t('firmware.campaign.stage-unit')}
                    value={field.value.unit}
                    onChange={(unit) => field.onChange({ ...field.value, unit })}
                    data={(['percent', 'count'] as const).map((unit) => ({
                      value: unit,
                      label: t(`firmware.campaign.stage-units.${unit}`),
                    }))}
                    style={{ alignSelf: 'flex-start' }}
                  />
                  <TagsInput
                    label={t('firmware.campaign.fields.stages')}
                    description={t(`firmware.campaign.stages-help.${field.value.unit}`)}
                    splitChars={[',', ' ', ';']}
                    acceptValueOnBlur
                    value={field.value.values.map(String)}
                    onChange={(values) =>
                      field.onChange({ ...field.value, values: values.map(Number).filter(Number.isFinite) })
                    }
                    error={errorOf('stages.values')}
                  />
                </Stack>
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <NumberField
                control={control}
                name="successPercent"
                label={t('firmware.campaign.fields.successPercent')}
                description={t('firmware.campaign.success-help')}
                min={50}
                max={100}
                suffix=" %"
                withAsterisk
              />
              <NumberField
                control={control}
                name="errorThreshold.value"
                label={t('firmware.campaign.fields.errorThreshold')}
                description={t('firmware.campaign.error-help')}
                min={1}
                suffix=" %"
                withAsterisk
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="window"
              render={({ field }) => (
                <Stack gap="xs">
                  <Switch
                    label={t('firmware.campaign.own-hours')}
                    description={t('firmware.campaign.hours-help', DEFAULT_CAMPAIGN_WINDOW)}
                    checked={field.value !== null}
                    onChange={(event) =>
                      field.onChange(event.currentTarget.checked ? { startHour: 0, endHour: 24 } : null)
                    }
                  />
                  {field.value && (
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                      {(['startHour', 'endHour'] as const).map((bound) => (
                        <NumberInput
                          key={bound}
                          label={t(`firmware.campaign.fields.${bound}`)}
                          min={bound === 'startHour' ? 0 : 1}
                          max={bound === 'startHour' ? 23 : 24}
                          allowDecimal={false}
                          suffix=" h"
                          value={field.value?.[bound]}
                          onChange={(value) =>
                            field.onChange({ ...field.value, [bound]: typeof value === 'number' ? value : 0 })
                          }
                          error={errorOf(`window.${bound}`)}
                        />
                      ))}
                    </SimpleGrid>
                  )}
                </Stack>
              )}
            />
          </Stack>
        </SectionCard>
      </Stack>
      <SaveBar
        label={t('firmware.campaign.create')}
        isSaving={isSaving}
        icon={<IconRocket size={18} aria-hidden="true" />}
      />
    </form>
  );
};
