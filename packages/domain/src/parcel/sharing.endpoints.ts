import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../api/id-params';
import { parcelListItemSchema } from './parcel-list.schema';
import {
  parcelSharingInputSchema,
  registerInvitedInputSchema,
  sharedEmailSchema,
  sharingInvitationSchema,
} from './parcel-sharing.schema';
import { sharingRequestSchema } from './parcel.schema';

/** Sharing parcels (spec point 6), and the public invitation page of someone they were shared with by e-mail. */
export const sharingEndpoints = defineEndpoints({
  /** Shares parcels with people by e-mail; the answer is the request as saved. */
  shareByEmail: {
    method: 'POST',
    path: '/parcels/sharing',
    body: sharingRequestSchema,
    response: sharingRequestSchema,
  },
  listEmails: { method: 'GET', path: '/parcels/sharing/emails', response: z.array(sharedEmailSchema) },
  /** Stops sharing every parcel with one address. */
  stopSharingWithEmail: {
    method: 'DELETE',
    path: '/parcels/sharing/emails/:email',
    params: z.object({ email: z.email() }),
    response: 'none',
  },
  /** Who besides its account sees one parcel. */
  setParcelSharing: {
    method: 'POST',
    path: '/parcels/:id/sharing',
    params: idParams,
    body: parcelSharingInputSchema,
    response: parcelListItemSchema,
  },
  invitation: { method: 'GET', path: '/sharing-invitations/:id', params: idParams, response: sharingInvitationSchema },
  /** The invited person's own account; the answer names the address to sign in with. */
  registerInvited: {
    method: 'POST',
    path: '/sharing-invitations/:id/register',
    params: idParams,
    body: registerInvitedInputSchema,
    response: z.object({ email: z.string() }),
    status: 201,
  },
});
