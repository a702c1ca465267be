import { getApiErrorCode } from '../api/api-error';
import { refusedSave } from './use-form-action';

/**
 * A refused change for the screen: the fields at fault (422, 409 on a field), or the refusal's own sentence
 * (`<errors>.<code>`: renewed already, the wrong moment, a sensor rented elsewhere…) as a page-level issue. `what`
 * names the change in the log.
 */
export const refusedChange = (error: unknown, what: string, errors: string) => {
  const code = getApiErrorCode(error);
  return code ? { ok: false as const, issues: [{ path: [], message: `${errors}.${code}` }] } : refusedSave(error, what);
};
