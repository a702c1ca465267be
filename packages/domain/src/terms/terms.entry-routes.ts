import { defineRoutes } from '../api/endpoint';

/** The current terms' PDF, linked as a plain download from the gate and the user menu. */
export const termsEntryRoutes = defineRoutes({
  currentDocument: { method: 'GET', path: '/tos/current/document' },
});
