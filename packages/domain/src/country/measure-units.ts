import { z } from 'zod';

/*
 * The units a country's users read measures in (issue 41, decision 168). The console stores hectares, degrees
 * Celsius and millimetres whatever the country; a pack only says how they are shown and typed. The names are
 * ECMAScript's sanctioned units, so Intl.NumberFormat writes each in the user's language (12,5 ha; 0,4 po).
 */

export const AREA_UNITS = ['hectare', 'acre'] as const;
export const TEMPERATURE_UNITS = ['celsius', 'fahrenheit'] as const;
export const RAINFALL_UNITS = ['millimeter', 'inch'] as const;

export const measureUnitsSchema = z.object({
  area: z.enum(AREA_UNITS),
  temperature: z.enum(TEMPERATURE_UNITS),
  rainfall: z.enum(RAINFALL_UNITS),
});
export type MeasureUnits = z.infer<typeof measureUnitsSchema>;
/** What is measured: a parcel's surface, the air's temperature, the rain. */
export type Measure = keyof MeasureUnits;
export type MeasureUnit = MeasureUnits[Measure];

/** How the console stores every measure, and what each of the five countries' advisers publish in. */
export const METRIC_UNITS: MeasureUnits = { area: 'hectare', temperature: 'celsius', rainfall: 'millimeter' };

const HECTARES_PER_ACRE = 0.404_685_642_24;
const MILLIMETRES_PER_INCH = 25.4;
const identity = (value: number) => value;

/** From the stored unit to each unit, and back. */
const CONVERSIONS: Record<MeasureUnit, { fromStored: (value: number) => number; toStored: (value: number) => number }> =
  {
    hectare: { fromStored: identity, toStored: identity },
    acre: { fromStored: (ha) => ha / HECTARES_PER_ACRE, toStored: (ac) => ac * HECTARES_PER_ACRE },
    celsius: { fromStored: identity, toStored: identity },
    fahrenheit: { fromStored: (c) => (c * 9) / 5 + 32, toStored: (f) => ((f - 32) * 5) / 9 },
    millimeter: { fromStored: identity, toStored: identity },
    inch: { fromStored: (mm) => mm / MILLIMETRES_PER_INCH, toStored: (inches) => inches * MILLIMETRES_PER_INCH },
  };

/** A stored measure (hectares, °C, mm) in `unit`. */
export const fromStored = (unit: MeasureUnit, value: number): number => CONVERSIONS[unit].fromStored(value);

/** A measure typed in `unit`, as the console stores it. */
export const toStored = (unit: MeasureUnit, value: number): number => CONVERSIONS[unit].toStored(value);
