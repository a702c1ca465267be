import { describe, expect, it } from 'vitest';
import { describeWeatherFeed } from './weather-feed.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const PARCEL = 'c0000000-0000-4000-8000-000000000002';
const own = { source: 'sensor', stationId: null } as const;
const feedOf = (change: Partial<Parameters<typeof describeWeatherFeed>[0]>) =>
  describeWeatherFeed(
    { parcelId: PARCEL, hasWeatherSensor: true, weather: own, lastWeatherAt: null, station: null, ...change },
    NOW,
  );

describe('describeWeatherFeed', () => {
  it('feeds nothing to a sensor on no parcel', () => {
    expect(feedOf({ parcelId: undefined })).toMatchObject({ feed: 'none', reason: 'no-parcel' });
  });

  it('uses the linked nearby station, naming it', () => {
    const weather = { source: 'weenat', stationId: 'WN-42' } as const;
    expect(feedOf({ weather })).toMatchObject({ feed: 'linked-station', reason: 'linked-station', stationId: 'WN-42' });
  });

  it('gives way to the own station, else the forecast, while the linked station is silent', () => {
    const weather = { source: 'sencrop', stationId: 'RC0042' } as const;
    const station = {
      network: 'sencrop',
      externalId: 'RC0042',
      name: 'Hilltop',
      lastHour: null,
      isSilent: true,
    } as const;
    expect(feedOf({ weather, station, lastWeatherAt: '2026-11-24T08:00:00.000Z' })).toMatchObject({
      feed: 'own-station',
      reason: 'linked-station-silent',
      station: { name: 'Hilltop' },
    });
    expect(feedOf({ weather, station })).toMatchObject({ feed: 'forecast', reason: 'linked-station-silent' });
    expect(feedOf({ weather, station: { ...station, isSilent: false } })).toMatchObject({ feed: 'linked-station' });
  });

  it('uses the own station while it reports, and the forecast once it has been silent two days', () => {
    expect(feedOf({ lastWeatherAt: '2026-11-23T20:00:00.000Z' })).toMatchObject({ feed: 'own-station' });
    expect(feedOf({ lastWeatherAt: '2026-11-20T08:00:00.000Z' })).toMatchObject({
      feed: 'forecast',
      reason: 'station-silent',
      silentDays: 4,
    });
    expect(feedOf({})).toMatchObject({ feed: 'forecast', reason: 'station-never-reported' });
  });

  it('explains a fitted station next to the source "none", and a source with no station fitted', () => {
    const none = { source: 'none', stationId: null } as const;
    expect(feedOf({ weather: none })).toMatchObject({ feed: 'forecast', reason: 'station-not-chosen' });
    expect(feedOf({ weather: none, hasWeatherSensor: false })).toMatchObject({ reason: 'no-source' });
    expect(feedOf({ hasWeatherSensor: false })).toMatchObject({ feed: 'forecast', reason: 'no-station-fitted' });
  });
});
