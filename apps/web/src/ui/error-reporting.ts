import type { PublicSettings } from '@console/domain/config/public-settings.schema';
import { isReportedStatus } from '@console/domain/errors/reported-status';
import { isApiError } from '../api/api-error';

type Destination = Pick<PublicSettings, 'release' | 'environment'> & { dsn: string };

let destination: Destination | null = null;

/** Reports from now on to the deployment's Sentry-compatible DSN, if it has one (spec point 8). */
export const startErrorReporting = ({ errorReportingDsn, release, environment }: PublicSettings) => {
  destination = errorReportingDsn ? { dsn: errorReportingDsn, release, environment } : null;
};

/**
 * Logs a failure, and reports a technical error or a status other than 403 and 404 (spec point 8) with its
 * transaction id. `status` is an answer's when the error is not the API client's (a route's own 4xx, say).
 */
export const reportError = (what: string, error: unknown, status = isApiError(error) ? error.status : undefined) => {
  console.error(what, error);
  const to = destination;
  if (!to || !isReportedStatus(status)) return;
  // Loaded on the first report: the envelope's library weighs on no screen until something fails.
  void import('@console/domain/errors/error-report').then(({ errorReportRequest }) => {
    const request = errorReportRequest(to.dsn, {
      error,
      message: what,
      platform: 'javascript',
      release: to.release,
      environment: to.environment,
      at: new Date(),
      transactionId: isApiError(error) ? (error.transactionId ?? undefined) : undefined,
      status,
    });
    // A text body needs no CORS preflight; `keepalive` sends it even as the page is left.
    if (request) void fetch(request.url, { method: 'POST', body: request.body, keepalive: true }).catch(() => undefined);
  });
};
