import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { firmwareEndpoints } from '@console/domain/firmware/firmware.endpoints';
import type { CampaignInput } from '@console/domain/firmware/campaign.schema';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { FirmwareSubpage } from './firmware-subpage';
import { readPayload } from '../../ui/action-payload';
import { type FormActionResult, refusedSave, useFormAction } from '../../ui/use-form-action';
import { campaignInputSchema } from '@console/domain/firmware/campaign.schema';
import { CampaignForm } from './campaign-form';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const [{ items }, accounts] = await Promise.all([
    api.call(firmwareEndpoints.list, { query: {}, signal: request.signal }),
    api.call(accountEndpoints.options, { signal: request.signal }),
  ]);
  return { versions: items.filter((version) => !version.withdrawal), accounts };
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
  const { versions, accounts } = useLoaderData<typeof loader>();
  const { submit, issues, isSaving } = useFormAction(() => undefined);
  return (
    <FirmwareSubpage title={t('pages.settings-firmware-campaign-new')}>
      <CampaignForm
        versions={versions}
        accounts={accounts}
        isSaving={isSaving}
        issues={issues}
        onCreate={(input: CampaignInput) => submit(input)}
      />
    </FirmwareSubpage>
  );
};
