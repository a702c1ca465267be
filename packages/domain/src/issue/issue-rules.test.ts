import { describe, expect, it } from 'vitest';
import type { Reading } from '../sensor/reading.schema.ts';
import { DEFAULT_ISSUE_RULES, type IssueRule, type IssueRules } from './issue-rule-settings.ts';
import { activeReadingIssues, replayReadings, type SensorRuleContext } from './issue-rules.ts';

const healthy: Reading = {
  id: '00000000-0000-4000-8000-000000000001',
  measuredAt: '2026-10-01T10:00:00Z',
  slugCount: 3,
  temperature: 12,
  humidity: 80,
  rainfall: 0,
  batteryVoltage: 12.6,
  deviceState: 'init',
  linuxState: 'ready',
  shutter: 'closed',
  usbFillRate: 20,
  gps: { lat: 44.2, long: 0.6 },
};
const context: SensorRuleContext = { linuxState: 'ready', faultOrigin: null, hasWeatherSensor: true, pending: {} };
const at = (hour: number, change: Partial<Reading>): Reading => ({
  ...healthy,
  id: `00000000-0000-4000-8000-0000000000${String(hour).padStart(2, '0')}`,
  measuredAt: `2026-10-01T${String(hour).padStart(2, '0')}:00:00Z`,
  ...change,
});

describe('activeReadingIssues', () => {
  it('finds nothing wrong with a healthy reading', () => {
    expect([...activeReadingIssues(context, healthy)]).toEqual([]);
  });

  it.each([
    [{ deviceState: 'maintenance' }, 'ouverture_couvercle'],
    [{ shutter: 'opened' }, 'ouverture_trappe'],
    [{ deviceState: 'theft' }, 'mode_vol'],
    [{ batteryVoltage: 0.4 }, 'batterie_absente'],
    [{ batteryVoltage: 11.4 }, 'niveau_batterie_insuffisant'],
    [{ deviceState: 'fault' }, 'renversement'],
    [{ deviceState: 'power-supply-missing' }, 'alimentation_absente'],
    [{ temperature: null, humidity: undefined, rainfall: null }, 'absence_station_meteo'],
    [{ gps: null }, 'erreur_module_gps'],
    [{ usbFillRate: 90 }, 'taux_remplissage_usb_eleve'],
  ] as const)('%o raises %s', (change, type) => {
    expect([...activeReadingIssues(context, { ...healthy, ...change })]).toEqual([type]);
  });

  it('draws the battery lines at 1 V and 11.5 V', () => {
    expect(activeReadingIssues(context, { ...healthy, batteryVoltage: 1 }).has('batterie_absente')).toBe(false);
    expect(activeReadingIssues(context, { ...healthy, batteryVoltage: 1 }).has('niveau_batterie_insuffisant')).toBe(
      true,
    );
    expect(activeReadingIssues(context, { ...healthy, batteryVoltage: 11.5 }).size).toBe(0);
    expect(activeReadingIssues(context, { ...healthy, usbFillRate: 89.9 }).size).toBe(0);
  });

  it('does not count an open shutter during a capture', () => {
    expect(activeReadingIssues(context, { ...healthy, shutter: 'opened', linuxState: 'image-capture' }).size).toBe(0);
  });

  it('expects no weather from a sensor without a station', () => {
    const noStation = { ...context, hasWeatherSensor: false };
    expect(activeReadingIssues(noStation, { ...healthy, temperature: null, humidity: null, rainfall: null }).size).toBe(
      0,
    );
  });

  it.each([
    ['usb-copy', 'echec_copie_usb'],
    ['update-install', 'echec_mise_jour'],
    ['image-capture', 'echec_capture_image'],
    ['processing', 'echec_traitement_image'],
  ] as const)('names a Linux fault after %s as %s', (before, type) => {
    expect([...activeReadingIssues({ ...context, linuxState: before }, { ...healthy, linuxState: 'fault' })]).toEqual([
      type,
    ]);
  });
});

