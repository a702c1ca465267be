import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import {
  antiSlugCatalogueEntrySchema,
  antiSlugProductInputSchema,
  newAntiSlugProductInputSchema,
} from './anti-slug-product.schema';

const slugParams = z.object({ slug: z.string().min(1).max(60) });

/** /settings/anti-slug-products: the catalogue the manufacturer's staff keep (retired products included). */
export const antiSlugProductEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/settings/anti-slug-products', response: z.array(antiSlugCatalogueEntrySchema) },
  create: {
    method: 'POST',
    path: '/settings/anti-slug-products',
    body: newAntiSlugProductInputSchema,
    response: antiSlugCatalogueEntrySchema,
    status: 201,
  },
  /** Edits a product; turning `isActive` off retires it from the pickers. */
  update: {
    method: 'POST',
    path: '/settings/anti-slug-products/:slug',
    params: slugParams,
    body: antiSlugProductInputSchema,
    response: antiSlugCatalogueEntrySchema,
  },
});
