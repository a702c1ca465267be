import { describe, expect, it } from 'vitest';
import { countActiveIssueFilters, readIssueListQuery, toIssueListSearch } from './issue-list-query';

const today = new Date(2026, 10, 22);

describe('issue list query in the URL', () => {
  it('opens newest first', () => {
    expect(readIssueListQuery(new URLSearchParams(), today)).toEqual({ start: 0, sort: 'openedAt', order: 'desc' });
    expect(toIssueListSearch(readIssueListQuery(new URLSearchParams(), today)).toString()).toBe('');
  });

  it('reads filters, and an ascending sort only when asked', () => {
    const query = readIssueListQuery(
      new URLSearchParams('levels=blocking&levels=high&types=mode_vol&status=open&sort=level&order=asc'),
      today,
    );
    expect(query).toMatchObject({
      levels: ['blocking', 'high'],
      types: ['mode_vol'],
      status: 'open',
      sort: 'level',
      order: 'asc',
    });
    expect(toIssueListSearch(query).toString()).toBe(
      'types=mode_vol&levels=blocking&levels=high&status=open&sort=level&order=asc',
    );
  });

  it('normalises the opening-day range with the date filter rules and drops bad values', () => {
    const query = readIssueListQuery(
      new URLSearchParams('from=2026-11-10&to=2026-12-31&types=nope&status=maybe'),
      today,
    );
    expect(query).toEqual({ start: 0, sort: 'openedAt', order: 'desc', from: '2026-11-10', to: '2026-11-22' });
    expect(countActiveIssueFilters(query)).toBe(1);
  });
});
