import { describe, expect, it } from 'vitest';
import { isNotificationUnread, NOTIFICATION_TYPES, notificationSchema } from './notification.schema.ts';

const notification = {
  id: '0b4f8f9e-3c55-4c1c-9a8e-2f1f6f1b2c3d',
  type: 'issue-opened',
  date: '2026-11-22T08:30:00Z',
  seenAt: null,
  payload: { issueId: '1c5a9f0e-4d66-4d2d-8b9f-3a2a7a2c3d4e' },
};

describe('notificationSchema', () => {
  it('accepts the ten types', () => {
    expect(NOTIFICATION_TYPES).toHaveLength(10);
    for (const type of NOTIFICATION_TYPES)
      expect(notificationSchema.safeParse({ ...notification, type }).success).toBe(true);
  });

  it('accepts any payload for now and rejects an unknown type', () => {
    expect(notificationSchema.safeParse({ ...notification, payload: null }).success).toBe(true);
    expect(notificationSchema.safeParse({ ...notification, type: 'issue-closed' }).success).toBe(false);
  });
});

describe('isNotificationUnread', () => {
  it('is unread while seenAt is empty and read once set', () => {
    expect(isNotificationUnread({ seenAt: null })).toBe(true);
    expect(isNotificationUnread({ seenAt: '' })).toBe(true);
    expect(isNotificationUnread({ seenAt: '2026-11-22T09:00:00Z' })).toBe(false);
  });
});
