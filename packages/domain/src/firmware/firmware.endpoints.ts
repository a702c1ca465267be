import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../api/id-params';
import {
  FIRMWARE_IMAGE_MIME_TYPE,
  firmwareListQuerySchema,
  firmwarePageSchema,
  firmwareSigningKeySchema,
  firmwareVersionSchema,
  firmwareWithdrawalSchema,
} from './firmware-version.schema';
import {
  CAMPAIGN_ACTIONS,
  campaignActionInputSchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignPageSchema,
  campaignPreviewInputSchema,
  campaignPreviewSchema,
  campaignSchema,
  campaignSensorListQuerySchema,
  campaignSensorPageSchema,
} from './campaign.schema';
import { exportEndpoint } from '../api/export-endpoint';

const campaignActionParams = idParams.extend({ action: z.enum(CAMPAIGN_ACTIONS) });

/** /settings/firmware: the traps' firmware versions (manufacturer staff with the Configuration right). */
export const firmwareEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/firmware', query: firmwareListQuerySchema, response: firmwarePageSchema },
  /** A new version, as multipart/form-data: `metadata` (JSON) and `image`. */
  upload: { method: 'POST', path: '/firmware', body: 'multipart', response: firmwareVersionSchema, status: 201 },
  withdraw: {
    method: 'POST',
    path: '/firmware/:id/withdraw',
    params: idParams,
    body: firmwareWithdrawalSchema,
    response: firmwareVersionSchema,
  },
  image: {
    method: 'GET',
    path: '/firmware/:id/image',
    params: idParams,
    response: { file: [FIRMWARE_IMAGE_MIME_TYPE] },
  },
  signingKey: { method: 'GET', path: '/firmware/signing-key', response: firmwareSigningKeySchema },
  previewCampaign: {
    method: 'POST',
    path: '/firmware/campaigns/preview',
    body: campaignPreviewInputSchema,
    response: campaignPreviewSchema,
  },
  campaigns: {
    method: 'GET',
    path: '/firmware/campaigns',
    query: campaignListQuerySchema,
    response: campaignPageSchema,
  },
  createCampaign: {
    method: 'POST',
    path: '/firmware/campaigns',
    body: campaignInputSchema,
    response: campaignSchema,
    status: 201,
  },
  campaign: { method: 'GET', path: '/firmware/campaigns/:id', params: idParams, response: campaignSchema },
  /** A draft that takes the campaign's updated sensors back to the newest earlier version (decision 172). */
  rollback: {
    method: 'GET',
    path: '/firmware/campaigns/:id/rollback',
    params: idParams,
    response: campaignInputSchema,
  },
  /** Each sensor of a campaign, where its update stands and why it waits or failed. */
  campaignSensors: {
    method: 'GET',
    path: '/firmware/campaigns/:id/sensors',
    params: idParams,
    query: campaignSensorListQuerySchema,
    response: campaignSensorPageSchema,
  },
  exportCampaignSensors: exportEndpoint('/firmware/campaigns/:id/sensors', campaignSensorListQuerySchema, idParams),
  /** Start, pause, resume or abort, with a reason for the history. */
  actOnCampaign: {
    method: 'POST',
    path: '/firmware/campaigns/:id/:action',
    params: campaignActionParams,
    body: campaignActionInputSchema,
    response: campaignSchema,
  },
});
