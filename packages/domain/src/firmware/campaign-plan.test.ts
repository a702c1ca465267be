import { describe, expect, it } from 'vitest';
import { sensorFit, stageEnds, stageOf } from './campaign-plan.ts';

const version = { version: '2.4.0', hardwareRevisions: ['B', 'C'], minFromVersion: '2.0.0' };
const sensor = (firmwareVersion: string | null, hardwareRevision: string | null, inOtherCampaign = false) => ({
  firmwareVersion,
  hardwareRevision,
  inOtherCampaign,
});

describe('sensorFit', () => {
  it('updates a sensor of a fitting board from a version it may update from', () => {
    expect(sensorFit(sensor('2.3.1', 'B'), version)).toBe('eligible');
    expect(sensorFit(sensor('2.0.0', 'C'), version)).toBe('eligible');
  });

  it('says why it would not', () => {
    expect(sensorFit(sensor('2.4.0', 'B'), version)).toBe('alreadyOnVersion');
    expect(sensorFit(sensor('2.3.1', 'A'), version)).toBe('otherHardware');
    expect(sensorFit(sensor('2.3.1', null), version)).toBe('otherHardware');
    expect(sensorFit(sensor('1.9.9', 'B'), version)).toBe('belowMinimum');
    // A device that never said its version cannot be known to be recent enough.
    expect(sensorFit(sensor(null, 'B'), version)).toBe('belowMinimum');
    expect(sensorFit(sensor(null, 'B'), { ...version, minFromVersion: null })).toBe('eligible');
    expect(sensorFit(sensor('2.3.1', 'B', true), version)).toBe('inOtherCampaign');
  });
});

describe('stageEnds', () => {
  it('rounds percents up, so the first stage of a small fleet still has a sensor', () => {
    expect(stageEnds(150, { unit: 'percent', values: [1, 10, 50, 100] })).toEqual([2, 15, 75, 150]);
    expect(stageEnds(3, { unit: 'percent', values: [1, 10, 50, 100] })).toEqual([1, 2, 3]);
  });

  it('caps counts by the fleet and ends with all the rest', () => {
    expect(stageEnds(500, { unit: 'count', values: [10, 100] })).toEqual([10, 100, 500]);
    expect(stageEnds(50, { unit: 'count', values: [10, 100] })).toEqual([10, 50]);
    expect(stageEnds(0, { unit: 'count', values: [10] })).toEqual([]);
  });

  it('places each sensor in its stage', () => {
    const ends = [2, 15, 75, 150];
    expect([0, 1, 2, 14, 15, 149].map((position) => stageOf(position, ends))).toEqual([1, 1, 2, 2, 3, 4]);
  });
});
