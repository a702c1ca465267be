import { describe, expect, it } from 'vitest';
import { boundedHour, HOUR_MS, missingRanges, windowsOf } from './station-sync';

const at = (hours: number) => new Date(Date.UTC(2026, 10, 1) + hours * HOUR_MS);

describe('the hours a station sync asks for', () => {
  it('asks for the whole lookback of a station never synced', () => {
    expect(missingRanges([], at(0), at(48))).toEqual([{ from: at(0), to: at(48) }]);
  });

  it('asks for each gap and for what follows the newest hour, nothing for hours it holds', () => {
    const stored = [0, 1, 2, 5, 6, 9].map(at);
    expect(missingRanges(stored, at(0), at(12))).toEqual([
      { from: at(3), to: at(5) },
      { from: at(7), to: at(9) },
      { from: at(10), to: at(12) },
    ]);
    expect(missingRanges([0, 1, 2].map(at), at(0), at(3))).toEqual([]);
  });

  it('cuts a long range in windows a network accepts', () => {
    expect(windowsOf({ from: at(0), to: at(50) }, 24)).toEqual([
      { from: at(0), to: at(24) },
      { from: at(24), to: at(48) },
      { from: at(48), to: at(50) },
    ]);
  });

  it('stores an hour on the hour, and a measure out of what a station reads as none', () => {
    expect(
      boundedHour(new Date(at(3).getTime() + 1_800_000), { temperature: 81, humidity: 92.5, rainfall: -1 }),
    ).toEqual({ hour: at(3), temperature: null, humidity: 92.5, rainfall: null });
  });
});
