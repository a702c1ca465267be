import { z } from 'zod';

// Brands exist only at compile time: they stop a Volume being passed where a Temperature is expected,
// and they cost nothing on the wire. Units are those of the sensor API; the spec does not show them.

/** Temperature in degrees Celsius. */
export const temperatureSchema = z.number().brand<'Temperature'>();
export type Temperature = z.infer<typeof temperatureSchema>;

/** Volume, e.g. rainfall. */
export const volumeSchema = z.number().brand<'Volume'>();
export type Volume = z.infer<typeof volumeSchema>;

/** A whole percentage, e.g. battery level or USB fill rate. */
export const percentageSchema = z.number().int().brand<'Percentage'>();
export type Percentage = z.infer<typeof percentageSchema>;

/** Electric potential in volts. */
export const electricPotentialSchema = z.number().brand<'ElectricPotential'>();
export type ElectricPotential = z.infer<typeof electricPotentialSchema>;

/** Electric current in amperes. */
export const electricCurrentSchema = z.number().brand<'ElectricCurrent'>();
export type ElectricCurrent = z.infer<typeof electricCurrentSchema>;

/** Power in watts. */
export const powerSchema = z.number().brand<'Power'>();
export type Power = z.infer<typeof powerSchema>;

/** Velocity, e.g. wind speed. */
export const velocitySchema = z.number().brand<'Velocity'>();
export type Velocity = z.infer<typeof velocitySchema>;

/** A whole, finite duration; never negative. */
export const finiteDurationSchema = z.number().int().nonnegative().brand<'FiniteDuration'>();
export type FiniteDuration = z.infer<typeof finiteDurationSchema>;

/** An absolute http(s) URL: relative paths and other schemes (javascript:, mailto:) are rejected. */
export const absoluteUrlSchema = z.url({ protocol: /^https?$/, error: 'invalid-url' }).brand<'AbsoluteUrl'>();
export type AbsoluteUrl = z.infer<typeof absoluteUrlSchema>;

/** An RFC 9562 UUID; every id of the API is one. */
export const uuidSchema = z.uuid().brand<'Uuid'>();
export type Uuid = z.infer<typeof uuidSchema>;
