import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startErrorReportingService } from '../../../../tests/error-reporting-service.ts';
import { AppError, notFound } from './app-error.ts';
import { registerErrorHandler } from './error-handler.ts';
import { createErrorReporter } from './error-reporting.ts';

let service: Awaited<ReturnType<typeof startErrorReportingService>>;

beforeAll(async () => {
  service = await startErrorReportingService();
});

afterAll(() => service.close());

/** A server answering through the console's error handler, with routes that fail each way. */
const serverReportingTo = (env: Record<string, string>) => {
  const app = Fastify();
  registerErrorHandler(app, createErrorReporter(loadConfig(env), app.log));
  app.get('/crash', () => {
    throw new TypeError('rows is undefined');
  });
  app.get('/unavailable', () => {
    throw new AppError('unavailable', 'weather service unavailable');
  });
  app.get('/missing', () => {
    throw notFound();
  });
  return app;
};

describe('error reporting (spec point 8)', () => {
  it('reports an unexpected error with its transaction id, release and environment', async () => {
    const app = serverReportingTo({ ERROR_REPORTING_DSN: service.dsn, RELEASE: '2026.12.1', ENVIRONMENT: 'staging' });
    const answer = await app.inject({ url: '/crash' });
    expect(answer.statusCode).toBe(500);

    await expect.poll(() => service.events.length).toBe(1);
    expect(service.events[0]).toMatchObject({
      platform: 'node',
      release: '2026.12.1',
      environment: 'staging',
      tags: { transaction_id: answer.json().transactionId, status: '500' },
      exception: { values: [{ type: 'TypeError', value: 'rows is undefined' }] },
    });
    await app.close();
  });

  it('reports a dependency failing, and leaves an unknown resource to the logs', async () => {
    const app = serverReportingTo({ ERROR_REPORTING_DSN: service.dsn });
    const before = service.events.length;
    expect((await app.inject({ url: '/missing' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/unavailable' })).statusCode).toBe(503);

    await expect.poll(() => service.events.length).toBe(before + 1);
    expect(service.events.at(-1)).toMatchObject({ message: 'weather service unavailable', tags: { status: '503' } });
    await app.close();
  });

  it('sends nothing without a DSN', async () => {
    const app = serverReportingTo({});
    const before = service.events.length;
    expect((await app.inject({ url: '/crash' })).statusCode).toBe(500);
    // The reporter of a server without a DSN has nowhere to send: the service hears of nothing.
    await app.inject({ url: '/missing' });
    expect(service.events).toHaveLength(before);
    await app.close();
  });
});
