import { describe, expect, it } from 'vitest';
import { fromStored, toStored } from './measure-units.ts';

describe('measure units', () => {
  it('shows stored hectares, degrees Celsius and millimetres in the imperial units', () => {
    expect(fromStored('acre', 1)).toBeCloseTo(2.4711, 4);
    expect(fromStored('fahrenheit', 0)).toBe(32);
    expect(fromStored('fahrenheit', -40)).toBe(-40);
    expect(fromStored('fahrenheit', 100)).toBe(212);
    expect(fromStored('inch', 25.4)).toBe(1);
  });

  it('leaves the metric units as stored', () => {
    expect(fromStored('hectare', 12.5)).toBe(12.5);
    expect(fromStored('celsius', 7)).toBe(7);
    expect(fromStored('millimeter', 3.2)).toBe(3.2);
  });

  it('stores what was typed in any unit as it was meant', () => {
    expect(toStored('acre', 10)).toBeCloseTo(4.0469, 4);
    expect(toStored('fahrenheit', 50)).toBe(10);
    expect(toStored('inch', 2)).toBe(50.8);
    for (const unit of ['acre', 'fahrenheit', 'inch'] as const) {
      expect(toStored(unit, fromStored(unit, 3.7))).toBeCloseTo(3.7, 10);
    }
  });
});
