import { defineEndpoints } from '../api/endpoint';
import { exportEndpoint } from '../api/export-endpoint';
import { idParams } from '../api/id-params';
import {
  declineSchema,
  lineConversionSchema,
  lineReturnSchema,
  myRentContractListQuerySchema,
  rentContractInputSchema,
  rentContractListQuerySchema,
  rentContractPageSchema,
  rentContractSchema,
  rentContractUpdateSchema,
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
  get: { method: 'GET', path: '/rent-contracts/:id', params: idParams, response: rentContractSchema },
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
});
