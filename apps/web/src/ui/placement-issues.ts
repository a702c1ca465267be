import { placementErrorCodeSchema } from '@console/domain/parcel/parcel.schema';
import { getFieldIssues, isApiError } from '../api/api-error';
import type { FieldIssue } from './form-issues';

/**
 * The field issues of a failed parcel save or sensor swap: a refused sensor (409 `{ error: code }`, spec point 4) becomes an
 * issue on `sensorId` with its own message, other refusals keep the fields they name.
 */
export const getParcelSaveIssues = (error: unknown): FieldIssue[] => {
  if (isApiError(error) && error.status === 409) {
    const code = placementErrorCodeSchema.safeParse((error.data as { data?: { error?: unknown } } | null)?.data?.error);
    if (code.success) return [{ path: ['sensorId'], message: `parcel.affectation.errors.${code.data}` }];
  }
  return getFieldIssues(error);
};
