import { describe, expect, it } from 'vitest';
import { delayUnit } from './tile-parts';

describe('delayUnit', () => {
  it('reads minutes under two hours, hours under two days, days beyond', () => {
    expect(delayUnit(45)).toEqual({ key: 'dashboard.units.minutes', value: 45, digits: 0 });
    expect(delayUnit(90)).toMatchObject({ key: 'dashboard.units.minutes', value: 90 });
    expect(delayUnit(120)).toMatchObject({ key: 'dashboard.units.hours', value: 2 });
    expect(delayUnit(1320)).toMatchObject({ key: 'dashboard.units.hours', value: 22 });
    expect(delayUnit(2880)).toMatchObject({ key: 'dashboard.units.days', value: 2 });
    expect(delayUnit(2160 * 3)).toMatchObject({ key: 'dashboard.units.days', value: 4.5 });
  });
});
