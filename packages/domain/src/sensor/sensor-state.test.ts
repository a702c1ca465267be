import { describe, expect, it } from 'vitest';
import { deriveSensorState } from './sensor-state.ts';

describe('deriveSensorState', () => {
  it.each([
    ['theft', 'acquiring', 'Vol'],
    ['fault', 'ready', 'Defaut'],
    ['power-supply-missing', 'ready', 'Defaut'],
    ['maintenance', 'ready', 'Maintenance'],
    ['storage', 'stop', 'Arrete'],
    ['acquisition', 'ready', 'Acquisition'],
    ['init', 'image-capture', 'Acquisition'],
    ['init', 'processing', 'Traitement'],
    ['init', 'usb-copy', 'Traitement'],
    ['init', 'fault', 'Defaut'],
    ['init', 'ready', 'EnService'],
  ] as const)('device %s with Linux %s is %s', (device, linux, state) => {
    expect(deriveSensorState(device, linux)).toBe(state);
  });
});
