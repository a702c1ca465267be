import { secondFactorResetSchema } from '@console/domain/user/user-list.schema';
import { createUserInputSchema } from '@console/domain/user/user.schema';
import { z } from 'zod';

/** What a user's page posts to its action (`userEditRoute` in `user-edit.tsx`), from the form and `UserActions`. */
export const userIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), values: createUserInputSchema }),
  z.object({ intent: z.enum(['delete', 'resend', 'access-link', 'revoke-access-link']) }),
  z.object({ intent: z.literal('reset-two-factor'), ...secondFactorResetSchema.shape }),
]);
export type UserIntent = z.infer<typeof userIntentSchema>;
