import multipart from '@fastify/multipart';
import type { Action } from '@console/domain/access/permissions';
import { termsEndpoints } from '@console/domain/terms/terms.endpoints';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessGuard } from '../../auth/access-guard.ts';
import { requireRecentSecondFactor } from '../../auth/mfa/step-up.ts';
import { requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import type { ErrorStatus } from '../../plugins/api-contract.ts';
import { sendPdf } from '../../export/printed-document.ts';
import { route } from '../../plugins/endpoint-route.ts';
import {
  getCurrentTermsDocument,
  getTermsVersionDocument,
  listTermsVersions,
  publishTermsVersion,
  requireTermsManager,
} from './service.ts';
import { readTermsUpload } from './upload.ts';

/** Uploads are read by the handler, not by a body schema, which would derive these (400: a body cut short). */
const uploadErrors: ErrorStatus[] = [400, 406, 409, 413, 422];

const sendDocument = (reply: FastifyReply, { fileName, document }: { fileName: string; document: Buffer }) =>
  sendPdf(reply, fileName, document);

/** Public: the terms are linked from the gate and the user menu as a plain download. */
export const termsDocumentRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, termsEndpoints.currentDocument, { tags: ['terms'], errors: [404] }, async (_request, reply) =>
      sendDocument(reply, await getCurrentTermsDocument(db)),
    );
  };

/** /settings/tos: publishing new versions of the terms (manufacturer staff with the Configuration right). */
export const termsVersionRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    // Registered here only: no other route takes multipart bodies by accident.
    await app.register(multipart);
    const tags = ['terms'];
    // Checked before the body is read, so a refused caller's upload is never buffered.
    const allow = (action: Action) => accessGuard((request) => requireTermsManager(requireSession(request), action));

    route(app, termsEndpoints.listVersions, { tags, onRequest: allow('read') }, (request) =>
      listTermsVersions(db, requireSession(request), request.query),
    );
    route(
      app,
      termsEndpoints.publishVersion,
      { tags, onRequest: [allow('edit'), requireRecentSecondFactor(db)], errors: uploadErrors },
      async (request) => publishTermsVersion(db, requireSession(request), await readTermsUpload(request)),
    );
    route(app, termsEndpoints.versionDocument, { tags, onRequest: allow('read') }, async (request, reply) =>
      sendDocument(reply, await getTermsVersionDocument(db, requireSession(request), request.params.id)),
    );
  };
