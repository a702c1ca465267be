import { describe, expect, it } from 'vitest';
import { getContentDispositionFilename } from './content-disposition';

describe('getContentDispositionFilename', () => {
  it.each([
    [null, null],
    ['inline', null],
    ['attachment; filename="users.csv"', 'users.csv'],
    ['attachment; filename=users.xlsx', 'users.xlsx'],
    ['attachment; filename="a \\"quoted\\" name.txt"', 'a "quoted" name.txt'],
    ["attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf", 'résumé.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'pr%C3%A9f%C3%A9r%C3%A9.pdf', 'préféré.pdf'],
  ])('%s -> %s', (header, expected) => {
    expect(getContentDispositionFilename(header)).toBe(expected);
  });
});
