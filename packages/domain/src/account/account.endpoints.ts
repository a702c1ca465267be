import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { exportEndpoint } from '../api/export-endpoint';
import { idParams } from '../api/id-params';
import {
  accountDetailSchema,
  accountListQuerySchema,
  accountPageSchema,
  type ManagedAccountType,
  providerListQuerySchema,
} from './account-list.schema';
import { accountOptionSchema, createAccountInputSchema, updateAccountInputSchema } from './account.schema';

const accountTable = <const T extends ManagedAccountType>(type: T) => {
  const base = `/${type}s` as const;
  const query = type === 'farmer' ? accountListQuerySchema : providerListQuerySchema;
  return defineEndpoints({
    list: { method: 'GET', path: base, query, response: accountPageSchema },
    export: exportEndpoint(base, query),
    /** The account and its administrator, who is invited by e-mail. */
    create: { method: 'POST', path: base, body: createAccountInputSchema, response: accountDetailSchema, status: 201 },
    get: { method: 'GET', path: `${base}/:id`, params: idParams, response: accountDetailSchema },
    update: {
      method: 'POST',
      path: `${base}/:id`,
      params: idParams,
      body: updateAccountInputSchema,
      response: accountDetailSchema,
    },
  });
};

export const accountEndpoints = {
  ...defineEndpoints({
    /** The account pickers: the accounts in the caller's reach. */
    options: { method: 'GET', path: '/accounts/options', response: z.array(accountOptionSchema) },
  }),
  /** /providers and /farmers: the same API over the two managed account types (spec points 2 and 6). */
  provider: accountTable('provider'),
  farmer: accountTable('farmer'),
};
