import { PAGE_SIZE } from '@console/domain/list/list-query';
import { sampleConcurrent } from './concurrency.ts';
import {
  LIST_CONCURRENCY,
  LIST_CONCURRENT_SAMPLES_PER_CLIENT,
  LIST_CONCURRENT_WARM_UP_PER_CLIENT,
  LIST_SEQUENTIAL_SAMPLES,
  LIST_SEQUENTIAL_WARM_UP,
  type ScaleUser,
} from './scale-config.ts';
import {
  bearer,
  clientsText,
  defineMeasurement,
  callApi,
  fetchJson,
  isPostgres,
  type PercentileName,
  type Percentiles,
  percentiles,
  runStages,
} from './scale-measurement.ts';
import type { ScalePlan } from './scale-plan.ts';
import type { ScaleRow } from './scale-table.ts';
import type { ServerSql, StatementStages } from './server-sql.ts';

type Page = 'first' | 'last';

/** One figure set: a page, how many clients ask for it at once, and which percentiles the table shows. */
export type PageCase = { page: Page; clients: number; shown: readonly PercentileName[] };

/** A paged list endpoint measured as one user with one filter; see pagedListMeasurement. */
export type PagedListSpec = {
  /** The row names' subject, e.g. "sensor list"; unique among the measurements. */
  name: string;
  user: ScaleUser;
  /** Who asks and what they see, for the notes. */
  who: string;
  /** The endpoint's path and its query for a page start, as the web app sends it (a favourite's id is the plan's). */
  path: string;
  query: (start: number, plan: ScalePlan) => string;
  /**
   * The server's statements for a page start, as it runs them: the page and the count at the same time, after the
   * favourite lookup when the query names one.
   */
  statements: (sql: ServerSql, start: number, plan: ScalePlan) => Promise<StatementStages>;
  /** The server function they come from, for the notes. */
  source: string;
  /** Whether the query names a favourite, whose lookup comes first (for the notes). */
  favourite?: boolean;
  /** Rows matching the filter, counted when the run was planned: the last page starts 50 before it. */
  total: (plan: ScalePlan) => number;
  cases: readonly PageCase[];
};

/** Every page with 1 and LIST_CONCURRENCY clients, each with p50, p95 and p99. */
export const ALL_PAGE_CASES: readonly PageCase[] = (['first', 'last'] as const).flatMap((page) =>
  [1, LIST_CONCURRENCY].map((clients) => ({ page, clients, shown: ['p50', 'p95', 'p99'] as const })),
);

/** The figures the goals are set for: the first page with 1 and LIST_CONCURRENCY clients, the last page with 1. */
export const GOAL_PAGE_CASES: readonly PageCase[] = [
  { page: 'first', clients: 1, shown: ['p95'] },
  { page: 'first', clients: LIST_CONCURRENCY, shown: ['p99'] },
  { page: 'last', clients: 1, shown: ['p95'] },
];

/** The goals the sensors issue and the parcels issue set alike for a list on PostgreSQL. */
const LIST_GOALS: Partial<Record<string, number>> = {
  'first-1-p95': 3,
  [`first-${LIST_CONCURRENCY}-p99`]: 15,
  'last-1-p95': 25,
};
const MAX_FLOOR_RATIO = 2;

const caseKey = ({ page, clients }: Pick<PageCase, 'page' | 'clients'>) => `${page}-${clients}`;

const pageStart = (page: Page, total: number) => (page === 'first' ? 0 : Math.max(0, total - PAGE_SIZE));

/** The cases of each page, in the order given, so that each page's statements are captured once. */
const byPage = (cases: readonly PageCase[]) =>
  (['first', 'last'] as const)
    .map((page) => ({ page, cases: cases.filter((c) => c.page === page) }))
    .filter((group) => group.cases.length > 0);

/** 1 client: 1 000 sequential requests after 3 000 untimed; more clients: 60 each after 20 untimed each. */
const sampleCase = async (clients: number, task: () => Promise<void>): Promise<Percentiles> =>
  percentiles(
    await sampleConcurrent(
      task,
      clients === 1
        ? { clients, perClient: LIST_SEQUENTIAL_SAMPLES, warmUpPerClient: LIST_SEQUENTIAL_WARM_UP }
        : {
            clients,
            perClient: LIST_CONCURRENT_SAMPLES_PER_CLIENT,
            warmUpPerClient: LIST_CONCURRENT_WARM_UP_PER_CLIENT,
          },
    ),
  );

/**
 * A list page measured through HTTP and, as its floor, the same page's SQL captured from the server and replayed
 * through the driver with the same number of clients. The first page and the last one (start = total − 50).
 */
export const pagedListMeasurement = (spec: PagedListSpec) =>
  defineMeasurement<Record<string, Percentiles>>({
    name: spec.name,
    floor: async ({ executor, sql, plan, log }) => {
      const floor: Record<string, Percentiles> = {};
      for (const { page, cases } of byPage(spec.cases)) {
        const start = pageStart(page, spec.total(plan));
        const stages = await spec.statements(sql, start, plan);
        for (const pageCase of cases) {
          log(`  floor: ${spec.name}, ${page} page (start=${start}), ${clientsText(pageCase.clients)}…`);
          // The server runs the page and the count at the same time (Promise.all in its service).
          floor[caseKey(pageCase)] = await sampleCase(pageCase.clients, () => runStages(executor, stages));
        }
      }
      return floor;
    },
    measure: async ({ baseUrl, tokens, plan, label, floorWhere, log }, floor) => {
      const headers = bearer(tokens[spec.user]);
      const total = spec.total(plan);
      const postgres = isPostgres(plan);
      const rows: ScaleRow[] = [];
      const floorSql = spec.favourite
        ? `favourite lookup, then its page and count SQL (captured from its ${spec.source}), the page and count run together as it does`
        : `page and count SQL (captured from its ${spec.source}), run together as it does`;
      for (const { page, cases } of byPage(spec.cases)) {
        const start = pageStart(page, total);
        const query = spec.query(start, plan);
        const url = `${baseUrl}${spec.path}?${query}`;
        const what = `GET ${spec.path}`;
        const check = await fetchJson<{ total: number; items: unknown[] }>(url, headers, what);
        if (check.total !== total || check.items.length !== Math.min(PAGE_SIZE, total - start)) {
          throw new Error(
            `${what}: total ${check.total}, ${check.items.length} items; expected ${total} (counted when planned)`,
          );
        }
        for (const pageCase of cases) {
          const { clients } = pageCase;
          log(`  HTTP: ${spec.name}, ${page} page (start=${start}), ${clientsText(clients)}…`);
          const measured = await sampleCase(clients, async () => {
            await callApi(url, what, { headers });
          });
          const floorFigures = floor[caseKey(pageCase)];
          if (!floorFigures) throw new Error(`no floor for ${spec.name} ${caseKey(pageCase)}`);
          for (const p of pageCase.shown) {
            rows.push({
              name: `${label}: ${spec.name} ${page} page, ${clientsText(clients)} ${p}`,
              value: measured[p],
              unit: 'ms',
              goal: postgres ? (LIST_GOALS[`${caseKey(pageCase)}-${p}`] ?? null) : null,
              ...(postgres ? { maxFloorRatio: MAX_FLOOR_RATIO } : {}),
              floor: {
                value: floorFigures[p],
                what: `the server's ${floorSql}, through the driver, ${clientsText(clients)}, ${floorWhere}`,
              },
              note: `${measured.count} requests GET ${spec.path}?${query} as ${spec.who}; ${total} match`,
            });
          }
        }
      }
      return rows;
    },
  });
