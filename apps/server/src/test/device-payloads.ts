/** Payloads of the sensor and device APIs as the API tests and the browser journeys send them. */

/** What POST /back/sensors takes for a sensor of `accountId`, with the tests' defaults. */
export const newSensor = (accountId: string | undefined, serialNumber: string, overrides: Record<string, unknown>) => ({
  serialNumber,
  usage: 'selling',
  hasWeatherSensor: true,
  hasProviderSupport: false,
  tags: [],
  accountId,
  ...overrides,
});

/** A healthy device's capture taken at `measuredAt`, as POST /back/device-api/readings takes it. */
export const capture = (measuredAt: Date, change: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  measuredAt: measuredAt.toISOString(),
  slugCount: 2,
  temperature: 11.5,
  humidity: 85,
  rainfall: 0.2,
  batteryVoltage: 12.6,
  deviceState: 'init',
  linuxState: 'ready',
  shutter: 'closed',
  usbFillRate: 20,
  gps: { lat: 44.2, long: 0.62 },
  ...change,
});
