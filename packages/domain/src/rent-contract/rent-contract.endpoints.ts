import { defineEndpoints } from '../api/endpoint';
import { exportEndpoint } from '../api/export-endpoint';
import { idParams } from '../api/id-params';
import {
  declineSchema,
  extensionSchema,
  lineConversionSchema,
  lineReturnSchema,
  myRentContractListQuerySchema,
  rentContractInputSchema,
  rentContractListQuerySchema,
  rentContractPageSchema,
  rentContractSchema,
  rentContractUpdateSchema,
  receiptParams,
  redeployableListSchema,
  redeployableQuerySchema,
} from './rent-contract.schema';

const action = (path: string) =>
  ({ method: 'POST', path: `/rent-contracts/:id/${path}`, params: idParams, response: rentContractSchema }) as const;

/** Rent contracts (issue 21, decision 136): the lessor prepares, sends and collects; the lessee validates. */
export const rentContractEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/rent-contracts',
    query: rentContractListQuerySchema,
    response: rentContractPageSchema,
  },
  export: exportEndpoint('/rent-contracts', rentContractListQuerySchema),
  create: {
    method: 'POST',
    path: '/rent-contracts',
    body: rentContractInputSchema,
    response: rentContractSchema,
    status: 201,
  },
  mine: {
    method: 'GET',
    path: '/rent-contracts/mine',
    query: myRentContractListQuerySchema,
    response: rentContractPageSchema,
  },
  /** Rented sensors ready for return across the lessor's contracts: what it may redeploy (decision 137). */
  redeployable: {
    method: 'GET',
    path: '/rent-contracts/redeployable',
    query: redeployableQuerySchema,
    response: redeployableListSchema,
  },
  get: { method: 'GET', path: '/rent-contracts/:id', params: idParams, response: rentContractSchema },
  /** The rent terms of the contract as a PDF: the version accepted, or the current one until validation. */
  terms: {
    method: 'GET',
    path: '/rent-contracts/:id/terms',
    params: idParams,
    response: { file: ['application/pdf'] },
  },
  /** The handover or return receipt, a PDF in the reader's language. */
  receipt: {
    method: 'GET',
    path: '/rent-contracts/:id/receipts/:kind',
    params: receiptParams,
    response: { file: ['application/pdf'] },
  },
  update: {
    method: 'POST',
    path: '/rent-contracts/:id',
    params: idParams,
    body: rentContractUpdateSchema,
    response: rentContractSchema,
  },
  send: action('send'),
  validate: action('validate'),
  decline: { ...action('decline'), body: declineSchema },
  cancel: action('cancel'),
  returnLines: { ...action('return'), body: lineReturnSchema },
  /** Sells rented sensors to the lessee: they become `selling`, and want a subscription. */
  convertLines: { ...action('convert'), body: lineConversionSchema },
  /** Answers the successor contract, sent to the lessee. */
  extend: { ...action('extend'), body: extensionSchema, status: 201 },
});
