import { defineEndpoints } from '../api/endpoint';
import { exportEndpoint } from '../api/export-endpoint';
import { USER_EXPORT_FORMATS, userExportQuerySchema } from './user-list.schema';

/** Users of every account, and an account administrator's own (spec points 2 and 5). */
export const userEndpoints = defineEndpoints({
  export: exportEndpoint('/users', userExportQuerySchema, USER_EXPORT_FORMATS),
});
