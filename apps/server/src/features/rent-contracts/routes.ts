import { rentContractEndpoints } from '@console/domain/rent-contract/rent-contract.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/app-error.ts';
import { requireAnyPermission, requirePermission, requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { sendExport } from '../../export/list-export.ts';
import { sendPdf } from '../../export/printed-document.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { exportRentContracts } from './export.ts';
import { receiptFileName, receiptLines, writeReceipt } from './receipts.ts';
import {
  cancelRentContract,
  convertRentedSensors,
  createRentContract,
  declineRentContract,
  extendRentContract,
  getRentContract,
  getRentContractTerms,
  listRedeployableSensors,
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

    // 404: the `favourite_id` names no favourite of the caller's.
    const listing = { ...reading, errors: [404 as const] };
    route(app, rentContractEndpoints.list, listing, (request) =>
      listRentContracts(db, requireSession(request), request.query),
    );
    route(app, rentContractEndpoints.export, listing, async (request, reply) =>
      sendExport(reply, await exportRentContracts(db, requireSession(request), request.params.format, request.query)),
    );
    route(app, rentContractEndpoints.create, lessorSide, (request) =>
      createRentContract(db, requireSession(request), request.body),
    );
    route(app, rentContractEndpoints.mine, { tags, onRequest: requirePermission('read:myAccount') }, (request) =>
      listMyRentContracts(db, requireSession(request), request.query),
    );
    route(app, rentContractEndpoints.redeployable, reading, (request) =>
      listRedeployableSensors(db, requireSession(request), request.query.lessorAccountId),
    );
    route(app, rentContractEndpoints.get, reading, (request) =>
      getRentContract(db, requireSession(request), request.params.id),
    );
    route(app, rentContractEndpoints.terms, reading, async (request, reply) => {
      const { fileName, document } = await getRentContractTerms(db, requireSession(request), request.params.id);
      return sendPdf(reply, fileName, document);
    });
    route(app, rentContractEndpoints.receipt, reading, async (request, reply) => {
      const session = requireSession(request);
      const { id, kind } = request.params;
      const contract = await getRentContract(db, session, id);
      if (receiptLines(contract, kind).length === 0) throw notFound(`no ${kind} on this contract yet`);
      return sendPdf(
        reply,
        receiptFileName(contract, kind),
        writeReceipt(contract, kind, session.language, session.zoneId),
      );
    });
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
    route(app, rentContractEndpoints.extend, lessorSide, (request) =>
      extendRentContract(db, requireSession(request), request.params.id, request.body),
    );
    route(app, rentContractEndpoints.validate, eitherSide, (request) =>
      validateRentContract(db, requireSession(request), request.params.id),
    );
    route(app, rentContractEndpoints.decline, eitherSide, (request) =>
      declineRentContract(db, requireSession(request), request.params.id, request.body.reason),
    );
  };
