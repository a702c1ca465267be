/**
 * Drives virtual sensors against a running console through the real device-ingestion endpoint:
 * a healthy one, one whose lid is opened for a few cycles, one whose battery runs down, one that goes silent.
 *
 *   npm run simulate                      # against http://localhost:3000, 60 cycles of 5 s
 *   BASE_URL=http://localhost:3100 CYCLES=10 INTERVAL_MS=1000 npm run simulate
 */
import { setTimeout as sleep } from 'node:timers/promises';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const CYCLES = Number(process.env.CYCLES ?? 60);
const INTERVAL_MS = Number(process.env.INTERVAL_MS ?? 5000);
const STAFF = {
  username: process.env.STAFF_EMAIL ?? 'staff@demo.test',
  password: process.env.STAFF_PASSWORD ?? 'demo-password',
};
/** The virtual sensors are registered to this user's account. */
const OWNER = {
  username: process.env.OWNER_EMAIL ?? 'farmer@demo.test',
  password: process.env.OWNER_PASSWORD ?? 'demo-password',
};

type VirtualSensor = {
  serialNumber: string;
  /** What this sensor reports at a cycle, or null when it stays silent. */
  report: (cycle: number) => Record<string, unknown> | null;
};

const VIRTUAL_SENSORS: VirtualSensor[] = [
  { serialNumber: 'SIM-HEALTHY', report: () => ({}) },
  { serialNumber: 'SIM-LID', report: (cycle) => (cycle >= 3 && cycle < 6 ? { deviceState: 'maintenance' } : {}) },
  { serialNumber: 'SIM-BATTERY', report: (cycle) => ({ batteryVoltage: Math.max(10.5, 12.6 - cycle * 0.1) }) },
  { serialNumber: 'SIM-SILENT', report: (cycle) => (cycle < 5 ? {} : null) },
];

const api = async <T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> => {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${BASE_URL}${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
};

const signIn = async (credentials: { username: string; password: string }) => {
  const body = new URLSearchParams({ grant_type: 'password', ...credentials });
  const tokens = await api<{ access_token: string }>('/oauth/tokens', { method: 'POST', body });
  return tokens.access_token;
};

type SensorItem = { id: string; serialNumber: string; accountId: string; accountName: string; state: string };
type Page = { items: SensorItem[] };

/** Registers the virtual sensor, or gives an existing one a new secret: secrets are shown only once. */
const enrol = async (token: string, accountId: string, serialNumber: string) => {
  const existing = (await api<Page>(`/back/sensors?search=${serialNumber}`, { token })).items.find(
    (item) => item.serialNumber === serialNumber,
  );
  const sensor = existing
    ? await api<SensorItem & { deviceSecret: string }>(`/back/sensors/${existing.id}/device-secret`, {
        method: 'POST',
        token,
      })
    : await api<SensorItem & { deviceSecret: string }>('/back/sensors', {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          serialNumber,
          usage: 'support',
          hasWeatherSensor: true,
          hasProviderSupport: false,
          tags: ['simulation'],
          accountId,
        }),
      });
  return { ...sensor, auth: `Basic ${Buffer.from(`${serialNumber}:${sensor.deviceSecret}`).toString('base64')}` };
};

const reading = (change: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  measuredAt: new Date().toISOString(),
  slugCount: Math.floor(Math.random() * 6),
  temperature: 8 + Math.random() * 4,
  humidity: 80 + Math.random() * 15,
  rainfall: Math.random() < 0.2 ? Math.round(Math.random() * 20) / 10 : 0,
  batteryVoltage: 12.5,
  deviceState: 'init',
  linuxState: 'ready',
  shutter: 'closed',
  usbFillRate: 30,
  gps: { lat: 43.65, long: 0.58 },
  ...change,
});

const main = async () => {
  const token = await signIn(STAFF);
  const owner = await api<{ accountId: string }>('/back/profile', { token: await signIn(OWNER) });
  const fleet = await Promise.all(
    VIRTUAL_SENSORS.map(async (virtual) => ({
      virtual,
      ...(await enrol(token, owner.accountId, virtual.serialNumber)),
    })),
  );
  console.log(`Simulating ${fleet.length} sensors against ${BASE_URL}: ${CYCLES} cycles every ${INTERVAL_MS} ms`);

  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const line: string[] = [];
    for (const sensor of fleet) {
      const change = sensor.virtual.report(cycle);
      if (!change) {
        line.push(`${sensor.serialNumber}: silent`);
        continue;
      }
      await api('/back/device-api/readings', {
        method: 'POST',
        headers: { authorization: sensor.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ readings: [reading(change)] }),
      });
      const status = await api<SensorItem & { openIssueCount: number }>(`/back/sensors/${sensor.id}`, { token });
      line.push(`${sensor.serialNumber}: ${status.state}, ${status.openIssueCount} open issue(s)`);
    }
    console.log(`cycle ${cycle + 1}/${CYCLES}  ${line.join(' | ')}`);
    if (cycle < CYCLES - 1) await sleep(INTERVAL_MS);
  }
};

await main();
