import { Text } from '@mantine/core';
import L from 'leaflet';

/** OpenStreetMap's tile servers require their credit on the map; other tile servers get none by default. */
const attributionOf = (tileUrl: string) =>
  tileUrl.includes('openstreetmap.org')
    ? '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a>'
    : '';

/** Leaflet's own credit, which it titles in English, in the interface language. */
export const creditLeaflet = (map: L.Map, title: string) => {
  const escaped = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  map.attributionControl.setPrefix(`<a href="https://leafletjs.com" title="${escaped}">Leaflet</a>`);
};

/**
 * A tile layer that reports whether its tiles can be had: `onAvailability(false)` once tiles fail before any
 * loaded (offline, blocked tile server), `true` as soon as one loads. Maps stay usable without tiles.
 */
export const createTileLayer = (tileUrl: string, onAvailability: (isAvailable: boolean) => void): L.TileLayer => {
  const tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution: attributionOf(tileUrl) });
  let loadedTiles = 0;
  tiles.on('tileload', () => {
    loadedTiles += 1;
    onAvailability(true);
  });
  tiles.on('tileerror', () => {
    if (loadedTiles === 0) onAvailability(false);
  });
  return tiles;
};

/** The public settings' tile templates behind every map: satellite imagery, and the place names drawn over it. */
export type MapTiles = { hybrid: string; labels: string };

/**
 * Satellite imagery with its labels layer over it, the hybrid map type every map shows (spec point 9). Whether the
 * map has a background follows the imagery: labels alone on a blank area do not make one.
 */
export const createHybridLayer = (tiles: MapTiles, onAvailability: (isAvailable: boolean) => void): L.LayerGroup =>
  L.layerGroup([createTileLayer(tiles.hybrid, onAvailability), createTileLayer(tiles.labels, () => {}).setZIndex(2)]);

/** The note over a map whose tiles could not load. */
export const TilesUnavailableNote = ({ text }: { text: string }) => (
  <Text
    size="xs"
    c="dimmed"
    pos="absolute"
    bottom={8}
    left={8}
    px={6}
    py={2}
    style={{ zIndex: 500, background: 'rgba(255,255,255,0.85)', borderRadius: 4 }}
  >
    {text}
  </Text>
);
