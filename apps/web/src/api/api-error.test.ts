import { describe, expect, it } from 'vitest';
import { ApiError, getApiErrorCode, getFailureMessageKey, getFieldIssues } from './api-error';

const errorWith = (status: number, body: unknown) =>
  new ApiError({ status, message: 'failed', url: '/back/sensors', transactionId: 'tx', data: body });

describe('getFieldIssues', () => {
  const issues = [{ path: ['serialNumber'], message: 'sensors.errors.serial-taken' }];

  it('reads the issues of a 422 or 409 body (ADR 005: under data)', () => {
    expect(
      getFieldIssues(errorWith(409, { status: 409, message: 'conflict', transactionId: 'tx', data: { issues } })),
    ).toEqual(issues);
    expect(
      getFieldIssues(errorWith(422, { status: 422, message: 'failed', transactionId: 'tx', data: { issues } })),
    ).toEqual(issues);
  });

  it('ignores other statuses, bodies without issues and malformed issues', () => {
    expect(getFieldIssues(errorWith(400, { data: { issues } }))).toEqual([]);
    expect(getFieldIssues(errorWith(422, { status: 422, message: 'failed' }))).toEqual([]);
    expect(getFieldIssues(errorWith(422, { data: { issues: [{ path: 'serialNumber' }, { message: 'x' }] } }))).toEqual(
      [],
    );
    expect(getFieldIssues(new Error('not an API error'))).toEqual([]);
  });
});

describe('getFailureMessageKey', () => {
  it('tells a limit reached (429) from a technical failure', () => {
    expect(getFailureMessageKey(errorWith(429, { status: 429, message: 'too many requests' }))).toBe(
      'errors.too-many-requests',
    );
    expect(getFailureMessageKey(errorWith(500, null))).toBe('errors.technical');
    expect(getFailureMessageKey(new Error('not an API error'))).toBe('errors.technical');
  });
});

describe('isDown', () => {
  it('reads statuses above 500 as the API being down', () => {
    expect(errorWith(500, { status: 500, message: 'internal error', transactionId: 'tx' }).isDown).toBe(false);
    expect(errorWith(502, '<html>Bad Gateway</html>').isDown).toBe(true);
    expect(errorWith(503, undefined).isDown).toBe(true);
    expect(errorWith(504, { status: 504, message: 'down', transactionId: 'tx' }).isDown).toBe(true);
  });

  it('does not when the API answered and named a provider failure in data.error (decision 048)', () => {
    const body = { status: 502, message: 'weather-forecast-unavailable', transactionId: 'tx' };
    const error = errorWith(502, { ...body, data: { error: 'weather-forecast-unavailable' } });
    expect(error.isDown).toBe(false);
    expect(getApiErrorCode(error)).toBe('weather-forecast-unavailable');
    expect(getApiErrorCode(errorWith(502, body))).toBeUndefined();
  });
});
