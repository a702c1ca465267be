import { describe, expect, it } from 'vitest';
import { ApiError, getFieldIssues } from './api-error';

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
