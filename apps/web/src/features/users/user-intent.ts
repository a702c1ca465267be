import type { CreateUserInput } from '@console/domain/user/user.schema';

/** What a user's page posts to its action (`userEditRoute` in `user-edit.tsx`), from the form and `UserActions`. */
export type UserIntent =
  | { intent: 'save'; values: CreateUserInput }
  | { intent: 'delete' }
  | { intent: 'resend' }
  | { intent: 'access-link' }
  | { intent: 'revoke-access-link' };
