import { subscriptionEndpoints } from '@console/domain/subscription/subscription.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireSession, requireStaffPermission } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { sendExport } from '../../export/list-export.ts';
import { sendPdf } from '../../export/printed-document.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { attestationFileName, writeAttestation } from './attestation.ts';
import { exportSubscriptions } from './export.ts';
import { createPlan, getPlan, listPlans, updatePlan } from './plans.ts';
import {
  cancelSubscription,
  changeSeats,
  createSubscription,
  getCropSeason,
  getMySubscription,
  getSubscription,
  listMySubscriptions,
  listSubscriptions,
  renewSubscription,
  renewSubscriptions,
  requestRenewal,
  seatedSensorIds,
  updateSubscription,
} from './service.ts';

const tags = ['subscriptions'];

/**
 * Plans and subscriptions (issue 20): staff define plans; staff and providers with Subscriptions sell and renew in
 * their scope; any account reads its own under MyAccount.
 */
export const subscriptionRoutes =
  (
    db: Database,
    // The port a change of seats or periods goes out by, with the sensors it may uncover or cover: app.ts wires it to
    // the parcels' risk, which this feature does not import.
    { onCoverageChanged }: { onCoverageChanged: (sensorIds: readonly string[]) => Promise<void> },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const reading = { tags, onRequest: requirePermission('read:subscriptions') };
    // 409: a sensor already covered, a period already renewed or cancelled, a plan no longer sold.
    const editing = { tags, onRequest: requirePermission('edit:subscriptions'), errors: [409 as const] };
    const planning = { tags, onRequest: requireStaffPermission('edit:subscriptions'), errors: [409 as const] };
    const mine = { tags, onRequest: requirePermission('read:myAccount') };

    // Seats and periods decide whether a parcel's risk is withheld (decision 132): the parcels of the sensors the
    // change concerns are assessed again before the answer, so the risk shows as soon as a renewal is recorded.
    const reassessing = async <R>(change: Promise<R>, subscriptionIds: (result: R) => string[]): Promise<R> => {
      const result = await change;
      await onCoverageChanged(await seatedSensorIds(db, subscriptionIds(result)));
      return result;
    };
    const itself = (subscription: { id: string }) => [subscription.id];

    route(app, subscriptionEndpoints.plans, reading, (request) => listPlans(db, requireSession(request)));
    route(app, subscriptionEndpoints.createPlan, planning, (request) =>
      createPlan(db, requireSession(request), request.body),
    );
    route(app, subscriptionEndpoints.getPlan, reading, (request) =>
      getPlan(db, requireSession(request), request.params.id),
    );
    route(app, subscriptionEndpoints.updatePlan, planning, (request) =>
      updatePlan(db, requireSession(request), request.params.id, request.body),
    );
    route(app, subscriptionEndpoints.list, reading, (request) =>
      listSubscriptions(db, requireSession(request), request.query),
    );
    route(app, subscriptionEndpoints.export, reading, async (request, reply) =>
      sendExport(reply, await exportSubscriptions(db, requireSession(request), request.params.format, request.query)),
    );
    route(app, subscriptionEndpoints.create, editing, (request) =>
      reassessing(createSubscription(db, requireSession(request), request.body), itself),
    );
    // 404: an account out of the caller's reach.
    route(app, subscriptionEndpoints.cropSeason, { ...editing, errors: [404 as const] }, (request) =>
      getCropSeason(db, requireSession(request), request.query.accountId),
    );
    route(app, subscriptionEndpoints.renewMany, editing, (request) =>
      reassessing(renewSubscriptions(db, requireSession(request), request.body.ids), (page) =>
        page.items.map((item) => item.id),
      ),
    );
    route(app, subscriptionEndpoints.mine, mine, (request) =>
      listMySubscriptions(db, requireSession(request), request.query),
    );
    // Asking adds to the history and tells the seller: it takes managing the account, not only reading it.
    route(
      app,
      subscriptionEndpoints.requestRenewal,
      { tags, onRequest: requirePermission('edit:myAccount'), errors: [409 as const] },
      (request) => requestRenewal(db, requireSession(request), request.params.id),
    );
    route(app, subscriptionEndpoints.getMine, mine, (request) =>
      getMySubscription(db, requireSession(request), request.params.id),
    );
    route(app, subscriptionEndpoints.attestation, mine, async (request, reply) => {
      const session = requireSession(request);
      const subscription = await getMySubscription(db, session, request.params.id);
      return sendPdf(
        reply,
        attestationFileName(subscription),
        writeAttestation(subscription, session.language, session.zoneId),
      );
    });
    route(app, subscriptionEndpoints.get, reading, (request) =>
      getSubscription(db, requireSession(request), request.params.id),
    );
    route(app, subscriptionEndpoints.update, editing, (request) =>
      reassessing(updateSubscription(db, requireSession(request), request.params.id, request.body), itself),
    );
    route(app, subscriptionEndpoints.renew, editing, (request) =>
      reassessing(renewSubscription(db, requireSession(request), request.params.id), itself),
    );
    route(app, subscriptionEndpoints.cancel, editing, (request) =>
      cancelSubscription(db, requireSession(request), request.params.id),
    );
    route(app, subscriptionEndpoints.changeSeats, editing, (request) =>
      reassessing(changeSeats(db, requireSession(request), request.params.id, request.body), itself),
    );
  };
