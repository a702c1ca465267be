import type { SensorListItem } from '@console/domain/sensor/sensor-list.schema';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpFrenchScreen } from '../../test/french-screen';
import { diagnosticsSnapshot } from './diagnostics-snapshot';

beforeAll(setUpFrenchScreen);

const sensor = {
  id: 'c0000000-0000-4000-8000-000000000001',
  serialNumber: 'SLG-FR-0007',
  state: 'Maintenance',
  deviceState: 'maintenance',
  linuxState: 'ready',
  batteryVoltage: 12.64,
  usbFillRate: 81.6,
  gps: { lat: 44.2, long: 0.62 },
  lastMeasuredAt: '2026-11-22T05:00:00.000Z',
  lastContactAt: '2026-11-22T05:10:00.000Z',
  openIssueCount: 2,
  weather: { source: 'sencrop', stationId: 'SC-1' },
} as SensorListItem;

describe('diagnosticsSnapshot', () => {
  it("writes the trap's state in the reader's language, its open issues by name", () => {
    const text = diagnosticsSnapshot(
      i18next.t,
      sensor,
      [{ type: 'ouverture_couvercle', openedAt: '2026-11-22T05:00:00.000Z' }],
      'Europe/Paris',
    );
    expect(text.split('\n')).toEqual([
      'Capteur SLG-FR-0007 au moment de la demande :',
      '- Dernière capture : 22/11/2026 06:00',
      '- Dernier contact : 22/11/2026 06:10',
      '- Batterie : 12,6 V',
      '- Stockage USB utilisé : 82 %',
      '- État : Maintenance',
      '- État du boîtier : Maintenance',
      '- État de la carte Linux : Prête',
      '- Anomalies ouvertes : Ouverture du couvercle (22/11/2026 06:00)',
      '- Position GPS : 44.20000, 0.62000',
      '- Source météo : Station Sencrop SC-1',
      '',
      'Ce qui se passe :',
      '',
    ]);
  });

  it('gives the count of open issues to a reader who cannot list them, and says "none" for what is unknown', () => {
    const text = diagnosticsSnapshot(
      i18next.t,
      { ...sensor, batteryVoltage: null, gps: null, lastMeasuredAt: null },
      null,
      'Europe/Paris',
    );
    expect(text).toContain('- Anomalies ouvertes : 2');
    expect(text).toContain('- Batterie : aucun');
    expect(text).toContain('- Dernière capture : aucun');
  });
});
