import { describe, expect, it } from 'vitest';
import { relativePath } from './relative-path';

describe('relativePath', () => {
  it.each(['/', '/kb/article-1', '/kb/search?q=slug+trap&page=2#results', '/a:b', '/café'])('keeps %s', (value) => {
    expect(relativePath(value)).toBe(value);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/x'],
    ['a scheme', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash after the slash', '/\\evil.example/x'],
    ['a backslash further on', '/kb\\..\\x'],
    ['a tab browsers would drop', '/\t/evil.example'],
    ['a line break', '/kb\n/x'],
    ['a relative path without its slash', 'kb/article-1'],
    ['an empty value', ''],
  ])('refuses %s', (_case, value) => {
    expect(relativePath(value)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(relativePath(null)).toBeNull();
    expect(relativePath(undefined)).toBeNull();
  });
});
