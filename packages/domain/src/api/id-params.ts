import { z } from 'zod';

/** The `:id` of a record's path: a malformed one reads as an unknown record (404, decision 005). */
export const idParams = z.object({ id: z.uuid() });
