import type { SeatChange, SubscriptionUpdate } from '@console/domain/subscription/subscription.schema';

/** What the subscription page's action is asked to do. */
export type SubscriptionIntent =
  | { intent: 'renew' }
  | { intent: 'cancel' }
  | ({ intent: 'update' } & SubscriptionUpdate)
  | ({ intent: 'seats' } & SeatChange);
