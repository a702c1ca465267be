import { referentialEndpoints } from '@console/domain/time/referential.endpoints';
import { listZoneIds } from '@console/domain/time/zone-ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoint-route.ts';

export const referentialRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, referentialEndpoints.zoneIds, { tags: ['referentials'] }, () => listZoneIds());
};
