import { describe, expect, it } from 'vitest';
import { buildQueryString } from './query-string';

describe('query strings', () => {
  it('skips empty values and repeats array keys', () => {
    expect(buildQueryString({ a: '', b: null, c: undefined, d: false, e: 0, cropTypes: ['colza', '', 'mais'] })).toBe(
      '?d=false&e=0&crop_types=colza&crop_types=mais',
    );
    expect(buildQueryString({ a: '' })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });
});
