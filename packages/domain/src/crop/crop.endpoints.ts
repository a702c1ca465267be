import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { exportEndpoint } from '../api/export-endpoint';
import { idParams } from '../api/id-params';
import { riskAnswersInputSchema } from '../risk/risk.schema';
import { antiSlugProductSchema } from './anti-slug-product.schema';
import {
  cropInterventionInputSchema,
  cropInterventionSchema,
  recordedInterventionSchema,
} from './crop-intervention.schema';
import { productRulesSchema } from '../country/product-rules';
import { cropInputSchema, cropSchema } from './crop.schema';

/** `/parcels/:id/crops/:cropId`: a crop of a parcel. */
const cropParams = idParams.extend({ cropId: z.uuid() });
const interventionParams = cropParams.extend({ interventionId: z.uuid() });

/** A parcel's crops, one a season, with their interventions and risk answers (spec point 3). */
export const cropEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/parcels/:id/crops', params: idParams, response: z.array(cropSchema) },
  create: {
    method: 'POST',
    path: '/parcels/:id/crops',
    params: idParams,
    body: cropInputSchema,
    response: cropSchema,
    status: 201,
  },
  get: { method: 'GET', path: '/parcels/:id/crops/:cropId', params: cropParams, response: cropSchema },
  update: {
    method: 'POST',
    path: '/parcels/:id/crops/:cropId',
    params: cropParams,
    body: cropInputSchema,
    response: cropSchema,
  },
  /** The answers to the risk questions; the answer is what was saved. */
  saveRiskAnswers: {
    method: 'POST',
    path: '/parcels/:id/crops/:cropId/risk-answers',
    params: cropParams,
    body: riskAnswersInputSchema,
    response: riskAnswersInputSchema,
  },
  /** The products still sold, in every country: what names the products of past interventions. */
  antiSlugProducts: {
    method: 'GET',
    path: '/referentials/anti-slug-products',
    response: z.array(antiSlugProductSchema),
  },
  /** The products an intervention on this parcel may name: those authorised in the parcel's country. */
  parcelAntiSlugProducts: {
    method: 'GET',
    path: '/parcels/:id/anti-slug-products',
    params: idParams,
    /** The products sold in the parcel's country, and when its pack lets them be applied (decision 164). */
    response: z.object({ products: z.array(antiSlugProductSchema), rules: productRulesSchema }),
  },
  listInterventions: {
    method: 'GET',
    path: '/parcels/:id/crops/:cropId/interventions',
    params: cropParams,
    response: z.array(recordedInterventionSchema),
  },
  /** The crop's timeline as a file: a product withdrawn since its application is flagged, never left out. */
  exportInterventions: exportEndpoint('/parcels/:id/crops/:cropId/interventions', z.object({}), cropParams),
  createIntervention: {
    method: 'POST',
    path: '/parcels/:id/crops/:cropId/interventions',
    params: cropParams,
    body: cropInterventionInputSchema,
    response: cropInterventionSchema,
    status: 201,
  },
  removeIntervention: {
    method: 'DELETE',
    path: '/parcels/:id/crops/:cropId/interventions/:interventionId',
    params: interventionParams,
    response: 'none',
  },
});
