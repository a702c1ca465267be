import { describe, expect, it } from 'vitest';
import { groupNotificationBursts } from './notification-bursts.ts';
import type { Notification } from './notification.schema.ts';

const SENSOR_A = 'c0000000-0000-4000-8000-00000000000a';
const SENSOR_B = 'c0000000-0000-4000-8000-00000000000b';
const PARCEL = 'c0000000-0000-4000-8000-000000000002';
let sequence = 0;

const issue = (sensorId: string, date: string): Notification => ({
  id: `d0000000-0000-4000-8000-${String(sequence++).padStart(12, '0')}`,
  date,
  seenAt: null,
  type: 'issue-opened',
  payload: {
    sensorId,
    serialNumber: sensorId === SENSOR_A ? 'SLG-A' : 'SLG-B',
    issueId: 'c0000000-0000-4000-8000-000000000009',
    issueType: 'ouverture_couvercle',
    level: 'high',
  },
});

const shape = (items: Notification[]) =>
  groupNotificationBursts(items).map((row) =>
    row.kind === 'single' ? row.notification.id : row.notifications.map((notification) => notification.id),
  );

describe('groupNotificationBursts', () => {
  it("gathers one sensor's faults of the same few minutes into one row at the newest one's place", () => {
    const items = [
      issue(SENSOR_A, '2026-11-24T10:04:00Z'),
      issue(SENSOR_B, '2026-11-24T10:03:30Z'),
      issue(SENSOR_A, '2026-11-24T10:03:00Z'),
      issue(SENSOR_A, '2026-11-24T10:01:00Z'),
      issue(SENSOR_A, '2026-11-24T09:59:00Z'),
    ];
    const [a1, b, a2, a3, a4] = items.map((item) => item.id);
    expect(shape(items)).toEqual([[a1, a2, a3, a4], b]);
    expect(groupNotificationBursts(items)[0]).toMatchObject({ kind: 'burst', serialNumber: 'SLG-A' });
  });

  it('starts a new row past five minutes, and keeps other types and lone faults single', () => {
    const risk: Notification = {
      id: 'd0000000-0000-4000-8000-999999999999',
      date: '2026-11-24T10:02:00Z',
      seenAt: null,
      type: 'risk-level-high',
      payload: { parcelId: PARCEL, parcelLabel: 'Champ' },
    };
    const items = [
      issue(SENSOR_A, '2026-11-24T10:05:00Z'),
      risk,
      issue(SENSOR_A, '2026-11-24T10:00:00Z'),
      issue(SENSOR_A, '2026-11-24T09:59:59Z'),
      issue(SENSOR_A, '2026-11-24T09:50:00Z'),
    ];
    const [first, , second, third, late] = items.map((item) => item.id);
    expect(shape(items)).toEqual([[first, second], risk.id, third, late]);
  });
});
