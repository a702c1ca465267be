import { describe, expect, it } from 'vitest';
import { toCamelCase, toSnakeCase } from './query-case.ts';

describe('query name case', () => {
  it('turns camelCase names into snake_case', () => {
    expect(toSnakeCase('missingInfoOnly')).toBe('missing_info_only');
    expect(toSnakeCase('accountId')).toBe('account_id');
    expect(toSnakeCase('from')).toBe('from');
  });

  it('reads back every name the client writes', () => {
    for (const name of ['missingInfoOnly', 'accountId', 'from', 'cropTypes', 'sortOrder', 'seasons']) {
      expect(toCamelCase(toSnakeCase(name))).toBe(name);
    }
  });
});
