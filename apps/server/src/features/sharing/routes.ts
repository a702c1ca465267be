import { parcelListItemSchema } from '@console/domain/parcel/parcel-list.schema';
import {
  parcelSharingInputSchema,
  registerInvitedInputSchema,
  sharedEmailSchema,
  sharingInvitationSchema,
} from '@console/domain/parcel/parcel-sharing.schema';
import { sharingRequestSchema } from '@console/domain/parcel/parcel.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import { errorAnswers, NO_CONTENT } from '../../plugins/api-contract.ts';
import { getSharingInvitation, registerInvitedPerson } from './invitations.ts';
import {
  listSharedEmails,
  setParcelSharing,
  shareParcelsByEmail,
  type SharingDeps,
  stopSharingWithEmail,
} from './service.ts';

const tags = ['sharing'];

/** Sharing parcels: for callers whose role may edit parcel sharing (spec point 6). */
export const sharingRoutes =
  (deps: SharingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const canRead = requirePermission('read:parcelSharing');
    const canEdit = requirePermission('edit:parcelSharing');

    app.post(
      '/parcels/sharing',
      {
        onRequest: canEdit,
        schema: {
          tags,
          body: sharingRequestSchema,
          response: { 200: sharingRequestSchema, ...errorAnswers(404, 429) },
        },
      },
      (request) => shareParcelsByEmail(deps, requireSession(request), request.body),
    );
    app.get(
      '/parcels/sharing/emails',
      { onRequest: canRead, schema: { tags, response: { 200: z.array(sharedEmailSchema) } } },
      (request) => listSharedEmails(db, requireSession(request)),
    );
    app.delete(
      '/parcels/sharing/emails/:email',
      { onRequest: canEdit, schema: { tags, params: z.object({ email: z.email() }), response: { 204: NO_CONTENT } } },
      async (request, reply) => {
        await stopSharingWithEmail(db, requireSession(request), request.params.email);
        return reply.status(204).send();
      },
    );
    app.post(
      '/parcels/:id/sharing',
      {
        onRequest: canEdit,
        schema: {
          tags,
          params: z.object({ id: z.uuid() }),
          body: parcelSharingInputSchema,
          response: { 200: parcelListItemSchema, ...errorAnswers(429) },
        },
      },
      (request) => setParcelSharing(deps, requireSession(request), request.params.id, request.body),
    );
  };

/** Public: the invitation page is opened by someone who has no account yet. */
export const sharingInvitationRoutes =
  (deps: SharingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const params = z.object({ id: z.uuid() });
    app.get(
      '/sharing-invitations/:id',
      { schema: { tags, params, response: { 200: sharingInvitationSchema } } },
      (request) => getSharingInvitation(deps.db, request.params.id),
    );
    app.post(
      '/sharing-invitations/:id/register',
      {
        schema: {
          tags,
          params,
          body: registerInvitedInputSchema,
          response: { 201: z.object({ email: z.string() }), ...errorAnswers(409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await registerInvitedPerson(deps.db, request.params.id, request.body)),
    );
  };
