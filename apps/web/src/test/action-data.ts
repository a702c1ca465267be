import { createStaticHandler, type ActionFunction } from 'react-router';

/**
 * What a route action answers `request` with, run in a route of `path` (its parameters filled from the request's
 * URL) as the browser router would run it: its data, or the redirect it returns. An action that fails fails the test;
 * `getActionError` reads such failures.
 */
export const getActionData = async (action: ActionFunction, request: Request, path = '*'): Promise<unknown> => {
  const handler = createStaticHandler([{ id: 'route', path, action }]);
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  if (context.errors?.route !== undefined) throw new Error('The action failed', { cause: context.errors.route });
  return context.actionData?.route;
};
