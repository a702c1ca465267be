import { describe, expect, it } from 'vitest';
import {
  isNotificationUnread,
  NOTIFICATION_TYPES,
  type Notification,
  notificationSchema,
  notificationTarget,
} from './notification.schema.ts';

const issueOpened = {
  id: '0b4f8f9e-3c55-4c1c-9a8e-2f1f6f1b2c3d',
  type: 'issue-opened',
  date: '2026-11-22T08:30:00Z',
  seenAt: null,
  payload: {
    issueId: '1c5a9f0e-4d66-4d2d-8b9f-3a2a7a2c3d4e',
    sensorId: '2d6b0a1f-5e77-4e3e-9c0a-4b3b8b3d4e5f',
    serialNumber: 'SW-000123',
    issueType: 'ouverture_couvercle',
    level: 'high',
  },
} as const;

describe('notificationSchema', () => {
  it("knows the spec's ten types, the high-risk alert, the slug-count alert, the two watches, the renewal request and the support tickets' three", () => {
    expect(NOTIFICATION_TYPES).toHaveLength(18);
    expect(NOTIFICATION_TYPES).toContain('support-ticket-replied');
    expect(NOTIFICATION_TYPES).toContain('subscription-renewal-requested');
    expect(NOTIFICATION_TYPES).toContain('risk-level-high');
    expect(NOTIFICATION_TYPES).toContain('slug-count-alert');
    expect(NOTIFICATION_TYPES).toContain('watch-risk-level-high');
    expect(NOTIFICATION_TYPES).toContain('watch-issue-blocking');
  });

  it("checks each type's payload and refuses an unknown type", () => {
    expect(notificationSchema.safeParse(issueOpened).success).toBe(true);
    expect(notificationSchema.safeParse({ ...issueOpened, payload: { issueId: 'x' } }).success).toBe(false);
    expect(notificationSchema.safeParse({ ...issueOpened, type: 'issue-closed' }).success).toBe(false);
  });
});

describe('notificationTarget', () => {
  const parcelId = '3e7c1b2a-6f88-4f4f-8d1b-5c4c9c4e5f60';
  const cropId = '4f8d2c3b-7a99-4a5a-9e2c-6d5d0d5f6a71';

  it("links each item to its object's page (spec point 2)", () => {
    expect(notificationTarget(issueOpened as Notification)).toBe(`/issues/${issueOpened.payload.issueId}`);
    const risk = { ...issueOpened, type: 'risk-level-high', payload: { parcelId, parcelLabel: 'La Noue' } };
    expect(notificationTarget(risk as Notification)).toBe(`/parcels/${parcelId}`);
    const reminder = { ...risk, type: 'fill-intervention-reminder', payload: { parcelId, parcelLabel: 'x', cropId } };
    expect(notificationTarget(reminder as Notification)).toBe(`/parcels/${parcelId}/crops/${cropId}`);
    const favourite = { favouriteId: cropId, favouriteName: 'Lot-et-Garonne' };
    const watchedRisk = { ...risk, type: 'watch-risk-level-high', payload: { ...risk.payload, ...favourite } };
    expect(notificationTarget(watchedRisk as Notification)).toBe(`/parcels/${parcelId}`);
    const watchedIssue = {
      ...issueOpened,
      type: 'watch-issue-blocking',
      payload: { ...issueOpened.payload, ...favourite },
    };
    expect(notificationTarget(watchedIssue as Notification)).toBe(`/issues/${issueOpened.payload.issueId}`);
  });
});

describe('isNotificationUnread', () => {
  it('is unread while seenAt is empty and read once set', () => {
    expect(isNotificationUnread({ seenAt: null })).toBe(true);
    expect(isNotificationUnread({ seenAt: '' })).toBe(true);
    expect(isNotificationUnread({ seenAt: '2026-11-22T09:00:00Z' })).toBe(false);
  });
});
