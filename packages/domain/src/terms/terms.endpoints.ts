import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../api/id-params';
import { termsEntryRoutes } from './terms.entry-routes';
import {
  TERMS_DOCUMENT_MIME_TYPE,
  termsVersionListQuerySchema,
  termsVersionPageSchema,
  termsVersionSchema,
} from './terms-version.schema';

const pdf = { file: [TERMS_DOCUMENT_MIME_TYPE] } as const;

/** The terms of service: the current document for everyone, and its versions for the staff who publish them. */
export const termsEndpoints = defineEndpoints({
  currentDocument: { ...termsEntryRoutes.currentDocument, response: pdf },
  listVersions: {
    method: 'GET',
    path: '/settings/tos',
    query: termsVersionListQuerySchema,
    response: termsVersionPageSchema,
  },
  /** A new version, as multipart/form-data: its label and PDF. */
  publishVersion: {
    method: 'POST',
    path: '/settings/tos',
    body: 'multipart',
    response: termsVersionSchema,
    status: 201,
  },
  versionDocument: { method: 'GET', path: '/settings/tos/:id/document', params: idParams, response: pdf },
});
