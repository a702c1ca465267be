import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../ui/file-size';
import { readTermsVersionListQuery, toTermsVersionListSearch } from './terms-version-list-query';

describe('the /settings/tos URL', () => {
  it('reads newest first when the URL says nothing, and keeps it out of the URL', () => {
    const query = readTermsVersionListQuery(new URLSearchParams());
    expect(query).toEqual({ start: 0, sort: 'publishedAt', order: 'desc', kind: 'service' });
    expect(toTermsVersionListSearch(query).toString()).toBe('');
  });

  it('keeps the rent terms in the URL, so a reload shows them again', () => {
    const query = readTermsVersionListQuery(new URLSearchParams('kind=rent'));
    expect(query.kind).toBe('rent');
    expect(toTermsVersionListSearch(query).toString()).toBe('kind=rent');
  });

  it('keeps another sort, and drops one the list does not know', () => {
    const query = readTermsVersionListQuery(new URLSearchParams('sort=version&order=asc'));
    expect(toTermsVersionListSearch(query).toString()).toBe('sort=version&order=asc');
    expect(readTermsVersionListQuery(new URLSearchParams('sort=size')).sort).toBe('publishedAt');
  });
});

describe('formatFileSize', () => {
  it('writes kilobytes below a megabyte and megabytes above, in the user language', () => {
    expect(formatFileSize(2_150, 'en')).toBe('2.1 kB');
    expect(formatFileSize(10 * 1024 * 1024, 'en')).toBe('10 MB');
    expect(formatFileSize(1_300_000, 'fr')).toMatch(/^1,2\s?Mo$/);
  });
});
