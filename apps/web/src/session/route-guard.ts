import { data, type LoaderFunctionArgs } from 'react-router';
import type { AccessRule, ParamRule } from './access-rules';
import { profileContext } from './profile-context';

export type GuardOptions = { access?: AccessRule; params?: Record<string, ParamRule> };

/**
 * The loader of a restricted route: route parameters are checked first (404 'failed to parse
 * params', spec point 5), then the access rule (403, spec point 6). Both render the error page.
 */
export const guard =
  ({ access, params: checks }: GuardOptions) =>
  async ({ context, params }: LoaderFunctionArgs) => {
    const { isAllowed, isValidParam } = await import('./access-rules');
    for (const [name, rule] of Object.entries(checks ?? {})) {
      const value = params[name];
      if (value === undefined || !isValidParam(rule, value)) throw data('failed to parse params', { status: 404 });
    }
    if (access && !isAllowed(access, context.get(profileContext), params)) throw data('forbidden', { status: 403 });
    return null;
  };
