import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireSession, requireStaffPermission } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { sendExport } from '../../export/list-export.ts';
import { exportSensors } from './export.ts';
import {
  countSensors,
  createSensor,
  getSensor,
  getSensorFirmware,
  getNearbyStations,
  getSensorWeatherFeed,
  listSensors,
  listSensorCaptures,
  listSensorDailyReadings,
  listSensorTags,
  rotateDeviceSecret,
  updateSensorWeather,
} from './service.ts';

const tags = ['sensors'];

export const sensorRoutes =
  (db: Database, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const canRead = { tags, onRequest: requirePermission('read:sensors') };
    const canEdit = { tags, onRequest: requirePermission('edit:sensors') };
    // Registering sensors and their secrets is the manufacturer's: other accounts' editors manage only the weather.
    const canRegister = { tags, onRequest: requireStaffPermission('edit:sensors') };

    // 404: the `favourite_id` names no favourite of the caller's.
    const canList = { ...canRead, errors: [404 as const] };
    route(app, sensorEndpoints.list, canList, (request) => listSensors(db, requireSession(request), request.query));
    route(app, sensorEndpoints.counts, canList, (request) => {
      const { start: _start, sort: _sort, order: _order, ...filter } = request.query;
      return countSensors(db, requireSession(request), filter);
    });
    route(app, sensorEndpoints.export, canList, async (request, reply) =>
      sendExport(reply, await exportSensors(db, requireSession(request), request.params.format, request.query)),
    );
    route(app, sensorEndpoints.create, { ...canRegister, errors: [409] }, (request) =>
      createSensor(db, requireSession(request), request.body),
    );
    route(app, sensorEndpoints.get, canRead, (request) => getSensor(db, requireSession(request), request.params.id));
    route(app, sensorEndpoints.getFirmware, canRead, (request) =>
      getSensorFirmware(db, requireSession(request), request.params.id),
    );
    route(app, sensorEndpoints.getWeatherFeed, canRead, (request) =>
      getSensorWeatherFeed(db, requireSession(request), request.params.id),
    );
    route(app, sensorEndpoints.nearbyStations, canRead, (request) =>
      getNearbyStations(db, config, requireSession(request), request.params.id),
    );
    route(app, sensorEndpoints.updateWeather, canEdit, (request) =>
      updateSensorWeather(db, requireSession(request), request.params.id, request.body),
    );
    route(app, sensorEndpoints.rotateDeviceSecret, canRegister, (request) =>
      rotateDeviceSecret(db, requireSession(request), request.params.id),
    );
    route(app, sensorEndpoints.listCaptures, canRead, (request) =>
      listSensorCaptures(db, requireSession(request), request.params.id, request.query),
    );
    route(app, sensorEndpoints.listDailyReadings, canRead, (request) =>
      listSensorDailyReadings(db, requireSession(request), request.params.id, request.query),
    );
    route(app, sensorEndpoints.listTags, { ...canRead, tags: ['referentials'] }, (request) =>
      listSensorTags(db, requireSession(request)),
    );
  };
