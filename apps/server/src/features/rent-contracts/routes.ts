import { rentContractEndpoints } from '@console/domain/rent-contract/rent-contract.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAnyPermission, requirePermission, requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { sendExport } from '../../export/list-export.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { exportRentContracts } from './export.ts';
import {
  cancelRentContract,
  convertRentedSensors,
  createRentContract,
  declineRentContract,
  getRentContract,
  listMyRentContracts,
  listRentContracts,
  returnRentedSensors,
  sendRentContract,
  updateRentContract,
  validateRentContract,
} from './service.ts';

const tags = ['rent-contracts'];

/**
 * Rent contracts (issue 21): the lessor's side works under Providers or Farmers, the lessee's under MyAccount; the
 * service decides which side the caller is on for each contract.
 */
export const rentContractRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    // A farm reads its own through the same list: the scope holds it to the contracts sent to it.
    const reading = {
      tags,
      onRequest: requireAnyPermission('read:providerAccounts', 'read:farmerAccounts', 'read:myAccount'),
    };
    // 409: the contract is not at the stage the action needs, or a sensor is taken.
    const lessorSide = {
      tags,
      onRequest: requireAnyPermission('edit:providerAccounts', 'edit:farmerAccounts'),
      errors: [409 as const],
    };
    const eitherSide = {
      tags,
      onRequest: requireAnyPermission('edit:myAccount', 'edit:providerAccounts', 'edit:farmerAccounts'),
      errors: [409 as const],
    };

    route(app, rentContractEndpoints.list, reading, (request) =>
      listRentContracts(db, requireSession(request), request.query),
    );
    route(app, rentContractEndpoints.export, reading, async (request, reply) =>
      sendExport(reply, await exportRentContracts(db, requireSession(request), request.params.format, request.query)),
    );
    route(app, rentContractEndpoints.create, lessorSide, (request) =>
      createRentContract(db, requireSession(request), request.body),
    );
    route(app, rentContractEndpoints.mine, { tags, onRequest: requirePermission('read:myAccount') }, (request) =>
      listMyRentContracts(db, requireSession(request), request.query),
    );
    route(app, rentContractEndpoints.get, reading, (request) =>
      getRentContract(db, requireSession(request), request.params.id),
    );
    route(app, rentContractEndpoints.update, lessorSide, (request) =>
      updateRentContract(db, requireSession(request), request.params.id, request.body),
    );
    route(app, rentContractEndpoints.send, lessorSide, (request) =>
      sendRentContract(db, requireSession(request), request.params.id),
    );
    route(app, rentContractEndpoints.cancel, lessorSide, (request) =>
      cancelRentContract(db, requireSession(request), request.params.id),
    );
    route(app, rentContractEndpoints.returnLines, lessorSide, (request) =>
      returnRentedSensors(db, requireSession(request), request.params.id, request.body),
    );
    route(app, rentContractEndpoints.convertLines, lessorSide, (request) =>
      convertRentedSensors(db, requireSession(request), request.params.id, request.body),
    );
    route(app, rentContractEndpoints.validate, eitherSide, (request) =>
      validateRentContract(db, requireSession(request), request.params.id),
    );
    route(app, rentContractEndpoints.decline, eitherSide, (request) =>
      declineRentContract(db, requireSession(request), request.params.id, request.body.reason),
    );
  };
