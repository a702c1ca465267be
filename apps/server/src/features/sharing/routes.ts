import { sharingEndpoints } from '@console/domain/parcel/sharing.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission, requireSession } from '../../auth/session.ts';
import { route } from '../../plugins/endpoint-route.ts';
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
    const canRead = { tags, onRequest: requirePermission('read:parcelSharing') };
    const canEdit = { tags, onRequest: requirePermission('edit:parcelSharing') };

    route(app, sharingEndpoints.shareByEmail, { ...canEdit, errors: [404, 429] }, (request) =>
      shareParcelsByEmail(deps, requireSession(request), request.body),
    );
    route(app, sharingEndpoints.listEmails, canRead, (request) => listSharedEmails(db, requireSession(request)));
    route(app, sharingEndpoints.stopSharingWithEmail, canEdit, (request) =>
      stopSharingWithEmail(db, requireSession(request), request.params.email),
    );
    route(app, sharingEndpoints.setParcelSharing, { ...canEdit, errors: [429] }, (request) =>
      setParcelSharing(deps, requireSession(request), request.params.id, request.body),
    );
  };

/** Public: the invitation page is opened by someone who has no account yet. */
export const sharingInvitationRoutes =
  (deps: SharingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, sharingEndpoints.invitation, { tags }, (request) => getSharingInvitation(deps.db, request.params.id));
    route(app, sharingEndpoints.registerInvited, { tags, errors: [409] }, (request) =>
      registerInvitedPerson(deps.db, request.params.id, request.body),
    );
  };
