import { firmwareEndpoints } from '@console/domain/firmware/firmware.endpoints';
import { firmwareListQuerySchema, type FirmwareListQuery } from '@console/domain/firmware/firmware-version.schema';
import { api } from '../../api/api';
import { parseSearchParams, toSearchParams } from '../../ui/search-params';

/** The /settings/firmware URL query: an order other than "newest first". */
export const readFirmwareListQuery = (params: URLSearchParams): FirmwareListQuery =>
  parseSearchParams(params, firmwareListQuerySchema);

export const toFirmwareListSearch = (query: FirmwareListQuery): URLSearchParams => {
  const defaults = firmwareListQuerySchema.parse({});
  return toSearchParams({ sort: query.sort, order: query.order }, { sort: defaults.sort, order: defaults.order });
};

/** GET /back/firmware: one page of versions, from row `start`. */
export const fetchFirmwarePage = (query: FirmwareListQuery, start: number, signal: AbortSignal) =>
  api.call(firmwareEndpoints.list, { query: { ...query, start }, signal });
