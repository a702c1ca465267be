import { isProviderOrManufacturer, can } from '@console/domain/access/permissions';
import { countReviewEndpoints } from '@console/domain/sensor/count-review.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessGuard } from '../../auth/access-guard.ts';
import { requirePermission, requireSession, requireStaffPermission } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { sendExport } from '../../export/list-export.ts';
import { forbidden } from '../../plugins/app-error.ts';
import { route } from '../../plugins/endpoint-route.ts';
import {
  confirmCaptureCount,
  confirmCaptures,
  correctCaptureCount,
  decideCountProposal,
  exportSensorCaptures,
  exportTrainingSet,
  getCaptureReview,
  listReviewQueue,
  proposeCaptureCount,
} from './service.ts';

const tags = ['sensors'];

/** Staff and providers review counts (decision 179); a farmer proposes. */
const reviewerWith = (permission: 'read:sensors' | 'edit:sensors') =>
  accessGuard((request) => {
    const session = requireSession(request);
    if (!isProviderOrManufacturer(session) || !can(session, permission)) throw forbidden();
  });

export const countReviewRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const canRead = { tags, onRequest: requirePermission('read:sensors') };
    const canCorrect = { tags, onRequest: reviewerWith('edit:sensors'), errors: [409 as const] };
    const ids = (params: { id: string; captureId: string }) => ({ sensorId: params.id, captureId: params.captureId });

    route(app, countReviewEndpoints.review, canRead, (request) =>
      getCaptureReview(db, requireSession(request), ids(request.params)),
    );
    route(app, countReviewEndpoints.correct, canCorrect, (request) =>
      correctCaptureCount(db, requireSession(request), ids(request.params), request.body),
    );
    route(app, countReviewEndpoints.confirm, canCorrect, (request) =>
      confirmCaptureCount(db, requireSession(request), ids(request.params)),
    );
    route(app, countReviewEndpoints.propose, { ...canRead, errors: [409] }, (request) =>
      proposeCaptureCount(db, requireSession(request), ids(request.params), request.body),
    );
    route(app, countReviewEndpoints.decide, canCorrect, (request) =>
      decideCountProposal(
        db,
        requireSession(request),
        { ...ids(request.params), proposalId: request.params.proposalId },
        request.body,
      ),
    );
    route(app, countReviewEndpoints.queue, { tags, onRequest: reviewerWith('read:sensors') }, (request) =>
      listReviewQueue(db, requireSession(request), request.query),
    );
    route(
      app,
      countReviewEndpoints.bulkConfirm,
      { tags, onRequest: reviewerWith('edit:sensors'), errors: [404] },
      (request) => confirmCaptures(db, requireSession(request), request.body),
    );
    route(app, countReviewEndpoints.exportCaptures, canRead, async (request, reply) =>
      sendExport(
        reply,
        await exportSensorCaptures(
          db,
          requireSession(request),
          request.params.id,
          request.params.format,
          request.query,
        ),
      ),
    );
    route(
      app,
      countReviewEndpoints.trainingSet,
      { tags, onRequest: requireStaffPermission('read:sensors') },
      async (request, reply) =>
        sendExport(reply, await exportTrainingSet(db, requireSession(request), request.params.format, request.query)),
    );
  };
