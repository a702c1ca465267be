import multipart from '@fastify/multipart';
import type { Action } from '@console/domain/access/permissions';
import { firmwareEndpoints } from '@console/domain/firmware/firmware.endpoints';
import { FIRMWARE_IMAGE_MIME_TYPE } from '@console/domain/firmware/firmware-version.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessGuard } from '../../auth/access-guard.ts';
import { requireRecentSecondFactor } from '../../auth/mfa/step-up.ts';
import { requireSession } from '../../auth/session.ts';
import type { ErrorStatus } from '../../plugins/api-contract.ts';
import { route } from '../../plugins/endpoint-route.ts';
import {
  type FirmwareDeps,
  listFirmwareVersions,
  readFirmwareImage,
  requireFirmwareManager,
  uploadFirmwareVersion,
  withdrawFirmwareVersion,
} from './service.ts';
import { actOnCampaign, createCampaign, getCampaign, listCampaigns, previewCampaign } from './campaigns.ts';
import { exportCampaignSensors, listCampaignSensors } from './campaign-sensors.ts';
import { proposeRollback } from './rollback.ts';
import { loadFirmwareSigner } from './signing-key.ts';
import { sendExport } from '../../export/list-export.ts';
import { readFirmwareUpload } from './upload.ts';

/** Uploads are read by the handler, not by a body schema, which would derive these (400: a body cut short). */
const uploadErrors: ErrorStatus[] = [400, 406, 409, 413, 422];

/** /settings/firmware: the traps' firmware versions (manufacturer staff with the Configuration right). */
export const firmwareRoutes =
  ({
    signingKey,
    ...stores
  }: Omit<FirmwareDeps, 'signer'> & { signingKey: string | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: FirmwareDeps = { ...stores, signer: await loadFirmwareSigner(stores.db, signingKey) };
    // Registered here only: no other route takes multipart bodies by accident.
    await app.register(multipart);
    const tags = ['firmware'];
    // Checked before the body is read, so a refused caller's upload is never buffered.
    const allow = (action: Action) => accessGuard((request) => requireFirmwareManager(requireSession(request), action));

    route(app, firmwareEndpoints.list, { tags, onRequest: allow('read') }, (request) =>
      listFirmwareVersions(deps.db, requireSession(request), request.query),
    );
    route(app, firmwareEndpoints.upload, { tags, onRequest: allow('edit'), errors: uploadErrors }, async (request) =>
      uploadFirmwareVersion(deps, requireSession(request), await readFirmwareUpload(request)),
    );
    route(app, firmwareEndpoints.withdraw, { tags, onRequest: allow('edit'), errors: [409] }, (request) =>
      withdrawFirmwareVersion(deps.db, requireSession(request), request.params.id, request.body),
    );
    route(app, firmwareEndpoints.image, { tags, onRequest: allow('read') }, async (request, reply) => {
      const { version, size, stream } = await readFirmwareImage(deps, requireSession(request), request.params.id);
      return reply
        .type(FIRMWARE_IMAGE_MIME_TYPE)
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="firmware-${version}.swu"`)
        .send(stream);
    });
    route(app, firmwareEndpoints.signingKey, { tags, onRequest: allow('read') }, () => deps.signer.publicKey);
    route(app, firmwareEndpoints.previewCampaign, { tags, onRequest: allow('read'), errors: [409] }, (request) =>
      previewCampaign(deps.db, requireSession(request), request.body),
    );
    route(app, firmwareEndpoints.campaigns, { tags, onRequest: allow('read') }, (request) =>
      listCampaigns(deps.db, requireSession(request), request.query),
    );
    const launch = { tags, onRequest: [allow('edit'), requireRecentSecondFactor(deps.db)], errors: [409 as const] };
    route(app, firmwareEndpoints.createCampaign, launch, (request) =>
      createCampaign(deps.db, requireSession(request), request.body),
    );
    route(app, firmwareEndpoints.campaign, { tags, onRequest: allow('read') }, (request) =>
      getCampaign(deps.db, requireSession(request), request.params.id),
    );
    route(app, firmwareEndpoints.rollback, { tags, onRequest: allow('read'), errors: [409] }, (request) =>
      proposeRollback(deps.db, requireSession(request), request.params.id),
    );
    route(app, firmwareEndpoints.campaignSensors, { tags, onRequest: allow('read') }, (request) =>
      listCampaignSensors(deps.db, requireSession(request), request.params.id, request.query),
    );
    route(app, firmwareEndpoints.exportCampaignSensors, { tags, onRequest: allow('read') }, async (request, reply) =>
      sendExport(
        reply,
        await exportCampaignSensors(
          deps.db,
          requireSession(request),
          request.params.id,
          request.params.format,
          request.query,
        ),
      ),
    );
    route(app, firmwareEndpoints.actOnCampaign, { tags, onRequest: allow('edit'), errors: [409] }, (request) =>
      actOnCampaign(deps.db, requireSession(request), request.params.id, request.params.action, request.body.reason),
    );
  };
