import type { SencropCredentials } from '@console/domain/weather/weather-network.schema';
import { boundedHour, type HourRange } from '@console/domain/weather/station-sync';
import { z } from 'zod';
import {
  PartnerError,
  pacedFetch,
  PARTNER_REQUESTS,
  type PartnerRequestOptions,
  readPartnerJson,
} from './partner-requests.ts';
import type { StationNetworkClient } from './station-sync.ts';

/*
 * Sencrop's partner API, as its developer platform documents it (decision 174): the partner application's token by
 * client credentials; the devices farmers shared with the partner by activating its module; each device's hourly data
 * read with a token of the farmer who shared it (the "module" grant), a week at a time.
 */

const DAYS_PER_REQUEST = 7;
const PAGE_SIZE = 100;
const MEASURES = 'TEMPERATURE,RELATIVE_HUMIDITY,RAIN_FALL';

const tokenSchema = z.object({ access_token: z.string().min(1) });
const id = z.union([z.number(), z.string()]).transform(String);

const devicesPageSchema = z.object({
  total: z.number().int(),
  items: z.array(id),
  devices: z.record(
    z.string(),
    z.object({
      id,
      identification: z.string().optional(),
      contents: z.object({ name: z.string().optional() }).optional(),
      accessPeriods: z
        .array(z.object({ type: z.string().optional(), delegatorId: id.optional(), endDate: z.string().optional() }))
        .optional(),
    }),
  ),
  devicesStatuses: z
    .record(
      z.string(),
      z.object({ contents: z.object({ latitude: z.number(), longitude: z.number() }).partial().optional() }),
    )
    .optional(),
  users: z.record(z.string(), z.object({ contents: z.object({ email: z.string() }).partial().optional() })).optional(),
});

const value = z.object({ value: z.number().nullable().optional() }).optional();
const hourlySchema = z.object({
  measures: z.object({
    data: z.array(z.object({ key: z.number(), TEMPERATURE: value, RELATIVE_HUMIDITY: value, RAIN_FALL: value })),
  }),
});

type SharedDevice = { deviceId: string; userId: string; email: string };

export const createSencropClient = (
  baseUrl: string,
  credentials: SencropCredentials,
  options: PartnerRequestOptions = PARTNER_REQUESTS,
): StationNetworkClient => {
  const request = pacedFetch(options);
  const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
  const tokens = new Map<string, string>();
  const shared = new Map<string, SharedDevice>();

  /** The partner's own token (no e-mail), or a farmer's through the module they activated. */
  const tokenFor = async (email: string | null) => {
    const key = email ?? '';
    const known = tokens.get(key);
    if (known) return known;
    const grant = email
      ? { grant_type: 'module', email, scope: 'user' }
      : { grant_type: 'client_credentials', scope: 'user' };
    const response = await request(`${baseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/json' },
      body: JSON.stringify(grant),
    });
    const { access_token: token } = await readPartnerJson(response, tokenSchema, "Sencrop's token");
    tokens.set(key, token);
    return token;
  };

  const listStations: StationNetworkClient['listStations'] = async () => {
    const stations = [];
    for (let start = 0, total = 1; start < total; start += PAGE_SIZE) {
      const response = await request(
        `${baseUrl}/partners/${encodeURIComponent(credentials.partnerId)}/devices?limit=${PAGE_SIZE}&start=${start}`,
        { headers: { authorization: `Bearer ${await tokenFor(null)}` } },
      );
      const page = await readPartnerJson(response, devicesPageSchema, "Sencrop's device list");
      total = page.total;
      for (const deviceId of page.items) {
        const device = page.devices[deviceId];
        const delegatorId = device?.accessPeriods?.find((access) => access.type === 'partner')?.delegatorId;
        const email = delegatorId ? page.users?.[delegatorId]?.contents?.email : undefined;
        if (!device || !delegatorId || !email) continue;
        const position = page.devicesStatuses?.[deviceId]?.contents;
        // A sensor's link names the device as its farmer reads it (the identification printed on it) or by its id.
        const externalIds = [...new Set([device.identification ?? deviceId, deviceId])];
        for (const key of externalIds) shared.set(key, { deviceId, userId: delegatorId, email });
        stations.push({
          externalIds,
          name: device.contents?.name || device.identification || deviceId,
          lat: position?.latitude ?? null,
          long: position?.longitude ?? null,
          sharedBy: email,
        });
      }
    }
    return stations;
  };

  const fetchHours: StationNetworkClient['fetchHours'] = async (externalId, range: HourRange) => {
    if (shared.size === 0) await listStations();
    const device = shared.get(externalId);
    if (!device) throw new PartnerError('not-found', `Sencrop device ${externalId} is not shared with the partner`);
    const query = new URLSearchParams({
      beforeDate: range.to.toISOString(),
      days: String(DAYS_PER_REQUEST),
      measures: MEASURES,
    });
    const response = await request(
      `${baseUrl}/users/${device.userId}/devices/${device.deviceId}/data/hourly?${query}`,
      { headers: { authorization: `Bearer ${await tokenFor(device.email)}` } },
    );
    const { measures } = await readPartnerJson(response, hourlySchema, "Sencrop's hourly data");
    return measures.data.map((bucket) =>
      boundedHour(new Date(bucket.key), {
        temperature: bucket.TEMPERATURE?.value ?? null,
        humidity: bucket.RELATIVE_HUMIDITY?.value ?? null,
        rainfall: bucket.RAIN_FALL?.value ?? null,
      }),
    );
  };

  return {
    network: 'sencrop',
    maxHoursPerRequest: DAYS_PER_REQUEST * 24,
    listStations,
    fetchHours,
  };
};
