import { describe, expect, it } from 'vitest';
import { settingChanges } from './setting-changes.ts';

describe('settingChanges', () => {
  it('names each changed leaf by its path, added and removed list items included, none as null', () => {
    const before = { appTitle: 'SlugWatch', docs: { faq: 'a', extraLinks: [{ label: 'x', url: 'u' }] } };
    const after = { appTitle: 'SlugWatch Pro', docs: { faq: 'a', extraLinks: [] } };
    expect(settingChanges(before, after)).toEqual([
      { path: 'appTitle', before: 'SlugWatch', after: 'SlugWatch Pro' },
      { path: 'docs.extraLinks', before: null, after: [] },
      { path: 'docs.extraLinks.0.label', before: 'x', after: null },
      { path: 'docs.extraLinks.0.url', before: 'u', after: null },
    ]);
  });

  it('reads a list of plain values as one value', () => {
    expect(
      settingChanges({ months: [1, 2], tree: { questions: ['a'] } }, { months: [], tree: { questions: ['a', 'b'] } }),
    ).toEqual([
      { path: 'months', before: [1, 2], after: [] },
      { path: 'tree.questions', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('is empty when nothing changed, whatever the keys order', () => {
    expect(settingChanges({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toEqual([]);
  });
});
