import { describe, expect, it } from 'vitest';
import { proposePeriodEnd, renewalPeriod, todayIn } from './subscription-period.ts';
import { deriveSubscriptionStatus, type SubscriptionDates } from './subscription-status.ts';

const season: SubscriptionDates = {
  startsOn: '2026-08-01',
  endsOn: '2027-07-31',
  graceDays: 14,
  isCancelled: false,
  isRenewed: false,
};

describe('subscription status', () => {
  it('is scheduled until its first day, active from it', () => {
    expect(deriveSubscriptionStatus(season, '2026-07-31')).toBe('scheduled');
    expect(deriveSubscriptionStatus(season, '2026-08-01')).toBe('active');
  });

  it('asks for renewal from the first reminder, 30 days before the end, to the last day', () => {
    expect(deriveSubscriptionStatus(season, '2027-06-30')).toBe('active');
    expect(deriveSubscriptionStatus(season, '2027-07-01')).toBe('to_renew');
    expect(deriveSubscriptionStatus(season, '2027-07-31')).toBe('to_renew');
  });

  it('gives grace days after the end, inclusive, then expires', () => {
    expect(deriveSubscriptionStatus(season, '2027-08-01')).toBe('grace');
    expect(deriveSubscriptionStatus(season, '2027-08-14')).toBe('grace');
    expect(deriveSubscriptionStatus(season, '2027-08-15')).toBe('expired');
    expect(deriveSubscriptionStatus({ ...season, graceDays: 0 }, '2027-08-01')).toBe('expired');
  });

  it('runs a cancelled one to its end without a reminder or grace', () => {
    const cancelled = { ...season, isCancelled: true };
    expect(deriveSubscriptionStatus(cancelled, '2027-07-15')).toBe('active');
    expect(deriveSubscriptionStatus(cancelled, '2027-08-01')).toBe('cancelled');
  });

  it('hands a renewed one over to its successor after its end', () => {
    const renewed = { ...season, isRenewed: true };
    expect(deriveSubscriptionStatus(renewed, '2027-07-15')).toBe('active');
    expect(deriveSubscriptionStatus(renewed, '2027-08-01')).toBe('renewed');
  });
});

describe('subscription periods', () => {
  it('ends a campaign the day before the next campaign starts in the holder country', () => {
    expect(proposePeriodEnd({ kind: 'campaign' }, '2026-11-27', 'FR')).toBe('2027-07-31');
    expect(proposePeriodEnd({ kind: 'campaign' }, '2026-07-31', 'FR')).toBe('2026-07-31');
    expect(proposePeriodEnd({ kind: 'campaign' }, '2026-08-01', 'UK')).toBe('2027-07-31');
    expect(proposePeriodEnd({ kind: 'campaign' }, '2026-11-27', 'AU')).toBe('2027-02-28');
    expect(proposePeriodEnd({ kind: 'campaign' }, '2027-03-01', 'AU')).toBe('2028-02-29');
  });

  it('runs a duration plan for its months less a day, across month ends', () => {
    expect(proposePeriodEnd({ kind: 'duration', durationMonths: 12 }, '2026-11-27', 'FR')).toBe('2027-11-26');
    expect(proposePeriodEnd({ kind: 'duration', durationMonths: 1 }, '2027-01-31', 'DE')).toBe('2027-02-27');
  });

  it('renews from the day after the end for the same span', () => {
    expect(renewalPeriod({ kind: 'campaign' }, '2027-07-31', 'FR')).toEqual({
      startsOn: '2027-08-01',
      endsOn: '2028-07-31',
    });
    expect(renewalPeriod({ kind: 'duration', durationMonths: 6 }, '2027-03-31', 'ES')).toEqual({
      startsOn: '2027-04-01',
      endsOn: '2027-09-30',
    });
  });

  it('proposes no renewal that would run past the last day of the calendar', () => {
    expect(renewalPeriod({ kind: 'campaign' }, '9999-12-31', 'FR')).toBeUndefined();
    expect(renewalPeriod({ kind: 'duration', durationMonths: 12 }, '9999-06-30', 'FR')).toBeUndefined();
    expect(renewalPeriod({ kind: 'campaign' }, '9999-07-31', 'FR')).toBeUndefined();
    expect(renewalPeriod({ kind: 'duration', durationMonths: 6 }, '9999-06-30', 'FR')).toEqual({
      startsOn: '9999-07-01',
      endsOn: '9999-12-31',
    });
  });

  it("reads today in the holder's zone, whatever the runtime's", () => {
    const instant = new Date('2026-11-27T23:30:00Z');
    expect(todayIn('Europe/Paris', instant)).toBe('2026-11-28');
    expect(todayIn('Europe/London', instant)).toBe('2026-11-27');
    expect(todayIn('Australia/Sydney', new Date('2026-11-27T13:30:00Z'))).toBe('2026-11-28');
  });
});
