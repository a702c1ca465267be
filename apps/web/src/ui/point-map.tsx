import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
import L from 'leaflet';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef, useState } from 'react';
import { createTileLayer, TilesUnavailableNote } from './map-tiles';

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
    createTileLayer(tileUrl, (isAvailable) => setTileError(!isAvailable)).addTo(map);
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
      {hasTileError && <TilesUnavailableNote text={tilesUnavailableText} />}
    </Box>
  );
};
