import { describe, expect, it } from 'vitest';
import { measureFormats } from './measure-format';

describe('measureFormats', () => {
  it('writes stored measures in the metric units the language’s way', () => {
    const fr = measureFormats({ area: 'hectare', temperature: 'celsius', rainfall: 'millimeter' }, 'fr');
    expect(fr.area.format(12.5)).toMatch(/^12,5\sha$/);
    expect(fr.temperature.format(7.25)).toMatch(/^7,3\s°C$/);
    expect(fr.rainfall.format(null)).toBe('–');
  });

  it('converts them for a country that reads acres, °F and inches, charts included', () => {
    const en = measureFormats({ area: 'acre', temperature: 'fahrenheit', rainfall: 'inch' }, 'en');
    expect(en.area.format(4.0468564224)).toBe('10 ac');
    expect(en.temperature.format(10)).toBe('50°F');
    expect(en.rainfall.format(25.4)).toBe('1 in');
    expect(en.rainfall.format(1)).toBe('0.04 in');
    expect(en.temperature.convert(0)).toBe(32);
    expect(en.rainfall.convert(null)).toBeNull();
    expect(en.temperature.symbol).toBe('°F');
    expect(measureFormats({ area: 'acre', temperature: 'celsius', rainfall: 'inch' }, 'fr').rainfall.symbol).toBe('po');
  });
});
