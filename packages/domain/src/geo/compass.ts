import { z } from 'zod';

export const COMPASS_DIRECTIONS = [
  'south',
  'south-west',
  'west',
  'north-west',
  'north',
  'north-east',
  'east',
  'south-east',
] as const;
export const compassDirectionSchema = z.enum(COMPASS_DIRECTIONS);
export type CompassDirection = z.infer<typeof compassDirectionSchema>;

/**
 * Clockwise rotation, in degrees, of a direction arrow whose unrotated glyph points south (spec point 3):
 * each step of the list above turns the arrow a further 45°.
 */
export const COMPASS_DEGREES: Record<CompassDirection, number> = {
  south: 0,
  'south-west': 45,
  west: 90,
  'north-west': 135,
  north: 180,
  'north-east': 225,
  east: 270,
  'south-east': 315,
};

export const getCompassDegrees = (direction: CompassDirection): number => COMPASS_DEGREES[direction];
