import { describe, expect, it } from 'vitest';
import { errorReportRequest } from './error-report.ts';
import { isReportedStatus } from './reported-status.ts';

const report = {
  error: new TypeError('rows is undefined'),
  message: 'Failed to load a page of rows',
  platform: 'javascript',
  release: '2026.12.1',
  environment: 'production',
  at: new Date('2026-12-02T10:00:00Z'),
  transactionId: 'f5a3c1e0-1b2c-4d5e-8f90-123456789abc',
  status: 500,
} as const;

describe('errorReportRequest', () => {
  it('posts one event envelope to the DSN’s project, keyed in the query', () => {
    const request = errorReportRequest('https://publickey@errors.example.com/7', report);
    expect(request).not.toBeNull();
    const url = new URL(request?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://errors.example.com/api/7/envelope/');
    expect(url.searchParams.get('sentry_key')).toBe('publickey');

    const [header, itemHeader, event] = (request?.body ?? '')
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(header?.event_id).toBe(event?.event_id);
    expect(itemHeader).toMatchObject({ type: 'event' });
    expect(event).toMatchObject({
      level: 'error',
      platform: 'javascript',
      message: 'Failed to load a page of rows',
      release: '2026.12.1',
      environment: 'production',
      timestamp: Date.parse('2026-12-02T10:00:00Z') / 1000,
      tags: { transaction_id: report.transactionId, status: '500' },
      exception: { values: [{ type: 'TypeError', value: 'rows is undefined' }] },
    });
  });

  it('names no release when none is set, and refuses what is not a DSN', () => {
    const request = errorReportRequest('https://key@errors.example.com/7', { ...report, release: '' });
    expect(request?.body.split('\n')[2]).not.toContain('"release"');
    expect(errorReportRequest('https://errors.example.com', report)).toBeNull();
  });
});

describe('isReportedStatus', () => {
  it('reports technical errors and every status but 403 and 404', () => {
    expect([undefined, 400, 401, 403, 404, 409, 422, 500, 503].filter(isReportedStatus)).toEqual([
      undefined,
      400,
      401,
      409,
      422,
      500,
      503,
    ]);
  });
});
