import { globalSettingsEndpoints } from '@console/domain/settings/global-settings.endpoints';
import {
  GLOBAL_PAGE_KEYS,
  globalSettingKeySchema,
  settingResetSchema,
  type GlobalSettings,
  type SettingState,
} from '@console/domain/settings/global-settings.schema';
import { CROP_TYPES } from '@console/domain/crop/crop.schema';
import { Button, DataList, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { forgetPublicSettings } from '../../api/public-settings';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { DATA_LABEL_WIDTH, DataItem } from '../../ui/data-item';
import { DesktopOnly } from '../../ui/desktop-only';
import { SectionCard } from '../../ui/section-card';
import { refusedSave, type FormActionResult } from '../../ui/use-form-action';
import { ResetSettingButton } from './reset-setting-button';
import { SettingHistory } from './setting-history';
import { SettingStatus } from './setting-status';
import { TestMailButton } from './test-mail-button';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const { signal } = request;
  const [settings, history] = await Promise.all([
    api.call(globalSettingsEndpoints.get, { signal }),
    api.call(globalSettingsEndpoints.history, { signal }),
  ]);
  return { settings, history };
};

const resetPayloadSchema = settingResetSchema.extend({ key: globalSettingKeySchema });

/** `POST /back/settings/global/{key}/reset`: the confirmation's reason and the version it was shown. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult> => {
  const { key, ...reset } = await readPayload(request, resetPayloadSchema);
  try {
    await api.call(globalSettingsEndpoints.reset, { params: { key }, body: reset, signal: request.signal });
    forgetPublicSettings();
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Setting reset');
  }
};

type Row = [labelKey: string, value: ReactNode];
type GlobalPageKey = (typeof GLOBAL_PAGE_KEYS)[number];

const Link_ = ({ href }: { href: string }) => (
  <Text size="sm" style={{ wordBreak: 'break-all' }}>
    {href}
  </Text>
);

/** The rows each group shows, in the order of its form. */
const useGroupRows = () => {
  const { t } = useTranslation();
  return {
    product: ({ value }: SettingState<'product'>): Row[] => [
      ['appTitle', value.appTitle],
      ['supportLink', <Link_ key="support" href={value.supportLink} />],
      ['antiSlugProductUrl', <Link_ key="products" href={value.antiSlugProductUrl} />],
      ['userGuide', <Link_ key="guide" href={value.supportDocuments.userGuide} />],
      ['installationVideo', <Link_ key="video" href={value.supportDocuments.installationVideo} />],
      ['faq', <Link_ key="faq" href={value.supportDocuments.faq} />],
      [
        'extraLinks',
        value.supportDocuments.extraLinks.length === 0
          ? t('global-settings.none')
          : value.supportDocuments.extraLinks.map((link) => `${link.label} (${link.url})`).join(', '),
      ],
    ],
    mail: ({ value }: SettingState<'mail'>): Row[] => [
      ['senderName', value.senderName],
      ['senderAddress', value.senderAddress],
    ],
    sessions: ({ value }: SettingState<'sessions'>): Row[] =>
      Object.entries(value).map(([name, amount]) => [name, String(amount)]),
    security: ({ value }: SettingState<'security'>): Row[] => [
      ['mfaRequiredForStaff', t(value.mfaRequiredForStaff ? 'common.yes' : 'common.no')],
    ],
    risk: ({ value }: SettingState<'risk'>): Row[] => [
      ['windowNights', String(value.windowNights)],
      [
        'lastSensitiveStage',
        CROP_TYPES.map(
          (crop) => `${t(`crop-types.${crop}`)}: ${t(`crop-stages.${value.lastSensitiveStage[crop]}`)}`,
        ).join(' · '),
      ],
    ],
    retention: ({ value }: SettingState<'retention'>): Row[] =>
      Object.entries(value).map(([name, days]) => [name, String(days)]),
  } satisfies { [K in GlobalPageKey]: (state: SettingState<K>) => Row[] };
};

/** /settings/global: each group of settings, its version and a way back to its default; the deployment's own; history. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { settings, history } = useLoaderData<typeof loader>();
  const rows = useGroupRows();
  const canEdit = isAllowed('can:edit:configuration', profile, {});
  const rowsOf = (key: GlobalPageKey): Row[] =>
    (rows[key] as (state: SettingState<GlobalPageKey>) => Row[])(settings.settings[key]);

  return (
    <DesktopOnly>
      <Stack gap="lg" p="xl" maw={1100}>
        <Group justify="space-between">
          <Title order={1}>{t('pages.settings-global')}</Title>
          {canEdit && (
            <Button
              component={Link}
              to={paths.settingsGlobalUpdate()}
              leftSection={<IconPencil size={18} aria-hidden="true" />}
            >
              {t('global-settings.edit')}
            </Button>
          )}
        </Group>
        {GLOBAL_PAGE_KEYS.map((key) => (
          <SectionCard
            key={key}
            title={t(`global-settings.groups.${key}`)}
            action={
              <Group gap="sm" wrap="nowrap">
                <SettingStatus state={settings.settings[key]} />
                {canEdit && key === 'mail' && <TestMailButton />}
                {canEdit && !settings.settings[key].isDefault && (
                  <ResetSettingButton settingKey={key} version={settings.settings[key].version} />
                )}
              </Group>
            }
          >
            <DataList labelWidth={DATA_LABEL_WIDTH}>
              {rowsOf(key).map(([labelKey, value]) => (
                <DataItem key={labelKey} label={t(`global-settings.fields.${labelKey}`)}>
                  {value}
                </DataItem>
              ))}
            </DataList>
          </SectionCard>
        ))}
        <EnvironmentCard environment={settings.environment} />
        {/* A new version starts the list again from the newest. */}
        <SettingHistory key={`history-${history.total}`} firstPage={history} />
      </Stack>
    </DesktopOnly>
  );
};

/** Spec point 3's deployment settings, read-only here, and the variables that give defaults above. */
const EnvironmentCard = ({ environment }: { environment: GlobalSettings['environment'] }) => {
  const { t } = useTranslation();
  const items: Row[] = [
    ['release', environment.release || t('global-settings.none')],
    ['environment', environment.environment],
    ['apiPrefix', environment.apiPrefix],
    ['oauthPrefix', environment.oauthPrefix],
    ['publicUrl', environment.publicUrl],
    [
      'defaultsFromEnvironment',
      environment.defaultsFromEnvironment.length
        ? environment.defaultsFromEnvironment.join(', ')
        : t('global-settings.none'),
    ],
  ];
  return (
    <SectionCard title={t('global-settings.groups.environment')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('global-settings.environment-help')}
        </Text>
        <DataList labelWidth={DATA_LABEL_WIDTH}>
          {items.map(([labelKey, value]) => (
            <DataItem key={labelKey} label={t(`global-settings.environment.${labelKey}`)}>
              {value}
            </DataItem>
          ))}
        </DataList>
      </Stack>
    </SectionCard>
  );
};
