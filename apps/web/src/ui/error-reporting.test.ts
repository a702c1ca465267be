// @vitest-environment node
/// <reference types="node" />
import type { PublicSettings } from '@console/domain/config/public-settings.schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startErrorReportingService } from '../../../../tests/error-reporting-service';
import { ApiError } from '../api/api-error';
import { reportError, startErrorReporting } from './error-reporting';

let service: Awaited<ReturnType<typeof startErrorReportingService>>;

beforeAll(async () => {
  service = await startErrorReportingService();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(() => service.close());

const settings = (errorReportingDsn: string | null) =>
  ({ errorReportingDsn, release: '2026.12.1', environment: 'production' }) as PublicSettings;

const failure = (status: number) =>
  new ApiError({ status, message: 'failed', url: '/back/parcels', transactionId: `transaction-${status}` });

describe('reportError (spec point 8)', () => {
  it('sends a failed call to the DSN with its transaction id, and leaves 403 and 404 out', async () => {
    startErrorReporting(settings(service.dsn));
    reportError('Failed to load a page of rows', failure(404));
    reportError('Failed to load a page of rows', failure(403));
    reportError('Failed to load a page of rows', failure(500));

    await expect.poll(() => service.events.length).toBe(1);
    expect(service.events[0]).toMatchObject({
      platform: 'javascript',
      release: '2026.12.1',
      environment: 'production',
      message: 'Failed to load a page of rows',
      tags: { transaction_id: 'transaction-500', status: '500' },
    });
  });

  it('sends a technical error, which has no status', async () => {
    startErrorReporting(settings(service.dsn));
    const before = service.events.length;
    reportError('Unexpected route error', new TypeError('rows is undefined'));

    await expect.poll(() => service.events.length).toBe(before + 1);
    expect(service.events.at(-1)?.exception?.values[0]).toMatchObject({ type: 'TypeError' });
  });

  it('only logs when the deployment names no DSN', async () => {
    startErrorReporting(settings(null));
    const before = service.events.length;
    reportError('Unexpected route error', new TypeError('rows is undefined'));
    // A report after it, sent, shows the one before was not merely late.
    startErrorReporting(settings(service.dsn));
    reportError('Unexpected route error', failure(503));

    await expect.poll(() => service.events.length).toBe(before + 1);
    expect(service.events.at(-1)?.tags).toMatchObject({ status: '503' });
  });
});
