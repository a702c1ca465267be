import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../api/id-params';
import {
  accountReferentialInputSchema,
  accountReferentialSchema,
  coverageSchema,
  favouriteInputSchema,
  favouriteListItemSchema,
  favouriteListQuerySchema,
  favouritePageSchema,
  favouriteSchema,
  sensorReferentialInputSchema,
  sensorReferentialSchema,
  tagReferentialInputSchema,
  territoryProposalSchema,
  territorySchema,
} from './favourite.schema';

/** Favourites: each user's saved territories (spec points 3 and 7). */
export const favouriteEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/favourites', query: favouriteListQuerySchema, response: favouritePageSchema },
  /** Every favourite of the caller, for the switchers; a caller without the right gets 403 (read as none). */
  all: { method: 'GET', path: '/favourites/all', response: z.array(favouriteSchema) },
  create: {
    method: 'POST',
    path: '/favourites',
    body: favouriteInputSchema,
    response: favouriteListItemSchema,
    status: 201,
  },
  /** What an unsaved territory reaches: the editor's live "N parcels · M sensors". */
  coverage: { method: 'POST', path: '/favourites/coverage', body: territorySchema, response: coverageSchema },
  /** Onboarding's proposed territory. */
  proposal: { method: 'GET', path: '/favourites/proposal', response: territoryProposalSchema },
  referentialAccounts: {
    method: 'POST',
    path: '/favourites/referential/accounts',
    body: accountReferentialInputSchema,
    response: accountReferentialSchema,
  },
  referentialSensors: {
    method: 'POST',
    path: '/favourites/referential/sensors',
    body: sensorReferentialInputSchema,
    response: sensorReferentialSchema,
  },
  referentialTags: {
    method: 'POST',
    path: '/favourites/referential/tags',
    body: tagReferentialInputSchema,
    response: z.array(z.string()),
  },
  get: { method: 'GET', path: '/favourites/:id', params: idParams, response: favouriteListItemSchema },
  update: {
    method: 'POST',
    path: '/favourites/:id',
    params: idParams,
    body: favouriteInputSchema,
    response: favouriteListItemSchema,
  },
  remove: { method: 'DELETE', path: '/favourites/:id', params: idParams, response: 'none' },
});
