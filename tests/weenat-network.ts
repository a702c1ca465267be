import { hourlyWeather } from '../apps/server/src/test/weather-network-server.ts';
import { startWeenatServer } from '../apps/server/src/test/weenat-server.ts';
import { E2E_WEENAT_KEY } from './partner-networks.ts';

/**
 * Weenat's API V3, local, for the browser tests: the key the journey types on the sync page, and one station of the
 * demo's two Weenat links (the other is unknown to it, so a run shows a failing station).
 */
await startWeenatServer({
  apiKey: E2E_WEENAT_KEY,
  port: Number(process.env.WEENAT_PORT ?? 3193),
  devices: [{ id: 21, serial: 'WN-DEMO-21', name: 'Plaine du Lot', location: [44.41, 0.71], weather: hourlyWeather }],
});
