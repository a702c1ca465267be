import { buildPath, type EndpointResult } from '@console/domain/api/endpoint';
import type { localeEndpoints } from '@console/domain/i18n/locale.endpoints';
import { localeEntryRoutes } from '@console/domain/i18n/locale.entry-routes';
import type { BackendModule, ReadCallback } from 'i18next';
import { API_PREFIX } from '../api/api-client';
import { reportError } from '../ui/error-reporting';

type Translations = EndpointResult<typeof localeEndpoints.get>;

/**
 * Where translations are served (public). Fetched without the API client: no session to send, and a few retries
 * rather than waiting for the API, so the page falls back to its keys.
 */
const localeUrl = (language: string, namespace: string) =>
  `${API_PREFIX}${buildPath(localeEntryRoutes.get.path, { lang: language, namespace })}`;

const ATTEMPTS = 3;
const RETRY_DELAY_MS = 500;

const fetchLocale = async (language: string, namespace: string): Promise<Translations> => {
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(localeUrl(language, namespace), { headers: { Accept: 'application/json' } });
      if (response.ok) return (await response.json()) as Translations;
      lastError = new Error(`HTTP ${response.status}`);
      if (response.status < 500) break;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 2 ** attempt));
  }
  throw lastError;
};

/**
 * A small i18next backend: the JSON comes from the API server, so the texts can change without a
 * new web build. A failure is logged as spec point 8 says and leaves i18next on its fallbacks.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    fetchLocale(language, namespace).then(
      (resources) => callback(null, resources),
      (error: unknown) => {
        reportError(`Failed to load the ${language} ${namespace} translations`, error);
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};
