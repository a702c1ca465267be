import {
  type RunListQuery,
  runListQuerySchema,
  type StationListQuery,
  stationListQuerySchema,
} from '@console/domain/weather/weather-sync.schema';
import { parseSearchParams, toSearchParams } from '../../ui/search-params';

/** The page's URL: the stations' filters, sort and page, and the run log's page (`runs`), one network for both. */
export const readSyncQueries = (params: URLSearchParams): { stations: StationListQuery; runs: RunListQuery } => {
  const stations = parseSearchParams(params, stationListQuerySchema);
  const runs = runListQuerySchema.parse({
    network: stations.network,
    start: Math.max(0, Number(params.get('runs')) || 0),
  });
  return { stations, runs };
};

export const toSyncSearch = ({ stations, runs }: { stations: StationListQuery; runs: RunListQuery }) => {
  const defaults = stationListQuerySchema.parse({});
  return toSearchParams(
    {
      network: stations.network,
      failing: stations.failing === undefined ? undefined : String(stations.failing),
      search: stations.search,
      sort: stations.sort,
      order: stations.order,
      start: stations.start,
      runs: runs.start,
    },
    { sort: defaults.sort, order: defaults.order, start: 0, runs: 0 },
  );
};
