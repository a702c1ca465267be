import { twoFactorEndpoints } from '@console/domain/auth/two-factor.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RelyingParty } from '../../auth/mfa/passkeys.ts';
import { requireRecentSecondFactor } from '../../auth/mfa/step-up.ts';
import { requireSession } from '../../auth/session.ts';
import { addPasskey, confirmWithPasskey, removePasskey, startPasskey, startPasskeyConfirmation } from './passkeys.ts';
import type { Database } from '../../db/client.ts';
import type { Mailing } from '../../mail/mail-queue.ts';
import { route } from '../../plugins/endpoint-route.ts';
import {
  confirmSecondFactor,
  confirmTotpEnrolment,
  getTwoFactorState,
  removeTotp,
  renewRecoveryCodes,
  startTotpEnrolment,
} from './service.ts';

const tags = ['profile'];

/** The user's own second factors (decision 183): open before the terms are accepted, as the profile is. */
export const twoFactorRoutes =
  ({ db, relyingParty, ...mailing }: Mailing & { db: Database; relyingParty: RelyingParty }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, twoFactorEndpoints.state, { tags }, (request) => getTwoFactorState(db, requireSession(request)));
    route(app, twoFactorEndpoints.confirm, { tags, errors: [409, 429] }, (request) =>
      confirmSecondFactor(db, requireSession(request), request.body, request.ip),
    );
    route(app, twoFactorEndpoints.startTotp, { tags, errors: [409] }, (request) =>
      startTotpEnrolment(db, requireSession(request)),
    );
    route(app, twoFactorEndpoints.confirmTotp, { tags, errors: [409] }, (request) =>
      confirmTotpEnrolment(db, mailing, requireSession(request), request.body),
    );
    route(app, twoFactorEndpoints.removeTotp, { tags, errors: [409, 429] }, (request) =>
      removeTotp(db, mailing, requireSession(request), request.body, request.ip),
    );
    route(app, twoFactorEndpoints.confirmPasskeyOptions, { tags }, (request) =>
      startPasskeyConfirmation(db, relyingParty, requireSession(request)),
    );
    route(app, twoFactorEndpoints.confirmWithPasskey, { tags, errors: [409] }, (request) =>
      confirmWithPasskey(db, relyingParty, requireSession(request), request.body),
    );
    route(app, twoFactorEndpoints.passkeyOptions, { tags, errors: [409] }, (request) =>
      startPasskey(db, relyingParty, requireSession(request)),
    );
    route(app, twoFactorEndpoints.addPasskey, { tags }, (request) =>
      addPasskey(db, mailing, relyingParty, requireSession(request), request.body),
    );
    route(
      app,
      twoFactorEndpoints.removePasskey,
      { tags, onRequest: requireRecentSecondFactor(db), errors: [409] },
      (request) => removePasskey(db, mailing, requireSession(request), request.params.id),
    );
    route(app, twoFactorEndpoints.renewRecoveryCodes, { tags, errors: [429] }, (request) =>
      renewRecoveryCodes(db, mailing, requireSession(request), request.body, request.ip),
    );
  };
