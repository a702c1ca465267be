import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { exportEndpoint } from '../api/export-endpoint';
import { idParams } from '../api/id-params';
import { subscriptionPlanInputSchema, subscriptionPlanSchema } from './subscription-plan.schema';
import {
  bulkRenewalSchema,
  cropSeasonProposalSchema,
  cropSeasonQuerySchema,
  mySubscriptionListQuerySchema,
  seatChangeSchema,
  subscriptionInputSchema,
  subscriptionListQuerySchema,
  subscriptionPageSchema,
  subscriptionSchema,
  subscriptionUpdateSchema,
} from './subscription.schema';

/** Subscription plans and subscriptions (issue 20, decisions 129 and 130). */
export const subscriptionEndpoints = defineEndpoints({
  /** Staff read every plan; providers the active plans sold in their country. */
  plans: { method: 'GET', path: '/subscription-plans', response: z.array(subscriptionPlanSchema) },
  createPlan: {
    method: 'POST',
    path: '/subscription-plans',
    body: subscriptionPlanInputSchema,
    response: subscriptionPlanSchema,
    status: 201,
  },
  getPlan: { method: 'GET', path: '/subscription-plans/:id', params: idParams, response: subscriptionPlanSchema },
  updatePlan: {
    method: 'POST',
    path: '/subscription-plans/:id',
    params: idParams,
    body: subscriptionPlanInputSchema,
    response: subscriptionPlanSchema,
  },
  list: { method: 'GET', path: '/subscriptions', query: subscriptionListQuerySchema, response: subscriptionPageSchema },
  export: exportEndpoint('/subscriptions', subscriptionListQuerySchema),
  create: {
    method: 'POST',
    path: '/subscriptions',
    body: subscriptionInputSchema,
    response: subscriptionSchema,
    status: 201,
  },
  /** What a campaign subscription for the holder should cover, from its crops. */
  cropSeason: {
    method: 'GET',
    path: '/subscriptions/crop-season',
    query: cropSeasonQuerySchema,
    response: cropSeasonProposalSchema,
  },
  /** Renews each selected subscription; all or none. */
  renewMany: {
    method: 'POST',
    path: '/subscriptions/renew',
    body: bulkRenewalSchema,
    response: subscriptionPageSchema,
  },
  mine: {
    method: 'GET',
    path: '/subscriptions/mine',
    query: mySubscriptionListQuerySchema,
    response: subscriptionPageSchema,
  },
  getMine: { method: 'GET', path: '/subscriptions/mine/:id', params: idParams, response: subscriptionSchema },
  /** The holder asks its seller to renew: the seller's users who manage subscriptions are told. */
  requestRenewal: {
    method: 'POST',
    path: '/subscriptions/mine/:id/request-renewal',
    params: idParams,
    response: subscriptionSchema,
  },
  /** The holder's attestation of the subscription, a PDF in its reader's language. */
  attestation: {
    method: 'GET',
    path: '/subscriptions/mine/:id/attestation',
    params: idParams,
    response: { file: ['application/pdf'] },
  },
  get: { method: 'GET', path: '/subscriptions/:id', params: idParams, response: subscriptionSchema },
  update: {
    method: 'POST',
    path: '/subscriptions/:id',
    params: idParams,
    body: subscriptionUpdateSchema,
    response: subscriptionSchema,
  },
  renew: {
    method: 'POST',
    path: '/subscriptions/:id/renew',
    params: idParams,
    response: subscriptionSchema,
    status: 201,
  },
  cancel: { method: 'POST', path: '/subscriptions/:id/cancel', params: idParams, response: subscriptionSchema },
  changeSeats: {
    method: 'POST',
    path: '/subscriptions/:id/sensors',
    params: idParams,
    body: seatChangeSchema,
    response: subscriptionSchema,
  },
});
