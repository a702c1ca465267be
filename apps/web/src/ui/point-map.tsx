import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import L from 'leaflet';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef, useState } from 'react';

// Leaflet finds its default marker images through a CSS path guess that fails once Vite renames the
// files (STACK.md trap): the icon is built from the bundled image URLs instead.
const markerIcon = L.icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** OpenStreetMap's tile servers require their credit on the map; other tile servers get none by default. */
const attributionOf = (tileUrl: string) =>
  tileUrl.includes('openstreetmap.org')
    ? '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a>'
    : '';

type PointMapProps = {
  lat: number;
  long: number;
  /** Tile URL template ({z}/{x}/{y}), from the public settings. */
  tileUrl: string;
  /** Accessible name of the map and title of the marker. */
  label: string;
  /** Shown over the map when no tile could be loaded (no network, blocked tile server). */
  tilesUnavailableText: string;
  zoom?: number;
  height?: number;
};

/**
 * A small Leaflet map centred on one point, with its marker. The container and the marker are drawn
 * whether or not the tiles load: offline, the map stays usable as a position marker on a blank
 * background with a note, instead of an empty box.
 */
export const PointMap = ({
  lat,
  long,
  tileUrl,
  label,
  tilesUnavailableText,
  zoom = 12,
  height = 280,
}: PointMapProps) => {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [hasTileError, setTileError] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    setTileError(false);
    const map = L.map(container, { center: [lat, long], zoom, scrollWheelZoom: false });
    const tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution: attributionOf(tileUrl) });
    let loadedTiles = 0;
    tiles.on('tileload', () => {
      loadedTiles += 1;
      setTileError(false);
    });
    tiles.on('tileerror', () => {
      if (loadedTiles === 0) setTileError(true);
    });
    tiles.addTo(map);
    L.marker([lat, long], { icon: markerIcon, title: label, alt: label, keyboard: false }).addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, long, tileUrl, zoom, label]);

  return (
    <Box pos="relative">
      <Box
        ref={containerRef}
        h={height}
        role="region"
        aria-label={label}
        style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-gray-1)', zIndex: 0 }}
      />
      {hasTileError && (
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
          {tilesUnavailableText}
        </Text>
      )}
    </Box>
  );
};
