import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../api/id-params';
import {
  roleInputSchema,
  roleListItemSchema,
  roleListQuerySchema,
  roleOptionSchema,
  roleOptionsQuerySchema,
  rolePageSchema,
} from './role.schema';

/** Roles administration (spec points 2, 3, 5). */
export const roleEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/roles', query: roleListQuerySchema, response: rolePageSchema },
  /** The user forms' role picker. */
  options: {
    method: 'GET',
    path: '/roles/options',
    query: roleOptionsQuerySchema,
    response: z.array(roleOptionSchema),
  },
  create: { method: 'POST', path: '/roles', body: roleInputSchema, response: roleListItemSchema, status: 201 },
  get: { method: 'GET', path: '/roles/:id', params: idParams, response: roleListItemSchema },
  update: { method: 'POST', path: '/roles/:id', params: idParams, body: roleInputSchema, response: roleListItemSchema },
  remove: { method: 'DELETE', path: '/roles/:id', params: idParams, response: 'none' },
});
