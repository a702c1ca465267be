/**
 * Drives virtual sensors against a running console through the real device endpoints: a healthy one, one whose lid is
 * opened for a few cycles, one whose battery runs down, one that goes silent, and two that take the firmware update a
 * campaign offers them (target the tag `simulation`, hours 0–24): one comes back healthy, the other installs but its
 * next capture faults. Each capture that does not fault comes with its photo and the model's boxes.
 *
 *   npm run simulate                      # against http://localhost:3000, 60 cycles of 5 s
 *   BASE_URL=http://localhost:3100 CYCLES=10 INTERVAL_MS=1000 npm run simulate
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { drawBoardPicture } from '../apps/server/src/features/capture-images/board-picture.ts';

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
  /** How it takes a firmware update: it works afterwards, or its captures fault. */
  update?: 'works' | 'faults';
};

const VIRTUAL_SENSORS: VirtualSensor[] = [
  { serialNumber: 'SIM-HEALTHY', report: () => ({}) },
  { serialNumber: 'SIM-LID', report: (cycle) => (cycle >= 3 && cycle < 6 ? { deviceState: 'maintenance' } : {}) },
  { serialNumber: 'SIM-BATTERY', report: (cycle) => ({ batteryVoltage: Math.max(10.5, 12.6 - cycle * 0.1) }) },
  { serialNumber: 'SIM-SILENT', report: (cycle) => (cycle < 5 ? {} : null) },
  { serialNumber: 'SIM-UPDATE-OK', report: () => ({}), update: 'works' },
  { serialNumber: 'SIM-UPDATE-FAULT', report: () => ({}), update: 'faults' },
];

/** The board and version every virtual trap starts on; a campaign of a version fitting board B updates them. */
const BOARD = 'B';
const FIRST_VERSION = '2.3.1';

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

type Offer = { version: string; size: number; sha256: string; url: string };
/** The version a virtual trap runs, kept between cycles. */
type UpdateState = { running: string };

const report = (auth: string, body: Record<string, unknown>) =>
  api<{ state: string }>('/back/device-api/firmware/status', {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The image in two ranges, as a trap resumes a dropped download, checked against the offer's SHA-256. */
const downloadImage = async (auth: string, offer: Offer) => {
  const half = Math.floor(offer.size / 2);
  const parts = await Promise.all(
    [`bytes=0-${half - 1}`, `bytes=${half}-`].map(async (range) => {
      const response = await fetch(`${BASE_URL}${offer.url}`, { headers: { authorization: auth, range } });
      if (response.status !== 206) throw new Error(`download ${range}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    }),
  );
  return createHash('sha256').update(Buffer.concat(parts)).digest('hex') === offer.sha256;
};

/**
 * One cycle of a trap's update: ask for work with what it runs; take an offer through download and install within
 * the cycle; a trap meant to fault then sends faulty captures.
 */
const stepUpdate = async (auth: string, state: UpdateState): Promise<string> => {
  const asked = await api<{ update: Offer | null }>(
    `/back/device-api/firmware?version=${encodeURIComponent(state.running)}&board=${BOARD}`,
    { headers: { authorization: auth } },
  );
  if (!asked.update) return `on ${state.running}`;
  await report(auth, { state: 'downloading' });
  if (!(await downloadImage(auth, asked.update))) {
    await report(auth, { state: 'failed', reason: 'SHA-256 mismatch' });
    return 'download corrupted';
  }
  await report(auth, { state: 'downloaded' });
  await report(auth, { state: 'installing' });
  await report(auth, { state: 'installed', version: asked.update.version });
  state.running = asked.update.version;
  return `installed ${asked.update.version}`;
};

/** The capture's photo: a drawn board with as many slugs as it counted, and the boxes of the model that found them. */
const sendPhoto = async (auth: string, capture: ReturnType<typeof reading>) => {
  const { jpeg, detections } = await drawBoardPicture({
    slugs: capture.slugCount,
    seed: Date.parse(capture.measuredAt),
  });
  const form = new FormData();
  form.set('capture', JSON.stringify({ takenAt: capture.measuredAt, modelVersion: 'slugnet-2.1', detections }));
  form.set('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'capture.jpg');
  await api(`/back/device-api/captures/${capture.id}/image`, {
    method: 'POST',
    headers: { authorization: auth },
    body: form,
  });
};

const main = async () => {
  const token = await signIn(STAFF);
  const owner = await api<{ accountId: string }>('/back/profile', { token: await signIn(OWNER) });
  const fleet = await Promise.all(
    VIRTUAL_SENSORS.map(async (virtual) => ({
      virtual,
      update: { running: FIRST_VERSION } as UpdateState,
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
      // A trap whose new firmware faults fails its captures from then on.
      const faulty = sensor.virtual.update === 'faults' && sensor.update.running !== FIRST_VERSION;
      const capture = reading(faulty ? { ...change, linuxState: 'fault' } : change);
      await api('/back/device-api/readings', {
        method: 'POST',
        headers: { authorization: sensor.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ readings: [capture] }),
      });
      // A trap whose capture faulted has no photo to send.
      if (!faulty) await sendPhoto(sensor.auth, capture);
      const update = sensor.virtual.update ? `, ${await stepUpdate(sensor.auth, sensor.update)}` : '';
      const status = await api<SensorItem & { openIssueCount: number }>(`/back/sensors/${sensor.id}`, { token });
      line.push(`${sensor.serialNumber}: ${status.state}, ${status.openIssueCount} open issue(s)${update}`);
    }
    console.log(`cycle ${cycle + 1}/${CYCLES}  ${line.join(' | ')}`);
    if (cycle < CYCLES - 1) await sleep(INTERVAL_MS);
  }
};

await main();
