import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { firmwareEndpoints } from '@console/domain/firmware/firmware.endpoints';
import type { CampaignInput } from '@console/domain/firmware/campaign.schema';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getFieldIssues } from '../../api/api-error';
import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { FirmwareSubpage } from './firmware-subpage';
import { readPayload } from '../../ui/action-payload';
import { type FormActionResult, refusedSave, useFormAction } from '../../ui/use-form-action';
import { campaignInputSchema } from '@console/domain/firmware/campaign.schema';
import { CampaignForm } from './campaign-form';

/** A rollback proposed from a campaign (`?rollbackOf=`), or why none can be: no earlier version, no sensor on it. */
const proposeRollback = async (campaignId: string | null, signal: AbortSignal) => {
  if (!campaignId) return { proposal: null, refused: null };
  try {
    return {
      proposal: await api.call(firmwareEndpoints.rollback, { params: { id: campaignId }, signal }),
      refused: null,
    };
  } catch (error) {
    const refused = getFieldIssues(error)[0]?.message;
    if (!refused) throw error;
    return { proposal: null, refused };
  }
};

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const rollbackOf = new URL(request.url).searchParams.get('rollbackOf');
  const [{ items }, accounts, rollback] = await Promise.all([
    api.call(firmwareEndpoints.list, { query: {}, signal: request.signal }),
    api.call(accountEndpoints.options, { signal: request.signal }),
    proposeRollback(rollbackOf, request.signal),
  ]);
  return { versions: items.filter((version) => !version.withdrawal), accounts, rollback };
};

/** POST /back/firmware/campaigns: the draft's page, where staff start it. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult | Response> => {
  const input = await readPayload(request, campaignInputSchema);
  try {
    const campaign = await api.call(firmwareEndpoints.createCampaign, { body: input, signal: request.signal });
    return redirect(paths.settingsFirmwareCampaign(campaign.id));
  } catch (error) {
    return refusedSave(error, 'Campaign creation');
  }
};

/** /settings/firmware/campaigns/new (staff with the Configuration right to edit): a campaign's draft. */
export const Component = () => {
  const { t } = useTranslation();
  const { versions, accounts, rollback } = useLoaderData<typeof loader>();
  const { submit, issues, isSaving } = useFormAction(() => undefined);
  return (
    <FirmwareSubpage title={t('pages.settings-firmware-campaign-new')}>
      {rollback.refused && (
        <Alert color="orange" mb="md" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
          {t(rollback.refused)}
        </Alert>
      )}
      <CampaignForm
        initial={rollback.proposal}
        versions={versions}
        accounts={accounts}
        isSaving={isSaving}
        issues={issues}
        onCreate={(input: CampaignInput) => submit(input)}
      />
    </FirmwareSubpage>
  );
};
