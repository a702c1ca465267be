import { getApiErrorCode } from '../../api/api-error';
import { refusedSave } from '../../ui/use-form-action';

/**
 * A refused subscription change for the screen: the fields at fault (422, 409 on a field), or the refusal's own
 * sentence (`subscriptions.errors.<code>`: renewed already, cancelled, plan withdrawn) as a page-level issue.
 */
export const refusedSubscriptionChange = (error: unknown, what: string) => {
  const code = getApiErrorCode(error);
  return code
    ? { ok: false as const, issues: [{ path: [], message: `subscriptions.errors.${code}` }] }
    : refusedSave(error, what);
};
