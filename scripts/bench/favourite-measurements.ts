import { performance } from 'node:perf_hooks';
import { sampleConcurrent } from './concurrency.ts';
import { httpRequest } from './http-client.ts';
import { SCALE_USER_NAMES, type ScaleUser, SIZED_FAVOURITES, type SizedFavourite } from './scale-config.ts';
import {
  bearer,
  callApi,
  clientsText,
  defineMeasurement,
  fetchJson,
  percentiles,
  type ScaleMeasurement,
  type ServerContext,
} from './scale-measurement.ts';
import type { ScaleRow } from './scale-table.ts';

/**
 * The favourites benchmark (`BENCH=favourites`): each list and dashboard tab a bench user opens, under a favourite
 * and without one, through the same server in the same minute. The floor of a view under a favourite is the same
 * view without it (what the user would wait for anyway); the statements' own floors stay in the `scale`, `parcels`
 * and `dashboards` parts. Goals: p95 with 1 client within 1.5× of that floor, p99 with 16 clients within 2×; and
 * the smallest and the largest favourite (SIZED_FAVOURITES) within 1.5× of each other.
 */

const WARM_UP = 5;
const SAMPLES = 30;
const CLIENTS = 16;
const PER_CLIENT = 6;
const CLIENT_WARM_UP = 1;
const PAGE = 50;

type View = { name: string; path: string; paged: boolean };

const VIEWS: View[] = [
  { name: 'sensor list', path: '/back/sensors', paged: true },
  { name: 'parcel list', path: '/back/parcels', paged: true },
  { name: 'issue list', path: '/back/issues', paged: true },
  { name: 'subscription list', path: '/back/subscriptions', paged: true },
  { name: 'rent contract list', path: '/back/rent-contracts', paged: true },
  { name: 'ticket list', path: '/back/support/tickets', paged: true },
  { name: 'dashboard sensors', path: '/back/dashboard/sensors', paged: false },
  { name: 'dashboard activity', path: '/back/dashboard/activity', paged: false },
  { name: 'dashboard metrics', path: '/back/dashboard/metrics', paged: false },
  { name: 'dashboard qos', path: '/back/dashboard/qos', paged: false },
  { name: 'night grid', path: '/back/dashboard/sensors/nights', paged: false },
];

/** The views compared between the smallest and the largest favourite. */
const SIZED_VIEWS = ['sensor list', 'issue list', 'dashboard sensors'];

const urlOf = (baseUrl: string, view: View, favouriteId: string | undefined, start = 0) => {
  const query = new URLSearchParams({
    ...(view.paged && { start: String(start) }),
    ...(favouriteId && { favourite_id: favouriteId }),
  });
  return `${baseUrl}${view.path}${query.size > 0 ? `?${query}` : ''}`;
};

const runs = (count: number) => Array.from({ length: count }, (_, index) => index);

const call = (url: string, headers: Record<string, string>) => callApi(url, url, { headers }).then(() => undefined);

const timed = async (url: string, headers: Record<string, string>) => {
  const start = performance.now();
  await call(url, headers);
  return performance.now() - start;
};

/** Sequential requests, the URLs taking turns so that each sees the same moments of the machine (ms). */
const sampleSideBySide = async (urls: readonly string[], headers: Record<string, string>) => {
  for (const url of urls) for (const _ of runs(WARM_UP)) await call(url, headers);
  const samples = urls.map(() => [] as number[]);
  for (const _ of runs(SAMPLES)) {
    for (const [index, url] of urls.entries()) samples[index]?.push(await timed(url, headers));
  }
  return samples.map((durations) => percentiles(durations));
};

const sampleClients = async (url: string, headers: Record<string, string>) =>
  percentiles(
    await sampleConcurrent(() => call(url, headers), {
      clients: CLIENTS,
      perClient: PER_CLIENT,
      warmUpPerClient: CLIENT_WARM_UP,
    }),
  );

type Answer = { total?: number };

const lastStart = (total: number) => Math.max(0, total - PAGE);