describe('replayReadings', () => {
  it('opens an issue at the capture that shows it and keeps it open while it lasts', () => {
    const { transitions } = replayReadings(context, new Set(), [
      at(10, {}),
      at(11, { deviceState: 'maintenance' }),
      at(12, { deviceState: 'maintenance' }),
    ]);
    expect(transitions).toEqual([{ type: 'ouverture_couvercle', openedAt: '2026-10-01T11:00:00Z', closedAt: null }]);
  });

  it('keeps the history of a condition that started and cleared within one batch, whatever the order sent', () => {
    const { transitions } = replayReadings(context, new Set(), [
      at(13, {}),
      at(12, { deviceState: 'maintenance' }),
      at(11, {}),
    ]);
    expect(transitions).toEqual([
      { type: 'ouverture_couvercle', openedAt: '2026-10-01T12:00:00Z', closedAt: '2026-10-01T13:00:00Z' },
    ]);
  });

  it('closes an issue already open when its condition clears and does not reopen a running one', () => {
    const stillLow = replayReadings(context, new Set(['niveau_batterie_insuffisant']), [
      at(10, { batteryVoltage: 11 }),
    ]);
    expect(stillLow.transitions).toEqual([]);
    const charged = replayReadings(context, new Set(['niveau_batterie_insuffisant']), [
      at(10, { batteryVoltage: 12.8 }),
    ]);
    expect(charged.transitions).toEqual([
      { type: 'niveau_batterie_insuffisant', openedAt: null, closedAt: '2026-10-01T10:00:00Z' },
    ]);
  });

  it('remembers where a Linux fault began across readings and batches', () => {
    const first = replayReadings(context, new Set(), [
      at(10, { linuxState: 'update-install' }),
      at(11, { linuxState: 'fault' }),
    ]);
    expect(first.context).toMatchObject({ linuxState: 'fault', faultOrigin: 'update-install' });
    const second = replayReadings(first.context, new Set(['echec_mise_jour']), [at(12, { linuxState: 'fault' })]);
    expect(second.transitions).toEqual([]);
    const recovered = replayReadings(second.context, new Set(['echec_mise_jour']), [at(13, {})]);
    expect(recovered.transitions).toEqual([
      { type: 'echec_mise_jour', openedAt: null, closedAt: '2026-10-01T13:00:00Z' },
    ]);
    expect(recovered.context.faultOrigin).toBeNull();
  });

  const lowBattery = (change: Partial<IssueRule>): IssueRules => ({
    ...DEFAULT_ISSUE_RULES,
    niveau_batterie_insuffisant: { ...DEFAULT_ISSUE_RULES.niveau_batterie_insuffisant, ...change },
  });
  const volts = (...values: number[]) => values.map((batteryVoltage, hour) => at(hour, { batteryVoltage }));

  it('opens a debounced issue only once its condition has lasted the captures set, across batches', () => {
    const rules = lowBattery({ debounceReadings: 3 });
    const brief = replayReadings(context, new Set(), volts(11.2, 11.3, 12.6, 11.2, 11.2), rules);
    expect(brief.transitions).toEqual([]);
    expect(brief.context.pending).toEqual({
      niveau_batterie_insuffisant: { since: '2026-10-01T03:00:00Z', count: 2 },
    });
    const lasting = replayReadings(brief.context, new Set(), [at(5, { batteryVoltage: 11.1 })], rules);
    expect(lasting.transitions).toEqual([
      { type: 'niveau_batterie_insuffisant', openedAt: '2026-10-01T05:00:00Z', closedAt: null },
    ]);
    expect(lasting.context.pending).toEqual({});
  });

  it('opens a debounced issue once its condition has lasted the minutes set', () => {
    const rules = lowBattery({ debounceMinutes: 90 });
    const { transitions } = replayReadings(context, new Set(), volts(12.6, 11.2, 11.2, 11.2), rules);
    expect(transitions).toEqual([
      { type: 'niveau_batterie_insuffisant', openedAt: '2026-10-01T03:00:00Z', closedAt: null },
    ]);
  });

  it('keeps an issue open until the battery is back above its clear threshold for the captures set', () => {
    const rules = lowBattery({ clearThreshold: 11.8, clearReadings: 2 });
    const open = new Set(['niveau_batterie_insuffisant'] as const);
    // 11.6 V is above the opening line but below the clear one; one good capture is not enough.
    expect(replayReadings(context, open, volts(11.6, 11.7, 12.0, 11.6, 12.1), rules).transitions).toEqual([]);
    expect(replayReadings(context, open, volts(11.6, 12.0, 12.1), rules).transitions).toEqual([
      { type: 'niveau_batterie_insuffisant', openedAt: null, closedAt: '2026-10-01T02:00:00Z' },
    ]);
    // Between the lines nothing new opens either: the clear threshold only keeps an open issue open.
    expect(replayReadings(context, new Set(), volts(11.6, 11.7), rules).transitions).toEqual([]);
  });
});
