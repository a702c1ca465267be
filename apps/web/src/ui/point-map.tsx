import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
import L from 'leaflet';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createHybridLayer, creditLeaflet, type MapTiles, TilesUnavailableNote } from './map-tiles';

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
  /** The imagery and labels tile templates ({z}/{x}/{y}), from the public settings. */
  tiles: MapTiles;
  /** Accessible name of the map and title of the marker. */
  label: string;
  /** Shown over the map when no tile could be loaded (no network, blocked tile server). */
  tilesUnavailableText: string;
  zoom?: number;
  height?: number;
  /** Makes the map a position picker: a click or a dragged marker gives the new position. */
  onPick?: (position: { lat: number; long: number }) => void;
  /** A picker with nothing picked yet: the map opens on lat/long without a marker. */
  isMarkerHidden?: boolean;
};

/** Six decimals of a degree are about 10 cm: more is noise from the pointer. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * A small Leaflet map centred on one point, with its marker, over satellite imagery and its labels and without zoom
 * or fullscreen buttons (spec point 9: pinch, double-click and the keyboard still zoom). The container and the marker
 * are drawn whether or not the tiles load: offline, the map stays usable as a position marker on a blank background
 * with a note, instead of an empty box.
 */
export const PointMap = ({
  lat,
  long,
  tiles,
  label,
  tilesUnavailableText,
  zoom = 12,
  height = 280,
  onPick,
  isMarkerHidden = false,
}: PointMapProps) => {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const viewRef = useRef<{ map: L.Map; marker: L.Marker } | null>(null);
  const [hasTileError, setTileError] = useState(false);
  // The latest position and callback, read by the map without rebuilding it when they change.
  const positionRef = useRef<L.LatLngTuple>([lat, long]);
  positionRef.current = [lat, long];
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const isPicker = onPick !== undefined;
  // The map is rebuilt when a template changes, not when a loader hands over an equal object.
  const { hybrid, labels } = tiles;

  // Built once per display setting; a new position only moves the marker (below).
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    setTileError(false);
    const map = L.map(container, { center: positionRef.current, zoom, scrollWheelZoom: false, zoomControl: false });
    creditLeaflet(map, t('library.leaflet-title'));
    createHybridLayer({ hybrid, labels }, (isAvailable) => setTileError(!isAvailable)).addTo(map);
    const marker = L.marker(positionRef.current, {
      icon: markerIcon,
      title: label,
      alt: label,
      keyboard: false,
      draggable: isPicker,
    }).addTo(map);
    const pick = ({ lat, lng }: L.LatLng) => onPickRef.current?.({ lat: round(lat), long: round(lng) });
    if (isPicker) {
      map.on('click', (event: L.LeafletMouseEvent) => pick(event.latlng));
      marker.on('dragend', () => pick(marker.getLatLng()));
    }
    viewRef.current = { map, marker };
    return () => {
      viewRef.current = null;
      map.remove();
    };
  }, [hybrid, labels, zoom, label, isPicker, t]);

  useEffect(() => {
    viewRef.current?.marker.setLatLng([lat, long]).setOpacity(isMarkerHidden ? 0 : 1);
    viewRef.current?.map.panTo([lat, long], { animate: false });
  }, [lat, long, isMarkerHidden, hybrid, labels, zoom, label, isPicker]);

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