const underFavourite = (user: ScaleUser, view: View) =>
  defineMeasurement<null>({
    name: `favourite ${view.name} (${user})`,
    floor: () => Promise.resolve(null),
    measure: async ({ baseUrl, tokens, plan, label, log }: ServerContext): Promise<ScaleRow[]> => {
      const headers = bearer(tokens[user]);
      const favouriteId = plan.favouriteIds[user];
      if ((await httpRequest(urlOf(baseUrl, view, undefined), { headers })).status === 403) {
        log(`  ${view.name} as ${user}: not this user's (403), skipped`);
        return [];
      }
      log(`  HTTP: ${view.name} as ${user}, under the favourite and without…`);
      const plain = await fetchJson<Answer>(urlOf(baseUrl, view, undefined), headers, view.name);
      const narrowed = await fetchJson<Answer>(urlOf(baseUrl, view, favouriteId), headers, view.name);
      const first = [urlOf(baseUrl, view, favouriteId), urlOf(baseUrl, view, undefined)];
      const [sequential, sequentialFloor] = await sampleSideBySide(first, headers);
      const clients = await sampleClients(first[0] ?? '', headers);
      const clientsFloor = await sampleClients(first[1] ?? '', headers);
      const totals = view.paged ? `; ${narrowed.total} of ${plain.total} rows under the favourite` : '';
      const what = `the same view without the favourite, sampled alongside`;
      const name = `${label}: ${view.name} (${user}, favourite)${view.paged ? ' first page' : ''}`;
      const rows: ScaleRow[] = [
        {
          name: `${name}, 1 client p95`,
          value: sequential?.p95 ?? null,
          unit: 'ms',
          goal: null,
          maxFloorRatio: 1.5,
          floor: { value: sequentialFloor?.p95 ?? 0, what },
          note: `${SAMPLES} sequential requests each after ${WARM_UP} untimed${totals}`,
        },
        {
          name: `${name}, ${clientsText(CLIENTS)} p99`,
          value: clients.p99,
          unit: 'ms',
          goal: null,
          maxFloorRatio: 2,
          floor: { value: clientsFloor.p99, what: `the same view without the favourite, just after` },
          note: `${CLIENTS} clients × ${PER_CLIENT} requests after ${CLIENT_WARM_UP} untimed each${totals}`,
        },
      ];
      if (view.paged && narrowed.total !== undefined && plain.total !== undefined) {
        const last = [
          urlOf(baseUrl, view, favouriteId, lastStart(narrowed.total)),
          urlOf(baseUrl, view, undefined, lastStart(plain.total)),
        ];
        const [lastPage, lastFloor] = await sampleSideBySide(last, headers);
        rows.push({
          name: `${label}: ${view.name} (${user}, favourite) last page, 1 client p95`,
          value: lastPage?.p95 ?? null,
          unit: 'ms',
          goal: null,
          maxFloorRatio: 1.5,
          floor: { value: lastFloor?.p95 ?? 0, what: `the last page of the same view without the favourite` },
          note: `${SAMPLES} sequential requests each after ${WARM_UP} untimed${totals}`,
        });
      }
      return rows;
    },
  });

const [SMALL, LARGE] = Object.keys(SIZED_FAVOURITES) as [SizedFavourite, SizedFavourite];

/** The same view under the smallest and the largest favourite: the larger p95 against the smaller. */
const bySize = (user: ScaleUser, view: View) =>
  defineMeasurement<null>({
    name: `favourite size ${view.name} (${user})`,
    floor: () => Promise.resolve(null),
    measure: async ({ baseUrl, tokens, plan, label, log }: ServerContext): Promise<ScaleRow[]> => {
      const headers = bearer(tokens[user]);
      const ids = plan.load.parcels.sizedFavouriteIds;
      log(`  HTTP: ${view.name} as ${user}, under "${SMALL}" and "${LARGE}"…`);
      const urls = [urlOf(baseUrl, view, ids[SMALL][user]), urlOf(baseUrl, view, ids[LARGE][user])];
      const [small, large] = await Promise.all(urls.map((url) => fetchJson<Answer>(url, headers, view.name)));
      const [smallTime, largeTime] = (await sampleSideBySide(urls, headers)).map((p) => p.p95);
      const slower = (largeTime ?? 0) >= (smallTime ?? 0) ? LARGE : SMALL;
      return [
        {
          name: `${label}: ${view.name} (${user}), "${LARGE}" against "${SMALL}", 1 client p95`,
          value: Math.max(smallTime ?? 0, largeTime ?? 0),
          unit: 'ms',
          goal: null,
          maxFloorRatio: 1.5,
          floor: { value: Math.min(smallTime ?? 0, largeTime ?? 0), what: 'the faster of the two favourites' },
          note:
            `the slower was "${slower}"; ${SAMPLES} sequential requests each after ${WARM_UP} untimed, taking turns` +
            (view.paged ? `; ${small?.total} and ${large?.total} rows` : ''),
        },
      ];
    },
  });

export const FAVOURITE_MEASUREMENTS: readonly ScaleMeasurement<unknown>[] = SCALE_USER_NAMES.flatMap((user) => [
  ...VIEWS.map((view) => underFavourite(user, view)),
  ...VIEWS.filter((view) => SIZED_VIEWS.includes(view.name)).map((view) => bySize(user, view)),
]);
