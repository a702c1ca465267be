import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import type { ParcelMapPoint } from '@console/domain/parcel/parcel-list.schema';
import type { MapView } from '@console/domain/geo/map-defaults';
import type { RiskLevel } from '@console/domain/risk/risk.schema';
import { Box, Group, List, Text } from '@mantine/core';
import L from 'leaflet';
import 'leaflet.markercluster';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../paths';
import { createHybridLayer, createTileLayer, creditLeaflet, TilesUnavailableNote } from '../../ui/map-tiles';
import { RISK_LEVEL_COLORS, RISK_LEVELS_WORST_FIRST } from '../../ui/risk-level-colors';
import { riskName } from './risk-badge';

/** Which risk a cluster shows: the worst among its parcels, so a high-risk parcel is never hidden by zooming out. */
const RISK_RANK: Record<RiskLevel, number> = { unmeasured: 0, missing_answer: 1, low: 2, medium: 3, high: 4 };

const colorOf = (level: RiskLevel) => `var(--mantine-color-${RISK_LEVEL_COLORS[level]}-6)`;

// The cluster's count reads at 4.5:1 or more: black on the bright risk colours, white on the grey.
const dot = (level: RiskLevel, size: number, text = '') =>
  L.divIcon({
    className: '',
    iconSize: [size, size],
    html: `<div style="width:${size}px;height:${size}px;border-radius:50%;background:${colorOf(level)};border:2px solid white;box-shadow:0 1px 4px rgba(0,0,0,.4);color:${level === 'unmeasured' ? 'white' : 'black'};font:600 12px/${size - 4}px Figtree,sans-serif;text-align:center">${text}</div>`,
  });

type ParcelMarkerOptions = L.MarkerOptions & { riskLevel: RiskLevel };

type ParcelMapProps = {
  points: ParcelMapPoint[];
  /** Where the map opens when there is no parcel to fit (the user's country, spec point 9). */
  defaultView: MapView;
  tiles: { plain: string; hybrid: string; labels: string };
  /** The parcel to centre on, its popup open (/parcels/map/{id}). */
  selectedId?: string;
  /** Follows a popup's link inside the app, without reloading the page. */
  onOpenParcel: (id: string) => void;
};

/**
 * Every parcel as a dot coloured by risk, clustered when close, over satellite imagery with labels or a plain
 * map. Without tiles (offline) the dots, clusters and popups still work on a blank background.
 */
export const ParcelMap = ({ points, defaultView, tiles, selectedId, onOpenParcel }: ParcelMapProps) => {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [hasTileError, setTileError] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    setTileError(false);
    const map = L.map(container, { zoomControl: false, attributionControl: true });
    creditLeaflet(map, t('library.leaflet-title'));
    const onAvailability = (isAvailable: boolean) => setTileError(!isAvailable);
    const hybrid = createHybridLayer(tiles, onAvailability);
    const plain = createTileLayer(tiles.plain, onAvailability);
    hybrid.addTo(map);
    const layers = L.control
      .layers({ [t('parcels-map.layers.hybrid')]: hybrid, [t('parcels-map.layers.plain')]: plain }, undefined, {
        position: 'topright',
      })
      .addTo(map);
    // Leaflet titles the control's button "Layers" in every language.
    layers.getContainer()?.querySelector('.leaflet-control-layers-toggle')?.setAttribute('title', t('library.layers'));

    const clusters = L.markerClusterGroup({
      showCoverageOnHover: false,
      iconCreateFunction: (cluster) => {
        const worst = cluster
          .getAllChildMarkers()
          .map((marker) => (marker.options as ParcelMarkerOptions).riskLevel)
          .reduce((a, b) => (RISK_RANK[b] > RISK_RANK[a] ? b : a), 'unmeasured' as RiskLevel);
        return dot(worst, 34, String(cluster.getChildCount()));
      },
    });
    const markers = new Map<string, L.Marker>();
    for (const point of points) {
      const title = `${point.label} · ${riskName(t, point.riskLevel, point.riskWithheldSince)}`;
      const marker = L.marker([point.lat, point.long], {
        icon: dot(point.riskLevel, 18),
        title,
        alt: title,
        keyboard: true,
        riskLevel: point.riskLevel,
      } as ParcelMarkerOptions);
      const popup = document.createElement('div');
      const name = document.createElement('strong');
      name.textContent = point.label;
      const risk = document.createElement('div');
      risk.textContent = `${t('parcels-map.risk')}: ${riskName(t, point.riskLevel, point.riskWithheldSince)}`;
      const link = document.createElement('a');
      link.href = paths.parcel(point.id);
      link.textContent = t('parcels-map.open');
      link.addEventListener('click', (event) => {
        event.preventDefault();
        onOpenParcel(point.id);
      });
      popup.append(name, risk, link);
      marker.bindPopup(popup);
      markers.set(point.id, marker);
      clusters.addLayer(marker);
    }
    clusters.addTo(map);

    if (points.length > 0) map.fitBounds(clusters.getBounds(), { padding: [32, 32], maxZoom: 14 });
    else map.setView([defaultView.center.lat, defaultView.center.long], defaultView.zoom);
    const selected = selectedId ? markers.get(selectedId) : undefined;
    if (selected) clusters.zoomToShowLayer(selected, () => selected.openPopup());
    return () => {
      map.remove();
    };
  }, [points, defaultView, tiles, selectedId, onOpenParcel, t]);

  return (
    <Box pos="relative">
      <Box
        ref={containerRef}
        h={{ base: 'calc(100dvh - 220px)', md: 'calc(100dvh - 200px)' }}
        mih={360}
        role="region"
        aria-label={t('parcels-map.label')}
        style={{ borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-gray-1)', zIndex: 0 }}
      />
      {hasTileError && <TilesUnavailableNote text={t('parcels-map.tiles-unavailable')} />}
    </Box>
  );
};

/**
 * What each marker colour means, named in the reader's language: a list a screen reader announces with its count,
 * wrapping onto more lines on a phone. Clusters take the worst colour of their parcels.
 */
export const ParcelMapLegend = () => {
  const { t } = useTranslation();
  return (
    <Group gap={6} align="center" wrap="wrap">
      <Text id="parcel-map-legend" size="sm" fw={600}>
        {t('parcels-map.legend')}
      </Text>
      <List
        aria-labelledby="parcel-map-legend"
        listStyleType="none"
        display="flex"
        style={{ flexWrap: 'wrap', columnGap: 12, rowGap: 4 }}
      >
        {RISK_LEVELS_WORST_FIRST.map((level) => (
          <List.Item
            key={level}
            fz="sm"
            icon={
              <Box
                aria-hidden="true"
                w={12}
                h={12}
                style={{ borderRadius: '50%', background: colorOf(level), boxShadow: '0 0 0 1px rgba(0,0,0,.35)' }}
              />
            }
          >
            {t(`risk-levels.${level}`)}
          </List.Item>
        ))}
      </List>
    </Group>
  );
};
