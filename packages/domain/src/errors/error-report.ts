import {
  createEventEnvelope,
  createStackParser,
  type Event,
  exceptionFromError,
  getEnvelopeEndpointWithUrlEncodedAuth,
  makeDsn,
  serializeEnvelope,
  uuid4,
} from '@sentry/core';

/** One error worth a person's look (spec point 8): a technical error, or a status other than 403 and 404. */
export type ErrorReport = {
  error: unknown;
  /** What was being done when it failed, e.g. "Sign-in failed". */
  message: string;
  /** `javascript` in the browser, `node` on the server. */
  platform: 'javascript' | 'node';
  release: string;
  environment: string;
  at: Date;
  /** The request's transaction id (spec point 8), which the server's logs carry too. */
  transactionId?: string;
  status?: number;
};

// Frames stay unparsed (the parsers are the platform SDKs'): the stack travels as it was written, in `extra`.
const noFrames = createStackParser();

const eventOf = (report: ErrorReport): Event => ({
  event_id: uuid4(),
  timestamp: report.at.getTime() / 1000,
  platform: report.platform,
  level: 'error',
  message: report.message,
  ...(report.release ? { release: report.release } : {}),
  environment: report.environment,
  ...(report.error instanceof Error
    ? { exception: { values: [exceptionFromError(noFrames, report.error)] }, extra: { stack: report.error.stack } }
    : {}),
  tags: {
    ...(report.transactionId ? { transaction_id: report.transactionId } : {}),
    ...(report.status === undefined ? {} : { status: String(report.status) }),
  },
});

/**
 * The request that sends one report to a Sentry-compatible DSN: its envelope endpoint, the key in the query, the event
 * as an envelope. Null for a DSN that is not one.
 */
export const errorReportRequest = (dsn: string, report: ErrorReport): { url: string; body: string } | null => {
  const components = makeDsn(dsn);
  if (!components) return null;
  const body = serializeEnvelope(createEventEnvelope(eventOf(report), components));
  return {
    url: getEnvelopeEndpointWithUrlEncodedAuth(components),
    body: typeof body === 'string' ? body : new TextDecoder().decode(body),
  };
};
