import { describe, expect, it } from 'vitest';
import { localHour, type SensorReadiness, waitReason } from './update-preconditions.ts';

const LIMITS = { batteryMin: 11.5, usbFillMax: 90 };
/** 13:00 in Paris on a winter day. */
const AFTERNOON = new Date('2026-12-03T12:00:00Z');
const ready: SensorReadiness = {
  batteryVoltage: 12.6,
  usbFillRate: 20,
  lastContactAt: new Date('2026-12-03T11:00:00Z'),
  lastMeasuredAt: new Date('2026-12-03T05:00:00Z'),
  zoneId: 'Europe/Paris',
  cropAtRiskUntil: null,
};

describe('waitReason', () => {
  it('offers a healthy trap in the afternoon of its own zone', () => {
    expect(waitReason(ready, LIMITS, null, AFTERNOON)).toBeNull();
    expect(localHour('Australia/Sydney', AFTERNOON)).toBe(23);
    expect(waitReason({ ...ready, zoneId: 'Australia/Sydney' }, LIMITS, null, AFTERNOON)).toEqual({
      code: 'outside-window',
      values: { startHour: 10, endHour: 17 },
    });
  });

  it('says why a trap waits, first its own state, then its crop, then the hours', () => {
    expect(waitReason({ ...ready, batteryVoltage: 11.2 }, LIMITS, null, AFTERNOON)).toEqual({
      code: 'battery',
      values: { voltage: 11.2 },
    });
    expect(waitReason({ ...ready, usbFillRate: 95 }, LIMITS, null, AFTERNOON)?.code).toBe('usb');
    expect(waitReason({ ...ready, lastContactAt: new Date('2026-12-02T10:00:00Z') }, LIMITS, null, AFTERNOON)).toEqual({
      code: 'silent',
      values: { since: '2026-12-02T10:00:00.000Z' },
    });
    expect(waitReason({ ...ready, cropAtRiskUntil: '2026-12-10' }, LIMITS, null, AFTERNOON)).toEqual({
      code: 'crop-at-risk',
      values: { until: '2026-12-10' },
    });
  });

  it('lets a campaign open at night only once the night’s capture is uploaded', () => {
    const night = new Date('2026-12-03T22:30:00Z'); // 23:30 in Paris
    const allDay = { startHour: 0, endHour: 24 };
    const contact = { lastContactAt: new Date('2026-12-03T22:00:00Z') };
    expect(waitReason({ ...ready, ...contact }, LIMITS, allDay, night)?.code).toBe('capture-night');
    const uploaded = { ...ready, ...contact, lastMeasuredAt: new Date('2026-12-03T21:45:00Z') };
    expect(waitReason(uploaded, LIMITS, allDay, night)).toBeNull();
    expect(waitReason(uploaded, LIMITS, null, night)?.code).toBe('outside-window');
  });
});
