import { countrySchema } from '@console/domain/address/postal-address.schema';
import { countryPackKey } from '@console/domain/country/country-pack';
import {
  countryPackEndpoints,
  countryPackUpdateSchema,
  type CountryPackUpdate,
} from '@console/domain/country/country-pack.endpoints';
import { referentialEndpoints } from '@console/domain/time/referential.endpoints';
import { antiSlugProductEndpoints } from '@console/domain/crop/anti-slug-product.endpoints';
import { globalSettingsEndpoints } from '@console/domain/settings/global-settings.endpoints';
import { globalSettingKeySchema, settingResetSchema } from '@console/domain/settings/global-settings.schema';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { DesktopOnly } from '../../ui/desktop-only';
import { SaveBar } from '../../ui/save-bar';
import { refusedSave, useFormAction, type FormActionResult } from '../../ui/use-form-action';
import { CountryPackForm } from './country-pack-form';
import { isOutdated } from './outdated';
import { ResetSettingButton } from './reset-setting-button';
import { SettingHistory } from './setting-history';
import { SettingStatus } from './setting-status';

// The route's guard has checked the parameter (an unknown country is the not-found page).
const countryOf = (params: LoaderFunctionArgs['params']) => countrySchema.parse(params.country);

export const loader = async ({ request, params }: LoaderFunctionArgs) => {
  const { signal } = request;
  const country = countryOf(params);
  const [pack, history, zoneIds, catalogue] = await Promise.all([
    api.call(countryPackEndpoints.get, { params: { country }, signal }),
    api.call(globalSettingsEndpoints.history, { query: { key: countryPackKey(country) }, signal }),
    api.call(referentialEndpoints.zoneIds, { signal }),
    api.call(antiSlugProductEndpoints.list, { signal }),
  ]);
  return { country, pack, history, zoneIds, catalogue };
};

/** The form's save, or the reset dialog's (which names the setting's key). */
const payloadSchema = z.union([countryPackUpdateSchema, settingResetSchema.extend({ key: globalSettingKeySchema })]);

/** `POST /back/settings/countries/{country}` with the whole pack, or `…/reset` with the reason. */
export const action = async ({ request, params }: ActionFunctionArgs): Promise<FormActionResult> => {
  const country = countryOf(params);
  const payload = await readPayload(request, payloadSchema);
  const { signal } = request;
  try {
    if ('pack' in payload) {
      await api.call(countryPackEndpoints.update, { params: { country }, body: payload, signal });
    } else {
      const { version, reason } = payload;
      await api.call(countryPackEndpoints.reset, { params: { country }, body: { version, reason }, signal });
    }
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Country pack save');
  }
};

/** /settings/internationalization/{country}: the country's pack in sections, edited in place, with its history. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { country, pack, history, zoneIds, catalogue } = useLoaderData<typeof loader>();
  const canEdit = isAllowed('can:edit:configuration', profile, {});
  const { submit, issues, isSaving } = useFormAction(() =>
    notifications.show({ color: 'lime', message: t('flash.update') }),
  );
  const values: CountryPackUpdate = { version: pack.version, reason: '', pack: pack.value };
  const name = t(`countries.${country}`);

  return (
    <DesktopOnly>
      <Stack gap="lg" p="xl" maw={1100}>
        <Anchor component={Link} to={paths.settingsCountries()} size="sm">
          {t('country-packs.back')}
        </Anchor>
        <Group justify="space-between">
          <Title order={1}>{t('country-packs.title', { country: name })}</Title>
          <Group gap="sm">
            <SettingStatus state={pack} />
            {canEdit && !pack.isDefault && (
              <ResetSettingButton settingKey={countryPackKey(country)} version={pack.version} />
            )}
          </Group>
        </Group>
        {issues?.some((issue) => isOutdated(issue.path)) && (
          <Alert color="orange" role="alert" title={t('settings.errors.outdated')} />
        )}
        <CountryPackForm
          key={`pack-${country}-${pack.version}`}
          values={values}
          zoneIds={zoneIds}
          catalogue={catalogue}
          isLeaving={isSaving}
          onSave={(form) => submit(form)}
          issues={issues?.filter((issue) => !isOutdated(issue.path))}
          canEdit={canEdit}
          footer={canEdit && <SaveBar label={t('common.save')} isSaving={isSaving} />}
        />
        <Text size="sm" c="dimmed">
          {t('country-packs.applies-from-save')}
        </Text>
        <SettingHistory key={`history-${history.total}`} firstPage={history} settingKey={countryPackKey(country)} />
      </Stack>
    </DesktopOnly>
  );
};
