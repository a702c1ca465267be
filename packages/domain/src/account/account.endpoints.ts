import { defineEndpoints } from '../api/endpoint';
import { exportEndpoint } from '../api/export-endpoint';
import { accountListQuerySchema, type ManagedAccountType, providerListQuerySchema } from './account-list.schema';

const accountTable = <const T extends ManagedAccountType>(type: T) => {
  const base = `/${type}s` as const;
  const query = type === 'farmer' ? accountListQuerySchema : providerListQuerySchema;
  return defineEndpoints({
    export: exportEndpoint(base, query, ['csv']),
  });
};

/** /providers and /farmers: the same API over the two managed account types (spec points 2 and 6). */
export const accountEndpoints = { provider: accountTable('provider'), farmer: accountTable('farmer') };
