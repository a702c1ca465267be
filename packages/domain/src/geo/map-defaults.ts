import type { Country } from '../address/postal-address.schema.ts';
import type { GpsLocation } from './gps-location.schema.ts';

export type MapView = { center: GpsLocation; zoom: number };

/** Where a map opens for a user of each country, before any marker is fitted (spec point 9). */
export const MAP_DEFAULTS: Record<Country, MapView> = {
  FR: { center: { lat: 46.98, long: 1.78 }, zoom: 6 },
  UK: { center: { lat: 54.87, long: -4.67 }, zoom: 5.2 },
  AU: { center: { lat: -25.27, long: 133.78 }, zoom: 4 },
  DE: { center: { lat: 51.17, long: 10.45 }, zoom: 6 },
  ES: { center: { lat: 40.46, long: -3.75 }, zoom: 6 },
};

/** Display options shared by every map: satellite imagery with labels, no clutter, no extra controls. */
export const MAP_DISPLAY = {
  mapTypeId: 'hybrid',
  showPointsOfInterest: false,
  zoomControl: false,
  fullscreenControl: false,
} as const;

export const getMapDefaults = (country: Country): MapView => MAP_DEFAULTS[country];
