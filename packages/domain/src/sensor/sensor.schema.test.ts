import { describe, expect, it } from 'vitest';
import { sensorInputSchema, weatherLinkInputSchema, weatherLinkSchema } from './sensor.schema.ts';

describe('weatherLinkSchema', () => {
  it('reads a sencrop link by sencropId and a weenat link by weenatSerial', () => {
    expect(weatherLinkSchema.safeParse({ type: 'sencrop', sencropId: '12345' }).success).toBe(true);
    expect(weatherLinkSchema.safeParse({ type: 'weenat', weenatSerial: 'W-9' }).success).toBe(true);
  });

  it('rejects the other provider’s id field', () => {
    expect(weatherLinkSchema.safeParse({ type: 'sencrop', weenatSerial: 'W-9' }).success).toBe(false);
    expect(weatherLinkSchema.safeParse({ type: 'other', sencropId: '1' }).success).toBe(false);
  });
});

describe('weatherLinkInputSchema', () => {
  it('takes a type and a non-empty serial number', () => {
    expect(weatherLinkInputSchema.safeParse({ type: 'weenat', serialNumber: 'W-9' }).success).toBe(true);
    expect(weatherLinkInputSchema.safeParse({ type: 'weenat', serialNumber: ' ' }).success).toBe(false);
  });
});

describe('sensorInputSchema', () => {
  const sensor = {
    serialNumber: 'SW-000123',
    usage: 'renting',
    hasWeatherSensor: true,
    hasProviderSupport: false,
    tags: ['vendée'],
  };

  it('accepts a sensor with optional comment', () => {
    expect(sensorInputSchema.safeParse(sensor).success).toBe(true);
    expect(sensorInputSchema.safeParse({ ...sensor, comment: 'posé en bordure' }).success).toBe(true);
  });

  it('rejects an unknown usage and an empty serial number', () => {
    expect(sensorInputSchema.safeParse({ ...sensor, usage: 'lending' }).success).toBe(false);
    expect(sensorInputSchema.safeParse({ ...sensor, serialNumber: '' }).success).toBe(false);
  });
});
