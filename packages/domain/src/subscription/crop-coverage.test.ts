import { describe, expect, it } from 'vitest';
import { DEFAULT_CROP_SEASON } from '../country/crop-season.ts';
import { DEFAULT_RISK_SETTINGS } from '../risk/risk-model.ts';
import { coverageGap, cropSeason, cropSensitiveWindow, proposeCoveringEnd } from './crop-coverage.ts';

const rapeseed = { currentCrop: 'colza', stage: 'non_seme', estimatedSeedingDate: '2026-08-25' } as const;
const cover = { endsOn: '2026-09-30', autoRenew: false, isCancelled: false };

describe('crop sensitive window', () => {
  it('runs from three weeks before the estimated seeding to the end of the sensitive stage', () => {
    expect(cropSensitiveWindow(rapeseed, DEFAULT_RISK_SETTINGS, DEFAULT_CROP_SEASON)).toEqual({
      startsOn: '2026-08-04',
      endsOn: '2026-10-04',
    });
  });

  it('follows the actual seeding day once known', () => {
    expect(
      cropSensitiveWindow(
        { ...rapeseed, stage: 'leve', actualSeedingDate: '2026-09-05' },
        DEFAULT_RISK_SETTINGS,
        DEFAULT_CROP_SEASON,
      ),
    ).toEqual({ startsOn: '2026-08-15', endsOn: '2026-10-15' });
  });

  it('follows the country’s lead days and days of sensitivity', () => {
    const longer = { leadDays: 30, sensitiveDays: { ...DEFAULT_CROP_SEASON.sensitiveDays, colza: 60 } };
    expect(cropSensitiveWindow(rapeseed, DEFAULT_RISK_SETTINGS, longer)).toEqual({
      startsOn: '2026-07-26',
      endsOn: '2026-10-24',
    });
  });

  it('closes once the crop is recorded past its last sensitive stage', () => {
    expect(
      cropSensitiveWindow({ ...rapeseed, stage: 'f4' }, DEFAULT_RISK_SETTINGS, DEFAULT_CROP_SEASON),
    ).not.toBeNull();
    expect(cropSensitiveWindow({ ...rapeseed, stage: 'f5' }, DEFAULT_RISK_SETTINGS, DEFAULT_CROP_SEASON)).toBeNull();
  });
});

describe('coverage gap', () => {
  const window = { startsOn: '2026-08-04', endsOn: '2026-10-04' };

  it('is the days the window runs past the end of the subscription', () => {
    expect(coverageGap(window, cover, '2026-08-10')).toEqual({ startsOn: '2026-10-01', endsOn: '2026-10-04' });
  });

  it('is none when the subscription ends on the window last day or later', () => {
    expect(coverageGap(window, { ...cover, endsOn: '2026-10-04' }, '2026-08-10')).toBeNull();
    expect(coverageGap(window, { ...cover, endsOn: '2026-10-03' }, '2026-08-10')).toEqual({
      startsOn: '2026-10-04',
      endsOn: '2026-10-04',
    });
  });

  it('starts from today once the subscription has ended, and is none once the window has too', () => {
    expect(coverageGap(window, cover, '2026-10-02')).toEqual({ startsOn: '2026-10-02', endsOn: '2026-10-04' });
    expect(coverageGap(window, cover, '2026-10-04')).toEqual({ startsOn: '2026-10-04', endsOn: '2026-10-04' });
    expect(coverageGap(window, cover, '2026-10-05')).toBeNull();
  });

  it('starts with the window when the subscription ended before it', () => {
    expect(coverageGap(window, { ...cover, endsOn: '2026-07-31' }, '2026-07-01')).toEqual(window);
  });

  it('is none for a subscription renewing by itself, unless it is cancelled', () => {
    expect(coverageGap(window, { ...cover, autoRenew: true }, '2026-08-10')).toBeNull();
    expect(coverageGap(window, { ...cover, autoRenew: true, isCancelled: true }, '2026-08-10')).not.toBeNull();
  });

  it('is none without a window', () => {
    expect(coverageGap(null, cover, '2026-08-10')).toBeNull();
  });
});

describe('crop season', () => {
  const autumn = { window: { startsOn: '2026-08-04', endsOn: '2026-10-04' }, crops: 3 };
  const spring = { window: { startsOn: '2027-03-20', endsOn: '2027-06-03' }, crops: 2 };

  it('spans the windows still to come, from the earliest start to the latest end', () => {
    expect(cropSeason([spring, autumn, { window: null, crops: 4 }], '2026-07-01')).toEqual({
      startsOn: '2026-08-04',
      endsOn: '2027-06-03',
      cropCount: 5,
    });
  });

  it('starts today inside a running window and leaves out the windows that are over', () => {
    expect(cropSeason([autumn, spring], '2026-09-01')).toEqual({
      startsOn: '2026-09-01',
      endsOn: '2027-06-03',
      cropCount: 5,
    });
    expect(cropSeason([autumn, spring], '2026-11-28')).toEqual({ ...spring.window, cropCount: 2 });
    expect(cropSeason([autumn], '2026-11-28')).toBeNull();
  });
});

describe('a campaign period proposed from the crops', () => {
  it('ends with the campaign, or with the crop season when that runs later', () => {
    const season = { startsOn: '2026-08-04', endsOn: '2027-06-03' };
    expect(proposeCoveringEnd({ kind: 'campaign' }, '2026-08-04', 'FR', season)).toBe('2027-07-31');
    expect(
      proposeCoveringEnd({ kind: 'campaign' }, '2027-03-20', 'AU', { startsOn: '2027-03-20', endsOn: '2028-03-10' }),
    ).toBe('2028-03-10');
  });

  it('leaves a plan of months alone', () => {
    expect(
      proposeCoveringEnd({ kind: 'duration', durationMonths: 3 }, '2026-08-04', 'FR', {
        startsOn: '2026-08-04',
        endsOn: '2027-06-03',
      }),
    ).toBe('2026-11-03');
  });
});
