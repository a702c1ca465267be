import { termsEndpoints } from '@console/domain/terms/terms.endpoints';
import { termsVersionListQuerySchema, type TermsVersionListQuery } from '@console/domain/terms/terms-version.schema';
import { api } from '../../api/api';
import { parseSearchParams, toSearchParams } from '../../ui/search-params';

/** The /settings/tos URL query: the kind of terms, and a sort other than "newest first". */
export const readTermsVersionListQuery = (params: URLSearchParams): TermsVersionListQuery =>
  parseSearchParams(params, termsVersionListQuerySchema);

export const toTermsVersionListSearch = (query: TermsVersionListQuery): URLSearchParams => {
  const defaults = termsVersionListQuerySchema.parse({});
  return toSearchParams(
    { kind: query.kind, sort: query.sort, order: query.order },
    { kind: defaults.kind, sort: defaults.sort, order: defaults.order },
  );
};

/** GET /back/settings/tos: one page of versions, from row `start`. */
export const fetchTermsVersionPage = (query: TermsVersionListQuery, start: number, signal: AbortSignal) =>
  api.call(termsEndpoints.listVersions, { query: { ...query, start }, signal });
