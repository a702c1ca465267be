import { describe, expect, it } from 'vitest';
import { applyFieldIssues } from './form-issues';

describe('applyFieldIssues', () => {
  it('puts each issue under the field its path names and focuses the first', () => {
    const calls: [string, { type: string; message: string }, { shouldFocus?: boolean } | undefined][] = [];
    const placed = applyFieldIssues(
      ((name: string, error: { type: string; message: string }, options?: { shouldFocus?: boolean }) =>
        calls.push([name, error, options])) as never,
      [
        { path: ['serialNumber'], message: 'sensors.errors.serial-taken' },
        { path: [], message: 'not about a field' },
        { path: ['postalAddress', 'city'], message: 'required' },
      ],
    );
    expect(placed).toBe(2);
    expect(calls).toEqual([
      ['serialNumber', { type: 'server', message: 'sensors.errors.serial-taken' }, { shouldFocus: true }],
      ['postalAddress.city', { type: 'server', message: 'required' }, { shouldFocus: false }],
    ]);
  });
});
