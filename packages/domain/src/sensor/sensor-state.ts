import type { DeviceState, LinuxState, SensorState } from './sensor.schema.ts';

/**
 * The business state lists show, derived from what the device last reported: its microcontroller state
 * first (theft, fault, maintenance, storage win), then what the Linux board is doing.
 * A sensor that never reported is `Inconnu`.
 */
export const deriveSensorState = (deviceState: DeviceState, linuxState: LinuxState): SensorState => {
  switch (deviceState) {
    case 'theft':
      return 'Vol';
    case 'fault':
    case 'power-supply-missing':
      return 'Defaut';
    case 'maintenance':
    case 'test':
      return 'Maintenance';
    case 'storage':
    case 'waiting-storage':
    case 'storage-load':
      return 'Arrete';
    case 'acquisition':
      return 'Acquisition';
    default:
      break;
  }
  switch (linuxState) {
    case 'fault':
      return 'Defaut';
    case 'acquiring':
    case 'image-capture':
      return 'Acquisition';
    case 'processing':
    case 'usb-copy':
      return 'Traitement';
    default:
      return 'EnService';
  }
};
