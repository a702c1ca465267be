import { defineEndpoints } from '../api/endpoint';
import { exportEndpoint } from '../api/export-endpoint';
import { idParams } from '../api/id-params';
import { issueDetailSchema, issueListQuerySchema, issuePageSchema } from './issue-list.schema';

/** The issues the rules open on sensors' readings, for readers with the Defaults key. */
export const issueEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/issues', query: issueListQuerySchema, response: issuePageSchema },
  export: exportEndpoint('/issues', issueListQuerySchema),
  get: { method: 'GET', path: '/issues/:id', params: idParams, response: issueDetailSchema },
});
