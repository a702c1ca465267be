import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, FieldIssue } from '@console/domain/errors/api-error.schema';
import { classifyDatabaseError, type DatabaseFailure } from '../db/client.ts';
import { AppError } from './app-error.ts';
import type { ReportError } from './error-reporting.ts';

const body = (status: number, message: string, transactionId: string, data?: unknown): ApiErrorBody => ({
  status,
  message,
  transactionId,
  ...(data === undefined ? {} : { data }),
});

// A custom zod issue keeps its own `params` (e.g. a range's min and max) next to the issue's other fields.
const customParams = (params: Record<string, unknown>): Pick<FieldIssue, 'params'> => {
  const { params: custom } = params;
  return custom && typeof custom === 'object' ? { params: custom as Record<string, unknown> } : {};
};

/**
 * The last resort for what the database refused: an outage is a 503 the web client waits out (spec point 8), two
 * requests racing for one unique key a 409, a value its column cannot hold a 422 (decision 083). Services that
 * expect a refusal name it themselves, with its field.
 */
const DATABASE_FAILURES: Record<DatabaseFailure, (cause: unknown) => AppError> = {
  unavailable: (cause) => new AppError('unavailable', 'database unavailable', undefined, { cause }),
  conflict: (cause) => new AppError('conflict', 'changed by another request at the same time', undefined, { cause }),
  'invalid-value': (cause) => new AppError('invalid', 'a value is out of range', undefined, { cause }),
};

/**
 * Maps every failure to the one error body; invalid route params read as an unknown resource (spec point 5). A 5xx
 * is also reported to error reporting (spec point 8), with its transaction id.
 */
export const registerErrorHandler = (app: FastifyInstance, reportError: ReportError) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const transactionId = String(request.id);
    const failure = thrown instanceof AppError ? null : classifyDatabaseError(thrown);
    const error = failure ? DATABASE_FAILURES[failure](thrown) : thrown;
    // A refusal no schema or service named is a gap in them: worth finding in the logs.
    if (failure === 'conflict' || failure === 'invalid-value') request.log.warn({ err: thrown }, error.message);
    if (error instanceof AppError) {
      // A 5xx is a dependency failing: the caller gets the code, the logs get the cause.
      if (error.status >= 500) {
        request.log.warn({ err: error.cause ?? error }, error.message);
        reportError({ error: error.cause ?? error, message: error.message, transactionId, status: error.status });
      }
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(body(error.status, error.message, transactionId, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') {
        return reply.status(404).send(body(404, 'failed to parse params', transactionId));
      }
      const issues: FieldIssue[] = error.validation.map((issue) => ({
        path: issue.instancePath
          .split('/')
          .filter(Boolean)
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: issue.message ?? 'invalid',
        ...customParams(issue.params),
      }));
      const message = error.validationContext === 'body' ? 'failed to parse payload' : 'failed to parse query';
      return reply.status(422).send(body(422, message, transactionId, { issues }));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      reportError({ error, message: 'unhandled error', transactionId, status });
    }
    return reply.status(status).send(body(status, status === 500 ? 'internal error' : error.message, transactionId));
  });
};

/** 404 in the error shape for paths under a prefix that no route answers. */
export const registerApiNotFound = (app: FastifyInstance) => {
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(body(404, `no route ${request.method} ${request.url.split('?')[0]}`, String(request.id))),
  );
};
