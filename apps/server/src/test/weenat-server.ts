import { type StationWeather, startPartnerServer } from './weather-network-server.ts';

const HOUR_MS = 3_600_000;
const PAGE_MAX = 100;

export type WeenatDevice = {
  id: number;
  serial: string;
  name: string;
  location: [number, number] | null;
  weather: StationWeather;
};

/**
 * Weenat's API V3 as its documentation shows it, for the tests: the key in `Authorization: Weenat-Api-Key <key>`,
 * `GET /v3/devices/` paged by `limit` (at most 100) and `offset` with `count`, `next` and `results`, and
 * `GET /v3/data/devices/{id}/?timespan=hour&start=&end=` answering one object per hour, measures possibly as text.
 */
export const startWeenatServer = async ({
  apiKey,
  devices,
  port,
}: {
  apiKey: string;
  devices: WeenatDevice[];
  port?: number;
}) => {
  const refused = (status: number, detail: string) => ({ status, body: { detail } });
  const server = await startPartnerServer((request, url) => {
    if (request.headers.authorization !== `Weenat-Api-Key ${apiKey}`) return refused(401, 'Invalid API key.');
    if (request.method === 'GET' && url.pathname === '/v3/devices/') {
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      if (!(limit >= 1 && limit <= PAGE_MAX) || !(offset >= 0)) return refused(400, 'Invalid page.');
      const page = devices.slice(offset, offset + limit);
      const next =
        offset + limit < devices.length ? `${server.origin}/v3/devices/?limit=${limit}&offset=${offset + limit}` : null;
      return {
        status: 200,
        body: {
          count: devices.length,
          next,
          previous: null,
          results: page.map((device) => ({
            id: device.id,
            serial_number: device.serial,
            name: device.name,
            location: device.location,
          })),
        },
      };
    }
    const data = /^\/v3\/data\/devices\/(\d+)\/$/.exec(url.pathname);
    if (request.method === 'GET' && data) {
      const device = devices.find((candidate) => candidate.id === Number(data[1]));
      if (!device) return refused(404, 'Not found.');
      const start = Date.parse(url.searchParams.get('start') ?? '');
      const end = Date.parse(url.searchParams.get('end') ?? '');
      if (url.searchParams.get('timespan') !== 'hour' || Number.isNaN(start) || Number.isNaN(end) || end < start) {
        return refused(400, 'Invalid period.');
      }
      if (end - start > 31 * 24 * HOUR_MS) return refused(400, 'Period too long.');
      const hours = [];
      for (let at = Math.ceil(start / HOUR_MS) * HOUR_MS; at < end; at += HOUR_MS) {
        const weather = device.weather(new Date(at));
        if (!weather) continue;
        // Weenat writes some measures as text: the client must read both.
        hours.push({
          datetime: new Date(at).toISOString(),
          T: weather.temperature,
          U: String(weather.humidity),
          RR: weather.rainfall,
        });
      }
      return { status: 200, body: hours };
    }
    return refused(404, 'Not found.');
  }, port);
  return { ...server, url: server.origin };
};
