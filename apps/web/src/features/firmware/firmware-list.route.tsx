import { firmwareEndpoints } from '@console/domain/firmware/firmware.endpoints';
import { firmwareWithdrawalSchema, type FirmwareVersion } from '@console/domain/firmware/firmware-version.schema';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCpuOff, IconUpload } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { DesktopOnly } from '../../ui/desktop-only';
import { ListEmptyState } from '../../ui/list-empty-state';
import { type FormActionResult, refusedSave } from '../../ui/use-form-action';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { fetchFirmwarePage, readFirmwareListQuery, toFirmwareListSearch } from './firmware-list-query';
import { FirmwareVersionTable } from './firmware-version-table';
import { CampaignList } from './campaign-list';
import { SigningKeyCard } from './signing-key-card';
import { WithdrawFirmwareDialog } from './withdraw-firmware-dialog';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const query = readFirmwareListQuery(new URL(request.url).searchParams);
  const [page, signingKey, campaigns] = await Promise.all([
    fetchFirmwarePage(query, 0, request.signal),
    api.call(firmwareEndpoints.signingKey, { signal: request.signal }),
    api.call(firmwareEndpoints.campaigns, { query: {}, signal: request.signal }),
  ]);
  return { query, page, signingKey, campaigns };
};

const withdrawPayloadSchema = firmwareWithdrawalSchema.extend({ id: z.uuid() });

/** A version withdrawn from the list's dialog. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult> => {
  const { id, ...withdrawal } = await readPayload(request, withdrawPayloadSchema);
  try {
    await api.call(firmwareEndpoints.withdraw, { params: { id }, body: withdrawal, signal: request.signal });
    return { ok: true };
  } catch (error) {
    return refusedSave(error, 'Firmware withdrawal');
  }
};

/** /settings/firmware: the traps' firmware versions, the key devices check them with, and uploading a new one. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { query, page, signingKey, campaigns } = useLoaderData<typeof loader>();
  const { navigate, isReloading } = useListUrl(query, toFirmwareListSearch);
  const loadPage = useCallback(
    (start: number, signal: AbortSignal) => fetchFirmwarePage(query, start, signal),
    [query],
  );
  const rows = usePagedRows(page, loadPage);
  const canEdit = isAllowed('staff:edit:configuration', profile, {});
  const [withdrawing, setWithdrawing] = useState<FirmwareVersion | null>(null);

  return (
    <DesktopOnly>
      <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="center">
          <Title order={1}>{t('pages.settings-firmware')}</Title>
          {canEdit && (
            <Button
              component={Link}
              to={paths.settingsFirmwareNew()}
              leftSection={<IconUpload size={18} aria-hidden="true" />}
            >
              {t('firmware.upload')}
            </Button>
          )}
        </Group>
        <Text c="dimmed" maw={760}>
          {t('firmware.intro')}
        </Text>
        <FirmwareVersionTable
          rows={rows}
          sort={{ field: query.sort, order: query.order }}
          onSortChange={(sort) => navigate({ ...query, sort: sort.field, order: sort.order })}
          isLoading={isReloading}
          timeZone={profile.zoneId}
          onWithdraw={canEdit ? setWithdrawing : undefined}
          empty={
            <ListEmptyState
              icon={<IconCpuOff size={28} aria-hidden="true" />}
              title={t('firmware.empty.title')}
              description={t('firmware.empty.description')}
            />
          }
        />
        <CampaignList campaigns={campaigns.items} total={campaigns.total} timeZone={profile.zoneId} canEdit={canEdit} />
        <SigningKeyCard signingKey={signingKey} />
        {withdrawing && (
          <WithdrawFirmwareDialog key={withdrawing.id} version={withdrawing} onClose={() => setWithdrawing(null)} />
        )}
      </Stack>
    </DesktopOnly>
  );
};
