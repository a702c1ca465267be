import { type ErrorReport, errorReportRequest } from '@console/domain/errors/error-report';
import type { FastifyBaseLogger } from 'fastify';
import { now } from '../clock.ts';
import type { Config } from '../config.ts';

export type ReportError = (report: Pick<ErrorReport, 'error' | 'message' | 'transactionId' | 'status'>) => void;

/** How long a report may take: it is sent beside the answer, never before it. */
const REPORT_TIMEOUT_MS = 5_000;

/**
 * Sends the server's failures to the Sentry-compatible DSN of ERROR_REPORTING_DSN (spec point 8), without waiting
 * for it: a report neither delays nor fails an answer. Unset, nothing is sent; the log has every failure anyway.
 */
export const createErrorReporter = ({ environmentSettings: settings }: Config, log: FastifyBaseLogger): ReportError => {
  const dsn = settings.errorReportingDsn;
  if (!dsn) return () => undefined;
  return (report) => {
    const request = errorReportRequest(dsn, {
      ...report,
      platform: 'node',
      release: settings.release,
      environment: settings.environment,
      at: now(),
    });
    if (!request) return log.warn('ERROR_REPORTING_DSN is not a Sentry DSN: nothing reported');
    fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body: request.body,
      signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
    })
      .then((response) => {
        if (!response.ok) log.warn({ status: response.status }, 'the error reporting service refused a report');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'the error reporting service is unreachable'));
  };
};
