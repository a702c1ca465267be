import { z } from 'zod';

/** The one error body of the API: every non-2xx answer under /back has this shape (`ApiError` in its OpenAPI document). */
export const apiErrorSchema = z
  .object({
    status: z.number().int(),
    message: z.string(),
    transactionId: z.string(),
    data: z.unknown().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** One invalid field of a 422: its zod path, a message key, and the values the message needs (e.g. min and max). */
export const fieldIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const TRANSACTION_ID_HEADER = 'x-transaction-id';
