import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { affectSensor } from './affectation.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { sendExport } from '../../export/list-export.ts';
import { createParcel } from './creation.ts';
import { exportParcels } from './export.ts';
import { deleteParcel, getParcel, listParcelMapPoints, listParcels, updateParcel } from './service.ts';
import { listPlacements } from './placements.ts';
import { moveSensor, swapSensor, unlinkSensor } from './sensor-moves.ts';
import { getParcelSynthesis } from './synthesis.ts';

// The subscriptions' coverage port, which app.ts wires: a change of seats or periods re-assesses the sensors' parcels.
export { refreshRisksOfCountry, refreshRisksOfSensors } from './service.ts';

const tags = ['parcels'];

export const parcelRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const canRead = { tags, onRequest: requirePermission('read:parcels') };
    const canEdit = { tags, onRequest: requirePermission('edit:parcels') };

    // 404: the `favourite_id` names no favourite of the caller's.
    const canList = { ...canRead, errors: [404 as const] };
    route(app, parcelEndpoints.list, canList, (request) => listParcels(db, requireSession(request), request.query));
    route(app, parcelEndpoints.export, canList, async (request, reply) =>
      sendExport(reply, await exportParcels(db, requireSession(request), request.params.format, request.query)),
    );
    route(app, parcelEndpoints.map, canList, (request) =>
      listParcelMapPoints(db, requireSession(request), request.query),
    );
    // 409: the sensor named in the body cannot be linked (decision 012).
    route(app, parcelEndpoints.create, { ...canEdit, errors: [409] }, (request) =>
      createParcel(db, requireSession(request), request.body),
    );
    route(app, parcelEndpoints.get, canRead, (request) => getParcel(db, requireSession(request), request.params.id));
    route(app, parcelEndpoints.synthesis, canRead, (request) =>
      getParcelSynthesis(db, requireSession(request), request.params.id),
    );
    route(app, parcelEndpoints.update, canEdit, (request) =>
      updateParcel(db, requireSession(request), request.params.id, request.body),
    );
    route(app, parcelEndpoints.affectSensor, { ...canEdit, errors: [409] }, (request) =>
      affectSensor(db, requireSession(request), request.params.id, request.body),
    );
    route(app, parcelEndpoints.unlinkSensor, { ...canEdit, errors: [409] }, (request) =>
      unlinkSensor(db, requireSession(request), request.params.id),
    );
    route(app, parcelEndpoints.moveSensor, { ...canEdit, errors: [409] }, (request) =>
      moveSensor(db, requireSession(request), request.params.id, request.body),
    );
    route(app, parcelEndpoints.swapSensor, { ...canEdit, errors: [409] }, (request) =>
      swapSensor(db, requireSession(request), request.params.id, request.body),
    );
    route(app, parcelEndpoints.placements, canRead, async (request) => {
      const parcel = await getParcel(db, requireSession(request), request.params.id);
      return listPlacements(db, parcel.id);
    });
    route(app, parcelEndpoints.remove, canEdit, (request) =>
      deleteParcel(db, requireSession(request), request.params.id),
    );
  };
