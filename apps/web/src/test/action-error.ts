import { createStaticHandler, type ActionFunction } from 'react-router';

/**
 * What the router hands a route's error boundary when `action` fails on `request`: the action runs in a route of
 * `path` (its parameters filled from the request's URL), as the browser router would run it.
 */
export const getActionError = async (action: ActionFunction, request: Request, path = '*'): Promise<unknown> => {
  const handler = createStaticHandler([{ id: 'route', path, action }]);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`The action answered ${context.status}, not an error`);
  return context.errors?.route;
};
