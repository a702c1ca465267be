import { type StationWeather, startPartnerServer } from './weather-network-server.ts';

const HOUR_MS = 3_600_000;

export type SencropDevice = {
  id: number;
  identification: string;
  name: string;
  lat: number;
  long: number;
  /** The farmer who activated the partner's module on it. */
  delegator: { id: number; email: string };
  weather: StationWeather;
};

/**
 * Sencrop's partner API as its developer platform documents it, for the tests: `POST /v1/oauth2/token` under the
 * application's Basic credentials (client credentials for the partner, the `module` grant for a farmer who activated
 * the module), `GET /v1/partners/{id}/devices` paged by `limit` and `start`, and
 * `GET /v1/users/{id}/devices/{id}/data/hourly` with `beforeDate`, `days` and `measures`, under the farmer's token.
 */
export const startSencropServer = async ({
  clientId,
  clientSecret,
  partnerId,
  devices,
}: {
  clientId: string;
  clientSecret: string;
  partnerId: string;
  devices: SencropDevice[];
}) => {
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const tokenOf = (email: string | null) => `token-${email ?? 'partner'}`;
  const refused = (status: number, code: string) => ({ status, body: { code } });

  const server = await startPartnerServer((request, url, body) => {
    const bearer = request.headers.authorization?.replace(/^Bearer /, '');
    if (request.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      if (request.headers.authorization !== basic) return refused(401, 'E_BAD_CREDENTIALS');
      const grant = JSON.parse(body) as { grant_type: string; email?: string };
      if (grant.grant_type === 'client_credentials') {
        return { status: 200, body: { access_token: tokenOf(null), token_type: 'bearer', expires_in: 3600 } };
      }
      if (grant.grant_type === 'module' && devices.some((device) => device.delegator.email === grant.email)) {
        return { status: 200, body: { access_token: tokenOf(grant.email ?? ''), token_type: 'bearer' } };
      }
      return refused(400, 'E_MODULE_NOT_ACTIVATED');
    }
    const list = new RegExp(`^/v1/partners/${partnerId}/devices$`).exec(url.pathname);
    if (request.method === 'GET' && list) {
      if (bearer !== tokenOf(null)) return refused(401, 'E_UNAUTHORIZED');
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const start = Number(url.searchParams.get('start') ?? 0);
      const page = devices.slice(start, start + limit);
      return {
        status: 200,
        body: {
          total: devices.length,
          items: page.map((device) => device.id),
          devices: Object.fromEntries(
            page.map((device) => [
              device.id,
              {
                id: device.id,
                identification: device.identification,
                contents: { name: device.name },
                accessPeriods: [{ type: 'partner', delegatorId: device.delegator.id, moduleId: 1 }],
              },
            ]),
          ),
          devicesStatuses: Object.fromEntries(
            page.map((device) => [
              device.id,
              { id: device.id, contents: { latitude: device.lat, longitude: device.long } },
            ]),
          ),
          users: Object.fromEntries(
            page.map((device) => [
              device.delegator.id,
              { id: device.delegator.id, contents: { email: device.delegator.email } },
            ]),
          ),
        },
      };
    }
    const hourly = /^\/v1\/users\/(\d+)\/devices\/(\d+)\/data\/hourly$/.exec(url.pathname);
    if (request.method === 'GET' && hourly) {
      const device = devices.find((candidate) => candidate.id === Number(hourly[2]));
      if (!device || device.delegator.id !== Number(hourly[1])) return refused(404, 'E_NOT_FOUND');
      if (bearer !== tokenOf(device.delegator.email)) return refused(403, 'E_ACCESS_DENIED');
      const before = Date.parse(url.searchParams.get('beforeDate') ?? '');
      const days = Number(url.searchParams.get('days'));
      if (Number.isNaN(before) || ![1, 2, 7, 20, 31].includes(days)) return refused(400, 'E_BAD_QUERY');
      const first = Math.ceil((before - days * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS;
      const data = [];
      for (let key = first; key < before; key += HOUR_MS) {
        const weather = device.weather(new Date(key));
        if (!weather) continue;
        data.push({
          key,
          TEMPERATURE: { value: weather.temperature },
          RELATIVE_HUMIDITY: { value: weather.humidity },
          RAIN_FALL: { value: weather.rainfall },
          docCount: 4,
        });
      }
      return { status: 200, body: { item: device.id, measures: { interval: '1h', data } } };
    }
    return refused(404, 'E_NOT_FOUND');
  });
  return { ...server, url: `${server.origin}/v1` };
};
