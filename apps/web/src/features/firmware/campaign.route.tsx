import {
  ACTION_FROM,
  CAMPAIGN_ACTIONS,
  CAMPAIGN_SENSOR_STATES,
  type CampaignAction,
  ERROR_THRESHOLD_REASON,
} from '@console/domain/firmware/campaign.schema';
import type { TFunction } from 'i18next';
import { firmwareEndpoints } from '@console/domain/firmware/firmware.endpoints';
import { formatDateTime } from '@console/domain/time/date-format';
import { Anchor, Button, DataList, Group, Stack, Table, Title } from '@mantine/core';
import { IconArrowBackUp, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { DATA_LABEL_WIDTH, DataItem } from '../../ui/data-item';
import { DesktopOnly } from '../../ui/desktop-only';
import { ReasonDialog } from '../../ui/reason-dialog';
import { SectionCard } from '../../ui/section-card';
import { type FormActionResult, refusedSave, useFormAction } from '../../ui/use-form-action';
import { CampaignSensorList, readCampaignSensorQuery } from './campaign-sensor-list';
import { CampaignStateBadge } from './campaign-state-badge';

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const id = params.id ?? '';
  const query = readCampaignSensorQuery(new URL(request.url).searchParams);
  const [campaign, sensors] = await Promise.all([
    api.call(firmwareEndpoints.campaign, { params: { id }, signal: request.signal }),
    api.call(firmwareEndpoints.campaignSensors, { params: { id }, query, signal: request.signal }),
  ]);
  return { campaign, sensors, query };
};

/** A move in the history: the console's own say what made them. */
const eventReason = (t: TFunction, action: string, reason: string) => {
  if (reason === ERROR_THRESHOLD_REASON) return t('firmware.campaign.sensor-list.error-threshold');
  if (action === 'advance') return t('firmware.campaign.sensor-list.stage-reason', { stage: reason });
  return reason;
};

const actionPayloadSchema = z.object({ action: z.enum(CAMPAIGN_ACTIONS), reason: z.string() });

export const action = async ({ params, request }: ActionFunctionArgs): Promise<FormActionResult> => {
  const { action, reason } = await readPayload(request, actionPayloadSchema);
  try {
    await api.call(firmwareEndpoints.actOnCampaign, {
      params: { id: params.id ?? '', action },
      body: { reason },
      signal: request.signal,
    });
    return { ok: true };
  } catch (error) {
    return refusedSave(error, `Campaign ${action}`);
  }
};

/** A move of the campaign, confirmed in a dialog that asks why: the reason stays in its history. */
const ActionButton = ({ action, name }: { action: CampaignAction; name: string }) => {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { submit, issues, isSaving } = useFormAction(() => setOpen(false));
  // A refusal that names a rule (no sensor left to update, a state moved meanwhile) is said in the dialog.
  const refused = issues?.[0]?.message;
  const danger = action === 'abort';
  return (
    <>
      <Button variant={danger ? 'light' : 'filled'} color={danger ? 'red' : undefined} onClick={() => setOpen(true)}>
        {t(`firmware.campaign.actions.${action}`)}
      </Button>
      <ReasonDialog
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={t(`firmware.campaign.confirm.${action}`, { name })}
        body={t(`firmware.campaign.confirm.${action}-body`)}
        reasonLabel={t('firmware.campaign.reason')}
        reason={reason}
        onReasonChange={setReason}
        error={refused && t(refused)}
        confirmLabel={t(`firmware.campaign.actions.${action}`)}
        danger={danger}
        isSaving={isSaving}
        onConfirm={() => submit({ action, reason })}
      />
    </>
  );
};

/** /settings/firmware/campaigns/:id: a campaign's settings, its sensors by state, its moves and history. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { campaign, sensors, query } = useLoaderData<typeof loader>();
  const canEdit = isAllowed('staff:edit:configuration', profile, {});
  const actions = CAMPAIGN_ACTIONS.filter((action) => ACTION_FROM[action].includes(campaign.state));
  const stages = campaign.stages.values.map((value) => (campaign.stages.unit === 'percent' ? `${value} %` : value));
  return (
    <DesktopOnly>
      <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }} maw={1000}>
        <Anchor component={Link} to={paths.settingsFirmware()} size="sm" c="dimmed">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
          {t('pages.settings-firmware')}
        </Anchor>
        <Group justify="space-between" align="center">
          <Group gap="sm">
            <Title order={1}>{campaign.name}</Title>
            <CampaignStateBadge state={campaign.state} />
          </Group>
          {canEdit && (
            <Group gap="sm">
              {(campaign.sensors.failed ?? 0) > 0 && (
                <Button
                  component={Link}
                  to={`${paths.settingsFirmwareCampaignNew()}?rollbackOf=${encodeURIComponent(campaign.id)}`}
                  variant="default"
                  leftSection={<IconArrowBackUp size={18} aria-hidden="true" />}
                >
                  {t('firmware.campaign.rollback')}
                </Button>
              )}
              {actions.map((action) => (
                <ActionButton key={action} action={action} name={campaign.name} />
              ))}
            </Group>
          )}
        </Group>
        <SectionCard title={t('firmware.campaign.settings')}>
          <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
            <DataItem label={t('firmware.campaign.fields.version')}>{campaign.version}</DataItem>
            <DataItem label={t('firmware.campaign.fields.stages')}>
              {t('firmware.campaign.stages-summary', {
                stages: stages.join(' → '),
                current: campaign.currentStage,
                rest: campaign.stages.unit === 'count' ? t('firmware.campaign.then-all') : '',
              })}
            </DataItem>
            <DataItem label={t('firmware.campaign.fields.successPercent')}>{campaign.successPercent} %</DataItem>
            <DataItem label={t('firmware.campaign.fields.errorThreshold')}>
              {campaign.errorThreshold.unit === 'percent'
                ? `${campaign.errorThreshold.value} %`
                : campaign.errorThreshold.value}
            </DataItem>
          </DataList>
        </SectionCard>
        <SectionCard title={t('firmware.campaign.sensors')}>
          <Table aria-label={t('firmware.campaign.sensors')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('firmware.campaign.sensor-state')}</Table.Th>
                <Table.Th ta="right">{t('firmware.campaign.sensor-count')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {CAMPAIGN_SENSOR_STATES.map((state) => (
                <Table.Tr key={state}>
                  <Table.Td>{t(`firmware.campaign.sensor-states.${state}`)}</Table.Td>
                  <Table.Td ta="right">{campaign.sensors[state] ?? 0}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SectionCard>
        {campaign.state !== 'draft' && (
          <SectionCard title={t('firmware.campaign.sensor-list.list')}>
            <Stack gap="md">
              <CampaignSensorList campaignId={campaign.id} page={sensors} query={query} />
            </Stack>
          </SectionCard>
        )}
        <SectionCard title={t('firmware.campaign.history')}>
          <Table aria-label={t('firmware.campaign.history')}>
            <Table.Tbody>
              {campaign.history.map((event) => (
                <Table.Tr key={`${event.action}-${event.at}`}>
                  <Table.Td>{formatDateTime(event.at, profile.zoneId)}</Table.Td>
                  <Table.Td>{t(`firmware.campaign.events.${event.action}`)}</Table.Td>
                  <Table.Td>{event.by ?? t('firmware.campaign.by-system')}</Table.Td>
                  <Table.Td>{eventReason(t, event.action, event.reason)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SectionCard>
      </Stack>
    </DesktopOnly>
  );
};
